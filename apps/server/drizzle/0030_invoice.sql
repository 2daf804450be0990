CREATE TYPE "public"."invoice_container" AS ENUM('Project', 'Shipment');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('Draft', 'Approved', 'Sent', 'Paid', 'Void');--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"project_id" integer NOT NULL,
	"container_module" "invoice_container" DEFAULT 'Project' NOT NULL,
	"container_id" integer,
	"bill_to_id" integer,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"billing_period_id" integer,
	"status" "invoice_status" DEFAULT 'Draft' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"exported_at" timestamp with time zone,
	"exported_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_bill_to_id_clients_id_fk" FOREIGN KEY ("bill_to_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billing_period_id_billing_periods_id_fk" FOREIGN KEY ("billing_period_id") REFERENCES "public"."billing_periods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree (lower("number"));--> statement-breakpoint
CREATE INDEX "invoices_number_sort_idx" ON "invoices" USING btree (lower("number"),"id");--> statement-breakpoint
CREATE INDEX "invoices_number_trgm" ON "invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_project_idx" ON "invoices" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "invoices_container_idx" ON "invoices" USING btree ("container_module","container_id","id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_modified_idx" ON "invoices" USING btree ("modified_at","id");--> statement-breakpoint
CREATE INDEX "invoices_unexported_idx" ON "invoices" USING btree ("id") WHERE "invoices"."exported_at" is null;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "number" SET STATISTICS 1000;