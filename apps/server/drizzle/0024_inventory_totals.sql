-- An inventory's sums over its items, kept by statement triggers on inventory_items (one update
-- of the inventories touched per statement, however many items it wrote), and carried over.
ALTER TABLE "inventories" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "quantity_on_hand" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "quantity_held" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "pieces" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "weight" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "items_without_weight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inventory_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE inventories i SET
      item_count = i.item_count - d.n, quantity_on_hand = i.quantity_on_hand - d.q,
      quantity_held = i.quantity_held - d.h, pieces = i.pieces - d.p, weight = i.weight - d.w,
      items_without_weight = i.items_without_weight - d.z
    FROM (SELECT inventory_id, count(*) AS n, sum(quantity_on_hand) AS q, sum(quantity_held) AS h,
                 sum(pieces) AS p, sum(weight) AS w,
                 count(*) FILTER (WHERE weight = 0 AND quantity_on_hand > 0) AS z
          FROM old_rows GROUP BY inventory_id) d
    WHERE i.id = d.inventory_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE inventories i SET
      item_count = i.item_count + d.n, quantity_on_hand = i.quantity_on_hand + d.q,
      quantity_held = i.quantity_held + d.h, pieces = i.pieces + d.p, weight = i.weight + d.w,
      items_without_weight = i.items_without_weight + d.z
    FROM (SELECT inventory_id, count(*) AS n, sum(quantity_on_hand) AS q, sum(quantity_held) AS h,
                 sum(pieces) AS p, sum(weight) AS w,
                 count(*) FILTER (WHERE weight = 0 AND quantity_on_hand > 0) AS z
          FROM new_rows GROUP BY inventory_id) d
    WHERE i.id = d.inventory_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER inventory_items_totals_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_totals_follow();--> statement-breakpoint
CREATE TRIGGER inventory_items_totals_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_totals_follow();--> statement-breakpoint
CREATE TRIGGER inventory_items_totals_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_totals_follow();--> statement-breakpoint
UPDATE inventories i SET
  item_count = d.n, quantity_on_hand = d.q, quantity_held = d.h, pieces = d.p, weight = d.w, items_without_weight = d.z
FROM (SELECT inventory_id, count(*) AS n, sum(quantity_on_hand) AS q, sum(quantity_held) AS h, sum(pieces) AS p,
             sum(weight) AS w, count(*) FILTER (WHERE weight = 0 AND quantity_on_hand > 0) AS z
      FROM inventory_items GROUP BY inventory_id) d
WHERE i.id = d.inventory_id;