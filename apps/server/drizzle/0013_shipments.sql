CREATE TABLE "shipment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"po_item_id" integer,
	"item_number" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"unit_of_measure" text DEFAULT 'Each' NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"weight" numeric(12, 2) DEFAULT '0' NOT NULL,
	"pieces" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipment_items_quantity_positive" CHECK ("shipment_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"project_id" integer NOT NULL,
	"carrier_id" integer,
	"method_id" integer,
	"status_id" integer NOT NULL,
	"shipper_id" integer,
	"consignee_id" integer,
	"ship_date" date,
	"expected_date" date,
	"delivered_date" date,
	"tracking_number" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_po_item_id_po_items_id_fk" FOREIGN KEY ("po_item_id") REFERENCES "public"."po_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_carrier_id_clients_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_method_id_shipment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."shipment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_status_id_shipment_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."shipment_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_shipper_id_clients_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_consignee_id_clients_id_fk" FOREIGN KEY ("consignee_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_items_shipment_idx" ON "shipment_items" USING btree ("shipment_id","id");--> statement-breakpoint
CREATE INDEX "shipment_items_po_item_idx" ON "shipment_items" USING btree ("po_item_id");--> statement-breakpoint
CREATE INDEX "shipment_items_shipment_item_number_idx" ON "shipment_items" USING btree ("shipment_id",lower("item_number"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_number_uq" ON "shipments" USING btree (lower("number"));--> statement-breakpoint
CREATE INDEX "shipments_number_sort_idx" ON "shipments" USING btree (lower("number"),"id");--> statement-breakpoint
CREATE INDEX "shipments_number_trgm" ON "shipments" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_tracking_trgm" ON "shipments" USING gin ("tracking_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_project_idx" ON "shipments" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "shipments_carrier_idx" ON "shipments" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "shipments_method_idx" ON "shipments" USING btree ("method_id","id");--> statement-breakpoint
CREATE INDEX "shipments_ship_date_idx" ON "shipments" USING btree ("ship_date","id");--> statement-breakpoint
CREATE INDEX "shipments_expected_date_idx" ON "shipments" USING btree ("expected_date","id");--> statement-breakpoint
CREATE INDEX "shipments_delivered_date_idx" ON "shipments" USING btree ("delivered_date","id");--> statement-breakpoint
CREATE INDEX "shipments_modified_at_idx" ON "shipments" USING btree ("modified_at","id");