CREATE TABLE "accounting_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"number" text NOT NULL,
	"project_id" integer NOT NULL,
	"document" jsonb NOT NULL,
	"request_id" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "accounting_tokens" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"access_token" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_outbox_record_uq" ON "accounting_outbox" USING btree ("kind","record_id");--> statement-breakpoint
CREATE INDEX "accounting_outbox_due_idx" ON "accounting_outbox" USING btree ("next_attempt_at","id") WHERE "accounting_outbox"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "accounting_outbox_status_idx" ON "accounting_outbox" USING btree ("status","id");