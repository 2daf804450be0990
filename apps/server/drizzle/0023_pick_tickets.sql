CREATE TYPE "public"."pick_ticket_status" AS ENUM('Open', 'Picking', 'Picked', 'Out for Delivery', 'Delivered', 'Cancelled');--> statement-breakpoint
CREATE TABLE "pick_ticket_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"pick_ticket_id" integer NOT NULL,
	"inventory_item_id" integer,
	"item_number" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"unit_of_measure" text DEFAULT 'Each' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"quantity_picked" numeric(12, 3),
	"short_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pick_ticket_items_quantity_positive" CHECK ("pick_ticket_items"."quantity" > 0),
	CONSTRAINT "pick_ticket_items_picked_within" CHECK ("pick_ticket_items"."quantity_picked" is null or ("pick_ticket_items"."quantity_picked" >= 0 and "pick_ticket_items"."quantity_picked" <= "pick_ticket_items"."quantity"))
);
--> statement-breakpoint
CREATE TABLE "pick_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"project_id" integer NOT NULL,
	"status" "pick_ticket_status" DEFAULT 'Open' NOT NULL,
	"requested_date" date,
	"delivery_address" text DEFAULT '' NOT NULL,
	"carrier_id" integer,
	"driver" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"picked_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pick_ticket_items" ADD CONSTRAINT "pick_ticket_items_pick_ticket_id_pick_tickets_id_fk" FOREIGN KEY ("pick_ticket_id") REFERENCES "public"."pick_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_ticket_items" ADD CONSTRAINT "pick_ticket_items_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_tickets" ADD CONSTRAINT "pick_tickets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_tickets" ADD CONSTRAINT "pick_tickets_carrier_id_clients_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pick_ticket_items_ticket_idx" ON "pick_ticket_items" USING btree ("pick_ticket_id","id");--> statement-breakpoint
CREATE INDEX "pick_ticket_items_inventory_idx" ON "pick_ticket_items" USING btree ("inventory_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pick_tickets_number_uq" ON "pick_tickets" USING btree (lower("number"));--> statement-breakpoint
CREATE INDEX "pick_tickets_number_sort_idx" ON "pick_tickets" USING btree (lower("number"),"id");--> statement-breakpoint
CREATE INDEX "pick_tickets_number_trgm" ON "pick_tickets" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pick_tickets_project_idx" ON "pick_tickets" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "pick_tickets_status_idx" ON "pick_tickets" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "pick_tickets_requested_idx" ON "pick_tickets" USING btree ("requested_date","id");--> statement-breakpoint
ALTER TABLE "pick_tickets" ALTER COLUMN "number" SET STATISTICS 1000;
