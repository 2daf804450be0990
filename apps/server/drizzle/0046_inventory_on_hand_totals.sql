ALTER TABLE "inventories" ADD COLUMN "items_on_hand" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "pieces_on_hand" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "weight_on_hand" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "cubic_inches_on_hand" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "pick_tickets_delivered_idx" ON "pick_tickets" USING btree ("delivered_at") WHERE "pick_tickets"."delivered_at" is not null;--> statement-breakpoint
-- The on-hand report's sums over the items with something on hand, kept by the same statement
-- triggers as the inventory's other sums (migration 0024). One statement for both sides of a change:
-- the rows a statement took away (old_rows) are subtracted, the rows it left (new_rows) added.
CREATE OR REPLACE FUNCTION inventory_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  side record;
BEGIN
  FOR side IN SELECT * FROM (VALUES ('old_rows', -1), ('new_rows', 1)) AS s(rows, sign)
    WHERE (s.rows = 'old_rows' AND TG_OP IN ('UPDATE', 'DELETE')) OR (s.rows = 'new_rows' AND TG_OP IN ('UPDATE', 'INSERT'))
  LOOP
    EXECUTE format($sql$
      UPDATE inventories i SET
        item_count = i.item_count + %2$s * d.n, quantity_on_hand = i.quantity_on_hand + %2$s * d.q,
        quantity_held = i.quantity_held + %2$s * d.h, pieces = i.pieces + %2$s * d.p, weight = i.weight + %2$s * d.w,
        items_without_weight = i.items_without_weight + %2$s * d.z,
        items_on_hand = i.items_on_hand + %2$s * d.on_n, pieces_on_hand = i.pieces_on_hand + %2$s * d.on_p,
        weight_on_hand = i.weight_on_hand + %2$s * d.on_w, cubic_inches_on_hand = i.cubic_inches_on_hand + %2$s * d.on_c
      FROM (SELECT inventory_id, count(*) AS n, sum(quantity_on_hand) AS q, sum(quantity_held) AS h,
                   sum(pieces) AS p, sum(weight) AS w,
                   count(*) FILTER (WHERE weight = 0 AND quantity_on_hand > 0) AS z,
                   count(*) FILTER (WHERE quantity_on_hand > 0) AS on_n,
                   coalesce(sum(pieces) FILTER (WHERE quantity_on_hand > 0), 0) AS on_p,
                   coalesce(sum(weight) FILTER (WHERE quantity_on_hand > 0), 0) AS on_w,
                   coalesce(sum(quantity_on_hand * length_in * width_in * height_in) FILTER (WHERE quantity_on_hand > 0), 0) AS on_c
            FROM %1$I GROUP BY inventory_id) d
      WHERE i.id = d.inventory_id$sql$, side.rows, side.sign);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE inventories i SET
  items_on_hand = d.on_n, pieces_on_hand = d.on_p, weight_on_hand = d.on_w, cubic_inches_on_hand = d.on_c
FROM (SELECT inventory_id, count(*) AS on_n, coalesce(sum(pieces), 0) AS on_p, coalesce(sum(weight), 0) AS on_w,
             coalesce(sum(quantity_on_hand * length_in * width_in * height_in), 0) AS on_c
      FROM inventory_items WHERE quantity_on_hand > 0 GROUP BY inventory_id) d
WHERE i.id = d.inventory_id;
