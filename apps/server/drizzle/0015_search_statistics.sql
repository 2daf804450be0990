-- Finer planner statistics on every column a contains-search reads (the trigram-indexed ones).
-- The planner estimates `ILIKE '%text%'` by trying the pattern on the column's histogram: with
-- the default 101 entries a pattern that matches 1% of a million rows (10,000) often matches none
-- of them and is taken for 100 rows, so the page is planned as "every match, then sort" (38 ms)
-- instead of walking the sort index until the page is full (1.6 ms). 1,001 entries tell 0.1% from rare.
ALTER TABLE "users" ALTER COLUMN "user_name" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "first_name" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "last_name" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "title" SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "users_full_name_trgm" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "name" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "primary_city" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "number" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "number" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "po_items" ALTER COLUMN "description" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "number" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "tracking_number" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "receiving_alerts" ALTER COLUMN "number" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "receiving_alert_items" ALTER COLUMN "description" SET STATISTICS 1000;
