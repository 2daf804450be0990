CREATE TABLE "accounting_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"records" text NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"count" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"documents" jsonb NOT NULL,
	"project_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_exports_number_uq" ON "accounting_exports" USING btree (lower("number"));--> statement-breakpoint
CREATE INDEX "accounting_exports_created_idx" ON "accounting_exports" USING btree ("created_at","id");