CREATE TYPE "public"."charge_category" AS ENUM('Freight', 'Services', 'Warehouse', 'Other', 'Cost');--> statement-breakpoint
CREATE TYPE "public"."charge_container" AS ENUM('Project', 'PO', 'Shipment', 'RA', 'PickTicket', 'Invoice');--> statement-breakpoint
CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"container_module" charge_container NOT NULL,
	"container_id" integer,
	"category" charge_category NOT NULL,
	"type_id" integer NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"charge_date" date NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"invoice_id" integer,
	"warehouse" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_project_date_idx" ON "charges" USING btree ("project_id","charge_date","id");--> statement-breakpoint
CREATE INDEX "charges_date_idx" ON "charges" USING btree ("charge_date","id");--> statement-breakpoint
CREATE INDEX "charges_container_idx" ON "charges" USING btree ("container_module","container_id","charge_date","id");--> statement-breakpoint
CREATE INDEX "charges_invoice_idx" ON "charges" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "charges_modified_idx" ON "charges" USING btree ("modified_at","id");--> statement-breakpoint
CREATE INDEX "charges_description_trgm" ON "charges" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "charges_description_sort_idx" ON "charges" USING btree (lower("description"),"id");--> statement-breakpoint
ALTER TABLE "charges" ALTER COLUMN "description" SET STATISTICS 1000;