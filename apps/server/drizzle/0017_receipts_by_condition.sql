ALTER TABLE "receiving_alert_items" ADD COLUMN "quantity_damaged" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "receiving_alert_items" ADD COLUMN "damage_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receiving_alert_items" ADD COLUMN "weight_received" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "receiving_alert_items" ADD COLUMN "pieces_received" integer;--> statement-breakpoint
ALTER TABLE "receiving_alert_items" ADD COLUMN "damaged_inventory_item_id" integer;--> statement-breakpoint
-- Lines received before receipts split by condition: a Damaged line was damaged whole, and its reason
-- was the damage's; the weight and pieces saved at the dock were what arrived.
UPDATE "receiving_alert_items" SET "quantity_damaged" = CASE WHEN "condition" = 'Damaged' THEN "quantity_received" ELSE 0 END, "weight_received" = "weight", "pieces_received" = "pieces" WHERE "quantity_received" IS NOT NULL;--> statement-breakpoint
UPDATE "receiving_alert_items" SET "damage_reason" = "reason", "reason" = '' WHERE "condition" = 'Damaged';--> statement-breakpoint
ALTER TABLE "receiving_alert_items" ADD CONSTRAINT "receiving_alert_items_damaged_within_received" CHECK ("receiving_alert_items"."quantity_damaged" is null or ("receiving_alert_items"."quantity_damaged" >= 0 and "receiving_alert_items"."quantity_damaged" <= coalesce("receiving_alert_items"."quantity_received", 0)));