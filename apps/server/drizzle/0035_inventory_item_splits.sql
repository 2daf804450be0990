-- Moving part of an item splits it: the part names the item first received (billing counts them as
-- one, so a split changes no bill), and the item keeps how much was split off it (what its weight
-- and pieces are shared over).
ALTER TABLE "inventory_items" ADD COLUMN "split_from_id" integer;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "quantity_split_off" numeric(12, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_split_from_id_inventory_items_id_fk" FOREIGN KEY ("split_from_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_items_split_from_idx" ON "inventory_items" USING btree ("split_from_id");