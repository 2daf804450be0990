CREATE TYPE "public"."cycle_count_status" AS ENUM('Open', 'Submitted', 'Applied', 'Cancelled');--> statement-breakpoint
CREATE TABLE "cycle_count_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cycle_count_id" integer NOT NULL,
	"inventory_item_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"item_number" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"unit_of_measure" text DEFAULT 'Each' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"expected" numeric(12, 3) NOT NULL,
	"counted" numeric(12, 3),
	"reason" text DEFAULT '' NOT NULL,
	"counted_by" text,
	"counted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cycle_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"status" "cycle_count_status" DEFAULT 'Open' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"applied_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"zone" text NOT NULL,
	"aisle" text DEFAULT '' NOT NULL,
	"bay" text DEFAULT '' NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cycle_count_lines" ADD CONSTRAINT "cycle_count_lines_cycle_count_id_cycle_counts_id_fk" FOREIGN KEY ("cycle_count_id") REFERENCES "public"."cycle_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_lines" ADD CONSTRAINT "cycle_count_lines_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_count_lines" ADD CONSTRAINT "cycle_count_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cycle_count_lines_count_idx" ON "cycle_count_lines" USING btree ("cycle_count_id","id");--> statement-breakpoint
CREATE INDEX "cycle_count_lines_item_idx" ON "cycle_count_lines" USING btree ("inventory_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_count_lines_item_uq" ON "cycle_count_lines" USING btree ("cycle_count_id","inventory_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_counts_number_uq" ON "cycle_counts" USING btree (lower("number"));--> statement-breakpoint
CREATE INDEX "cycle_counts_number_sort_idx" ON "cycle_counts" USING btree (lower("number"),"id");--> statement-breakpoint
CREATE INDEX "cycle_counts_location_idx" ON "cycle_counts" USING btree (lower("location"),"id");--> statement-breakpoint
CREATE INDEX "cycle_counts_status_idx" ON "cycle_counts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "cycle_counts_created_by_idx" ON "cycle_counts" USING btree (lower("created_by"),"id");--> statement-breakpoint
CREATE INDEX "cycle_counts_modified_idx" ON "cycle_counts" USING btree ("modified_at","id");--> statement-breakpoint
CREATE INDEX "cycle_counts_number_trgm" ON "cycle_counts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cycle_counts_location_trgm" ON "cycle_counts" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "locations_code_uq" ON "locations" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "locations_zone_idx" ON "locations" USING btree (lower("zone"),"id");--> statement-breakpoint
CREATE INDEX "locations_aisle_idx" ON "locations" USING btree (lower("aisle"),"id");--> statement-breakpoint
CREATE INDEX "locations_bay_idx" ON "locations" USING btree (lower("bay"),"id");--> statement-breakpoint
CREATE INDEX "locations_level_idx" ON "locations" USING btree (lower("level"),"id");--> statement-breakpoint
CREATE INDEX "locations_description_idx" ON "locations" USING btree (lower("description"),"id");--> statement-breakpoint
CREATE INDEX "locations_active_idx" ON "locations" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "locations_modified_idx" ON "locations" USING btree ("modified_at","id");--> statement-breakpoint
CREATE INDEX "locations_code_trgm" ON "locations" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_description_trgm" ON "locations" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "code" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "description" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "cycle_counts" ALTER COLUMN "number" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "cycle_counts" ALTER COLUMN "location" SET STATISTICS 1000;
