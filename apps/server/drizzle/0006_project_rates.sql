CREATE TYPE "public"."rate_basis" AS ENUM('Per hundredweight', 'Per piece', 'Per pallet', 'Per cubic foot', 'Per hour', 'Flat');--> statement-breakpoint
CREATE TYPE "public"."standard_rate_category" AS ENUM('Freight', 'Services');--> statement-breakpoint
CREATE TYPE "public"."storage_period" AS ENUM('Day', 'Month');--> statement-breakpoint
CREATE TYPE "public"."storage_proration" AS ENUM('Daily', 'Half month', 'Full month', 'Anniversary');--> statement-breakpoint
CREATE TYPE "public"."warehouse_charge_type" AS ENUM('Storage', 'Handling in', 'Handling out', 'Receiving', 'Delivery', 'Labour');--> statement-breakpoint
CREATE TABLE "standard_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"category" "standard_rate_category" NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"charge_type" "warehouse_charge_type" NOT NULL,
	"basis" "rate_basis" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	"period" "storage_period",
	"proration" "storage_proration",
	"free_days" integer DEFAULT 0 NOT NULL,
	"minimum_charge" numeric(12, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "standard_rates" ADD CONSTRAINT "standard_rates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_rates" ADD CONSTRAINT "warehouse_rates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standard_rates_project_idx" ON "standard_rates" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "warehouse_rates_project_idx" ON "warehouse_rates" USING btree ("project_id");--> statement-breakpoint
-- The master rate lists that setDefaultData copies into a project; edited per project afterwards.
INSERT INTO "standard_rates" ("category", "name", "unit", "rate", "created_by", "modified_by") VALUES
  ('Freight', 'Line haul', 'per mile', '3.2500', 'system', 'system'),
  ('Freight', 'Fuel surcharge', 'per mile', '0.4500', 'system', 'system'),
  ('Freight', 'Liftgate', 'per stop', '95.0000', 'system', 'system'),
  ('Freight', 'Detention', 'per hour', '85.0000', 'system', 'system'),
  ('Services', 'Installation crew', 'per hour', '65.0000', 'system', 'system'),
  ('Services', 'Debris removal', 'per load', '250.0000', 'system', 'system'),
  ('Services', 'Inside delivery', 'per piece', '12.5000', 'system', 'system');--> statement-breakpoint
INSERT INTO "warehouse_rates" ("charge_type", "basis", "description", "rate", "period", "proration", "free_days", "minimum_charge", "created_by", "modified_by") VALUES
  ('Storage', 'Per hundredweight', 'Storage by weight', '1.8500', 'Month', 'Half month', 0, '75.0000', 'system', 'system'),
  ('Handling in', 'Per hundredweight', 'Handling in', '2.7500', NULL, NULL, 0, '45.0000', 'system', 'system'),
  ('Handling out', 'Per hundredweight', 'Handling out', '2.7500', NULL, NULL, 0, '45.0000', 'system', 'system'),
  ('Receiving', 'Per piece', 'Receiving and inspection', '4.5000', NULL, NULL, 0, '0', 'system', 'system'),
  ('Delivery', 'Per hundredweight', 'Local delivery', '6.2500', NULL, NULL, 0, '150.0000', 'system', 'system'),
  ('Labour', 'Per hour', 'Warehouse labour', '55.0000', NULL, NULL, 0, '0', 'system', 'system');
