CREATE TABLE "accounting_payments" (
	"key" text PRIMARY KEY NOT NULL,
	"invoice_id" integer,
	"amount" numeric(20, 2) NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounting_tokens" ADD COLUMN "payments_since" timestamp with time zone;