CREATE TABLE "inventories" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventories_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"inventory_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"ra_item_id" integer,
	"po_item_id" integer,
	"item_number" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"unit_of_measure" text DEFAULT 'Each' NOT NULL,
	"quantity_on_hand" numeric(12, 3) NOT NULL,
	"weight" numeric(12, 2) DEFAULT '0' NOT NULL,
	"pieces" integer DEFAULT 0 NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"condition" text DEFAULT 'Good' NOT NULL,
	"received_date" date,
	"group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_items_quantity_not_negative" CHECK ("inventory_items"."quantity_on_hand" >= 0)
);
--> statement-breakpoint
CREATE TABLE "item_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"inventory_item_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_name" text,
	"action" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"quantity_before" numeric(12, 3) NOT NULL,
	"quantity_after" numeric(12, 3) NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receiving_alert_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"receiving_alert_id" integer NOT NULL,
	"po_item_id" integer,
	"shipment_item_id" integer,
	"item_number" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"unit_of_measure" text DEFAULT 'Each' NOT NULL,
	"quantity_expected" numeric(12, 3) NOT NULL,
	"quantity_received" numeric(12, 3),
	"received_date" date,
	"condition" text,
	"reason" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"weight" numeric(12, 2) DEFAULT '0' NOT NULL,
	"pieces" integer DEFAULT 0 NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"inventory_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receiving_alert_items_expected_positive" CHECK ("receiving_alert_items"."quantity_expected" > 0),
	CONSTRAINT "receiving_alert_items_received_not_negative" CHECK ("receiving_alert_items"."quantity_received" is null or "receiving_alert_items"."quantity_received" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receiving_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"project_id" integer NOT NULL,
	"purchase_order_id" integer,
	"shipment_id" integer,
	"carrier_id" integer,
	"status" text DEFAULT 'Expected' NOT NULL,
	"expected_date" date,
	"received_date" date,
	"reference" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"advance_notice" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receiving_alerts_status_known" CHECK ("receiving_alerts"."status" in ('Expected', 'Receiving', 'Received', 'Cancelled'))
);
--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_logs" ADD CONSTRAINT "item_logs_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_alert_items" ADD CONSTRAINT "receiving_alert_items_receiving_alert_id_receiving_alerts_id_fk" FOREIGN KEY ("receiving_alert_id") REFERENCES "public"."receiving_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_alert_items" ADD CONSTRAINT "receiving_alert_items_po_item_id_po_items_id_fk" FOREIGN KEY ("po_item_id") REFERENCES "public"."po_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_alert_items" ADD CONSTRAINT "receiving_alert_items_shipment_item_id_shipment_items_id_fk" FOREIGN KEY ("shipment_item_id") REFERENCES "public"."shipment_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_alerts" ADD CONSTRAINT "receiving_alerts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_alerts" ADD CONSTRAINT "receiving_alerts_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_alerts" ADD CONSTRAINT "receiving_alerts_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_alerts" ADD CONSTRAINT "receiving_alerts_carrier_id_clients_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_alerts" ADD CONSTRAINT "receiving_alerts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_items_inventory_idx" ON "inventory_items" USING btree ("inventory_id","id");--> statement-breakpoint
CREATE INDEX "inventory_items_project_idx" ON "inventory_items" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "inventory_items_ra_item_idx" ON "inventory_items" USING btree ("ra_item_id");--> statement-breakpoint
CREATE INDEX "item_logs_item_idx" ON "item_logs" USING btree ("inventory_item_id","at");--> statement-breakpoint
CREATE INDEX "receiving_alert_items_ra_idx" ON "receiving_alert_items" USING btree ("receiving_alert_id","id");--> statement-breakpoint
CREATE INDEX "receiving_alert_items_po_item_idx" ON "receiving_alert_items" USING btree ("po_item_id");--> statement-breakpoint
CREATE INDEX "receiving_alert_items_shipment_item_idx" ON "receiving_alert_items" USING btree ("shipment_item_id");--> statement-breakpoint
CREATE INDEX "receiving_alert_items_ra_item_number_idx" ON "receiving_alert_items" USING btree ("receiving_alert_id",lower("item_number"),"id");--> statement-breakpoint
CREATE INDEX "receiving_alert_items_description_trgm" ON "receiving_alert_items" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "receiving_alerts_number_uq" ON "receiving_alerts" USING btree (lower("number"));--> statement-breakpoint
CREATE INDEX "receiving_alerts_number_sort_idx" ON "receiving_alerts" USING btree (lower("number"),"id");--> statement-breakpoint
CREATE INDEX "receiving_alerts_number_trgm" ON "receiving_alerts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "receiving_alerts_project_idx" ON "receiving_alerts" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "receiving_alerts_po_idx" ON "receiving_alerts" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "receiving_alerts_shipment_idx" ON "receiving_alerts" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "receiving_alerts_status_idx" ON "receiving_alerts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "receiving_alerts_expected_idx" ON "receiving_alerts" USING btree ("expected_date","id");--> statement-breakpoint
CREATE INDEX "receiving_alerts_received_idx" ON "receiving_alerts" USING btree ("received_date","id");--> statement-breakpoint
CREATE INDEX "receiving_alerts_modified_at_idx" ON "receiving_alerts" USING btree ("modified_at","id");