CREATE TYPE "public"."charge_state" AS ENUM('Draft', 'Confirmed');--> statement-breakpoint
CREATE TYPE "public"."rate_rounding" AS ENUM('None', 'Per item', 'Period total');--> statement-breakpoint
ALTER TYPE "public"."storage_proration" ADD VALUE 'High-water mark';--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "state" charge_state DEFAULT 'Confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "adjustment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "corrects_charge_id" integer;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "breakdown" jsonb;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "length_in" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "width_in" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "height_in" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "item_logs" ADD COLUMN "business_date" date;--> statement-breakpoint
ALTER TABLE "billing_periods" ADD COLUMN "hours" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouse_rates" ADD COLUMN "rounding" "rate_rounding" DEFAULT 'Period total' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouse_rates" ADD COLUMN "effective_from" date;--> statement-breakpoint
ALTER TABLE "warehouse_rates" ADD COLUMN "effective_to" date;--> statement-breakpoint
ALTER TABLE "receiving_alert_items" ADD COLUMN "length_in" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "receiving_alert_items" ADD COLUMN "width_in" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "receiving_alert_items" ADD COLUMN "height_in" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_negative_only_adjustments" CHECK ("charges"."adjustment" or ("charges"."quantity" >= 0 and "charges"."amount" >= 0));--> statement-breakpoint
-- hand-written: business_date is added without NOT NULL above (existing rows have none yet), filled here,
-- then made NOT NULL as the schema declares. A receipt counts from the received date the dock entered
-- on its item; any other change on the day it was made in the warehouse's default zone (America/New_York).
UPDATE "item_logs" l SET "business_date" = coalesce(
  case when l."action" = 'received' then i."received_date" end,
  (l."at" at time zone 'America/New_York')::date)
FROM "inventory_items" i WHERE i."id" = l."inventory_item_id";--> statement-breakpoint
ALTER TABLE "item_logs" ALTER COLUMN "business_date" SET NOT NULL;--> statement-breakpoint
-- hand-written: the hours entered so far were one figure for every per-hour rate: they become Labour's.
UPDATE "billing_periods" SET "hours" = jsonb_build_object('Labour', "billing_hours"::text) WHERE "billing_hours" > 0;--> statement-breakpoint
-- hand-written: a per-day storage rate is prorated Daily only (it billed one day a month otherwise).
UPDATE "warehouse_rates" SET "proration" = 'Daily' WHERE "period" = 'Day' AND "proration" <> 'Daily';--> statement-breakpoint
-- hand-written: open warehouse charges of open periods were never reviewed: they become drafts for the
-- clerk to review and confirm; invoiced ones, and those of closed periods, stay confirmed.
UPDATE "charges" c SET "state" = 'Draft'
FROM "billing_periods" p
WHERE c."warehouse" AND c."invoice_id" IS NULL AND p."id" = c."billing_period_id" AND p."status" = 'Open';--> statement-breakpoint
UPDATE "charges" SET "confirmed_at" = "modified_at", "confirmed_by" = "modified_by" WHERE "state" = 'Confirmed';
