ALTER TABLE "charges" ADD COLUMN "billing_period_id" integer;--> statement-breakpoint
ALTER TABLE "billing_periods" ADD COLUMN "billing_hours" numeric(8, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "charges_billing_period_idx" ON "charges" USING btree ("billing_period_id") WHERE "charges"."billing_period_id" is not null;