ALTER TABLE "receiving_alerts" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receiving_alerts" ADD COLUMN "put_away_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "receiving_alerts_put_away_idx" ON "receiving_alerts" USING btree ("put_away_at");--> statement-breakpoint
-- Alerts received before this: put away when their goods' first receipt was logged. Their arrival
-- was not recorded, so dock-to-stock leaves them out.
UPDATE "receiving_alerts" AS ra SET "put_away_at" = logged.at
FROM (
  SELECT ri."receiving_alert_id" AS id, min(il."at") AS at
  FROM "receiving_alert_items" ri
  JOIN "inventory_items" ii ON ii."ra_item_id" = ri."id"
  JOIN "item_logs" il ON il."inventory_item_id" = ii."id" AND il."action" = 'received'
  GROUP BY ri."receiving_alert_id"
) AS logged
WHERE logged.id = ra."id" AND ra."status" = 'Received';
