-- PO, shipment and receiving-alert statuses are declared once, as const arrays in the contracts:
-- the database's type is an enum of the same names, in the same order (an id, as the API answers
-- it, is a status's place in the array). Each record keeps its status by name.
CREATE TYPE "public"."po_status" AS ENUM('Open', 'Ordered', 'Shipped', 'Partially Received', 'Received', 'Closed', 'Cancelled');--> statement-breakpoint
CREATE TYPE "public"."ra_status" AS ENUM('Expected', 'Receiving', 'Received', 'Cancelled');--> statement-breakpoint
CREATE TYPE "public"."shipment_status" AS ENUM('Booked', 'In Transit', 'Delivered', 'Exception', 'Cancelled');--> statement-breakpoint
ALTER TABLE "receiving_alerts" DROP CONSTRAINT "receiving_alerts_status_known";--> statement-breakpoint
ALTER TABLE "receiving_alerts" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "receiving_alerts" ALTER COLUMN "status" SET DATA TYPE "public"."ra_status" USING "status"::"public"."ra_status";--> statement-breakpoint
ALTER TABLE "receiving_alerts" ALTER COLUMN "status" SET DEFAULT 'Expected'::"public"."ra_status";--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "status" "po_status";--> statement-breakpoint
UPDATE "purchase_orders" SET "status" = (enum_range(null::"public"."po_status"))["status_id"];--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "status" "shipment_status";--> statement-breakpoint
UPDATE "shipments" SET "status" = (enum_range(null::"public"."shipment_status"))["status_id"];--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_status_id_po_statuses_id_fk";--> statement-breakpoint
ALTER TABLE "shipments" DROP CONSTRAINT "shipments_status_id_shipment_statuses_id_fk";--> statement-breakpoint
DROP INDEX "purchase_orders_status_idx";--> statement-breakpoint
DROP INDEX "shipments_status_idx";--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP COLUMN "status_id";--> statement-breakpoint
ALTER TABLE "shipments" DROP COLUMN "status_id";--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status","id");
