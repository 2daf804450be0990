-- An item's log rows by time carry the quantities before and after, so the on-hand history of an
-- inventory (GET /api/inventory/{id}/onHand) reads them from the index alone. Same name and key
-- as the schema's item_logs_item_idx; INCLUDE is this migration's.
DROP INDEX IF EXISTS "item_logs_item_idx";--> statement-breakpoint
CREATE INDEX "item_logs_item_idx" ON "item_logs" USING btree ("inventory_item_id","at") INCLUDE ("quantity_before","quantity_after");
