-- Inventory groups (one name per project), the reason of a change by hand in the item log, an
-- inventory's last receipt and release kept on it (the receipts so far carried over from the log),
-- and the indexes of a project's items by number and of the "where is it" search.
CREATE TABLE "inventory_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "last_receipt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "last_release_at" timestamp with time zone;--> statement-breakpoint
UPDATE "inventories" SET "last_receipt_at" = (SELECT max(l."at") FROM "item_logs" l JOIN "inventory_items" i ON i."id" = l."inventory_item_id" WHERE i."inventory_id" = "inventories"."id" AND l."action" IN ('received', 'added'));--> statement-breakpoint
ALTER TABLE "item_logs" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_groups" ADD CONSTRAINT "inventory_groups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_groups_project_name_idx" ON "inventory_groups" USING btree ("project_id",lower("name"));--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_group_id_inventory_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."inventory_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_items_group_idx" ON "inventory_items" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "inventory_items_project_number_idx" ON "inventory_items" USING btree ("project_id",lower("item_number"),"id");--> statement-breakpoint
CREATE INDEX "inventory_items_description_trgm" ON "inventory_items" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_items_item_number_trgm" ON "inventory_items" USING gin ("item_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_items_location_trgm" ON "inventory_items" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "description" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "item_number" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "location" SET STATISTICS 1000;
