CREATE TYPE "public"."vendor_bill_category" AS ENUM('Goods', 'Freight', 'Services', 'Warehouse', 'Other');--> statement-breakpoint
CREATE TYPE "public"."vendor_bill_match" AS ENUM('Match', 'Exception', 'Not matched');--> statement-breakpoint
CREATE TYPE "public"."vendor_bill_status" AS ENUM('Pending', 'Approved', 'Rejected', 'Exported');--> statement-breakpoint
ALTER TYPE "public"."file_transaction_type" ADD VALUE 'VendorBill';--> statement-breakpoint
CREATE TABLE "vendor_bill_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_bill_id" integer NOT NULL,
	"po_item_id" integer,
	"category" "vendor_bill_category" DEFAULT 'Goods' NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_price" numeric(12, 4) NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	CONSTRAINT "vendor_bill_lines_quantity_positive" CHECK ("vendor_bill_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_bill_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"price_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"quantity_over_received" numeric(12, 3) DEFAULT '0' NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text
);
--> statement-breakpoint
CREATE TABLE "vendor_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"project_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"bill_number" text NOT NULL,
	"bill_date" date NOT NULL,
	"due_date" date NOT NULL,
	"purchase_order_id" integer,
	"shipment_id" integer,
	"markup_percent" numeric(5, 2),
	"notes" text DEFAULT '' NOT NULL,
	"status" "vendor_bill_status" DEFAULT 'Pending' NOT NULL,
	"match" "vendor_bill_match" DEFAULT 'Not matched' NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"approval_note" text DEFAULT '' NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"exported_at" timestamp with time zone,
	"cost_charge_id" integer,
	"billable_charge_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendor_bills_due_after_bill" CHECK ("vendor_bills"."due_date" >= "vendor_bills"."bill_date")
);
--> statement-breakpoint
ALTER TABLE "vendor_bill_lines" ADD CONSTRAINT "vendor_bill_lines_vendor_bill_id_vendor_bills_id_fk" FOREIGN KEY ("vendor_bill_id") REFERENCES "public"."vendor_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bill_lines" ADD CONSTRAINT "vendor_bill_lines_po_item_id_po_items_id_fk" FOREIGN KEY ("po_item_id") REFERENCES "public"."po_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_vendor_id_clients_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_bill_lines_bill_idx" ON "vendor_bill_lines" USING btree ("vendor_bill_id","id");--> statement-breakpoint
CREATE INDEX "vendor_bill_lines_po_item_idx" ON "vendor_bill_lines" USING btree ("po_item_id") WHERE "vendor_bill_lines"."po_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_bills_number_uq" ON "vendor_bills" USING btree (lower("number"));--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_bills_vendor_bill_number_uq" ON "vendor_bills" USING btree ("vendor_id",lower("bill_number"));--> statement-breakpoint
CREATE INDEX "vendor_bills_number_sort_idx" ON "vendor_bills" USING btree (lower("number"),"id");--> statement-breakpoint
CREATE INDEX "vendor_bills_project_idx" ON "vendor_bills" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "vendor_bills_due_idx" ON "vendor_bills" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "vendor_bills_bill_date_idx" ON "vendor_bills" USING btree ("bill_date","id");--> statement-breakpoint
CREATE INDEX "vendor_bills_status_idx" ON "vendor_bills" USING btree ("status","due_date","id");--> statement-breakpoint
CREATE INDEX "vendor_bills_queue_idx" ON "vendor_bills" USING btree ("due_date","id") WHERE "vendor_bills"."exported_at" is null;--> statement-breakpoint
CREATE INDEX "vendor_bills_purchase_order_idx" ON "vendor_bills" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "vendor_bills_shipment_idx" ON "vendor_bills" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "vendor_bills_modified_idx" ON "vendor_bills" USING btree ("modified_at","id");--> statement-breakpoint
CREATE INDEX "vendor_bills_bill_number_trgm" ON "vendor_bills" USING gin ("bill_number" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "vendor_bills" ALTER COLUMN "bill_number" SET STATISTICS 1000;
