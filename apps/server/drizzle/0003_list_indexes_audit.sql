CREATE TYPE "public"."audit_action" AS ENUM('create', 'update', 'delete');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text,
	"entity" text NOT NULL,
	"record_id" integer NOT NULL,
	"action" "audit_action" NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("entity","record_id","id");--> statement-breakpoint
CREATE INDEX "clients_name_sort_idx" ON "clients" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "clients_name_trgm" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_number_sort_idx" ON "projects" USING btree (lower("number"),"id");--> statement-breakpoint
CREATE INDEX "projects_status_sort_idx" ON "projects" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "projects_modified_at_idx" ON "projects" USING btree ("modified_at","id");--> statement-breakpoint
CREATE INDEX "projects_number_trgm" ON "projects" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_user_name_sort_idx" ON "users" USING btree (lower("user_name"),"id");--> statement-breakpoint
CREATE INDEX "users_first_name_sort_idx" ON "users" USING btree (lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "users_last_name_sort_idx" ON "users" USING btree (lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "users_email_sort_idx" ON "users" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "users_type_sort_idx" ON "users" USING btree ("user_type_id","id");--> statement-breakpoint
CREATE INDEX "users_status_sort_idx" ON "users" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "users_admin_sort_idx" ON "users" USING btree ("is_admin","id");--> statement-breakpoint
CREATE INDEX "users_user_name_trgm" ON "users" USING gin ("user_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_trgm" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm" ON "users" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_title_trgm" ON "users" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);