ALTER TABLE "inventories" ADD COLUMN "items_on_hand" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "pieces_on_hand" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "weight_on_hand" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "cubic_inches_on_hand" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "pick_tickets_delivered_idx" ON "pick_tickets" USING btree ("delivered_at") WHERE "pick_tickets"."delivered_at" is not null;--> statement-breakpoint
-- The on-hand report's sums over the items with something on hand, kept by the same statement
-- triggers as the inventory's other sums (migration 0024).
CREATE OR REPLACE FUNCTION inventory_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE inventories i SET
      item_count = i.item_count - d.n, quantity_on_hand = i.quantity_on_hand - d.q,
      quantity_held = i.quantity_held - d.h, pieces = i.pieces - d.p, weight = i.weight - d.w,
      items_without_weight = i.items_without_weight - d.z,
      items_on_hand = i.items_on_hand - d.on_n, pieces_on_hand = i.pieces_on_hand - d.on_p,
      weight_on_hand = i.weight_on_hand - d.on_w, cubic_inches_on_hand = i.cubic_inches_on_hand - d.on_c
    FROM (SELECT inventory_id, count(*) AS n, sum(quantity_on_hand) AS q, sum(quantity_held) AS h,
                 sum(pieces) AS p, sum(weight) AS w,
                 count(*) FILTER (WHERE weight = 0 AND quantity_on_hand > 0) AS z,
                 count(*) FILTER (WHERE quantity_on_hand > 0) AS on_n,
                 coalesce(sum(pieces) FILTER (WHERE quantity_on_hand > 0), 0) AS on_p,
                 coalesce(sum(weight) FILTER (WHERE quantity_on_hand > 0), 0) AS on_w,
                 coalesce(sum(quantity_on_hand * length_in * width_in * height_in) FILTER (WHERE quantity_on_hand > 0), 0) AS on_c
          FROM old_rows GROUP BY inventory_id) d
    WHERE i.id = d.inventory_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE inventories i SET
      item_count = i.item_count + d.n, quantity_on_hand = i.quantity_on_hand + d.q,
      quantity_held = i.quantity_held + d.h, pieces = i.pieces + d.p, weight = i.weight + d.w,
      items_without_weight = i.items_without_weight + d.z,
      items_on_hand = i.items_on_hand + d.on_n, pieces_on_hand = i.pieces_on_hand + d.on_p,
      weight_on_hand = i.weight_on_hand + d.on_w, cubic_inches_on_hand = i.cubic_inches_on_hand + d.on_c
    FROM (SELECT inventory_id, count(*) AS n, sum(quantity_on_hand) AS q, sum(quantity_held) AS h,
                 sum(pieces) AS p, sum(weight) AS w,
                 count(*) FILTER (WHERE weight = 0 AND quantity_on_hand > 0) AS z,
                 count(*) FILTER (WHERE quantity_on_hand > 0) AS on_n,
                 coalesce(sum(pieces) FILTER (WHERE quantity_on_hand > 0), 0) AS on_p,
                 coalesce(sum(weight) FILTER (WHERE quantity_on_hand > 0), 0) AS on_w,
                 coalesce(sum(quantity_on_hand * length_in * width_in * height_in) FILTER (WHERE quantity_on_hand > 0), 0) AS on_c
          FROM new_rows GROUP BY inventory_id) d
    WHERE i.id = d.inventory_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE inventories i SET
  items_on_hand = d.on_n, pieces_on_hand = d.on_p, weight_on_hand = d.on_w, cubic_inches_on_hand = d.on_c
FROM (SELECT inventory_id, count(*) AS on_n, coalesce(sum(pieces), 0) AS on_p, coalesce(sum(weight), 0) AS on_w,
             coalesce(sum(quantity_on_hand * length_in * width_in * height_in), 0) AS on_c
      FROM inventory_items WHERE quantity_on_hand > 0 GROUP BY inventory_id) d
WHERE i.id = d.inventory_id;
