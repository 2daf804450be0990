ALTER TABLE "billing_periods" ADD COLUMN "draft_charges" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "billing_periods_drafts_idx" ON "billing_periods" USING btree ("project_id") WHERE "billing_periods"."draft_charges" > 0;--> statement-breakpoint
-- Periods whose warehouse run waits now: their draft charges, counted once.
UPDATE "billing_periods" AS bp SET "draft_charges" = d.n
FROM (
  SELECT "billing_period_id" AS id, count(*)::int AS n FROM "charges"
  WHERE "state" = 'Draft' AND "billing_period_id" IS NOT NULL
  GROUP BY "billing_period_id"
) AS d
WHERE d.id = bp."id";
