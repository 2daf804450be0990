CREATE TYPE "public"."file_transaction_type" AS ENUM('Project', 'PurchaseOrder', 'Shipment', 'ReceivingAlert', 'Inventory', 'PickTicket', 'Invoice');--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"transaction_type" "file_transaction_type" NOT NULL,
	"folder_name" text DEFAULT '' NOT NULL,
	"blob_name" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_by_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_blob_name_uq" ON "files" USING btree ("blob_name");--> statement-breakpoint
CREATE INDEX "files_record_idx" ON "files" USING btree ("project_id","transaction_type","folder_name","created_at");