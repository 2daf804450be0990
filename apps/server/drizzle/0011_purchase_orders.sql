-- PO statuses as the purchase orders module uses them (no purchase order existed before this migration).
DELETE FROM "po_statuses";--> statement-breakpoint
CREATE TABLE "item_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "po_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"item_number" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"category_id" integer,
	"unit_of_measure" text DEFAULT 'Each' NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_cost" numeric(12, 4) DEFAULT '0' NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"weight" numeric(12, 2) DEFAULT '0' NOT NULL,
	"pieces" integer DEFAULT 0 NOT NULL,
	"quantity_shipped" numeric(12, 3) DEFAULT '0' NOT NULL,
	"quantity_received" numeric(12, 3) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "po_items_quantity_positive" CHECK ("po_items"."quantity" > 0),
	CONSTRAINT "po_items_shipped_within_ordered" CHECK ("po_items"."quantity_shipped" >= 0 and "po_items"."quantity_shipped" <= "po_items"."quantity"),
	CONSTRAINT "po_items_received_not_negative" CHECK ("po_items"."quantity_received" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"project_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"order_date" date,
	"follow_up_date" date,
	"vendor_reference" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "po_items" ADD CONSTRAINT "po_items_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_items" ADD CONSTRAINT "po_items_category_id_item_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."item_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vendor_id_clients_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_status_id_po_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."po_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "po_items_po_idx" ON "po_items" USING btree ("purchase_order_id","id");--> statement-breakpoint
CREATE INDEX "po_items_description_trgm" ON "po_items" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "po_items_po_item_number_idx" ON "po_items" USING btree ("purchase_order_id",lower("item_number"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_uq" ON "purchase_orders" USING btree (lower("number"));--> statement-breakpoint
CREATE INDEX "purchase_orders_number_trgm" ON "purchase_orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_number_sort_idx" ON "purchase_orders" USING btree (lower("number"),"id");--> statement-breakpoint
CREATE INDEX "purchase_orders_project_idx" ON "purchase_orders" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_idx" ON "purchase_orders" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_modified_at_idx" ON "purchase_orders" USING btree ("modified_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_follow_up_idx" ON "purchase_orders" USING btree ("follow_up_date","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_order_date_idx" ON "purchase_orders" USING btree ("order_date","id");--> statement-breakpoint
CREATE INDEX "notifications_source_idx" ON "notifications" USING btree ("source");