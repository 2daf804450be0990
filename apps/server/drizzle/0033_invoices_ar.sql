CREATE TYPE "public"."payment_method" AS ENUM('Check', 'ACH', 'Wire', 'Card', 'Cash', 'Other');--> statement-breakpoint
ALTER TYPE "public"."invoice_status" ADD VALUE 'Partly paid';--> statement-breakpoint
CREATE TABLE "credit_note_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_note_id" integer NOT NULL,
	"charge_id" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"rebilled_charge_id" integer,
	CONSTRAINT "credit_note_lines_amount_negative" CHECK ("credit_note_lines"."amount" < 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"credit_date" date NOT NULL,
	"reason" text NOT NULL,
	"exported_at" timestamp with time zone,
	"exported_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"payment_date" date NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"method" "payment_method" NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	CONSTRAINT "invoice_payments_amount_positive" CHECK ("invoice_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bill_to_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bill_to_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_lines_note_idx" ON "credit_note_lines" USING btree ("credit_note_id");--> statement-breakpoint
CREATE INDEX "credit_note_lines_charge_idx" ON "credit_note_lines" USING btree ("charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_uq" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "credit_notes_project_idx" ON "credit_notes" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "credit_notes_date_idx" ON "credit_notes" USING btree ("credit_date","id");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","id");
--> statement-breakpoint
-- hand-written: the gapless sequences start after the highest number ever given (drafts' too,
-- so no number a draft once showed is given again); drafts lose their number (it is given at
-- approval from now on); billed and void invoices keep their bill-to and amount as they are now.
INSERT INTO "document_counters" ("name", "last")
SELECT 'INV', greatest(40000, coalesce(max(substring("number" from '^INV-([0-9]{1,9})$')::integer), 0))
FROM "invoices";--> statement-breakpoint
INSERT INTO "document_counters" ("name", "last") VALUES ('CN', 60000);--> statement-breakpoint
UPDATE "invoices" SET "number" = NULL WHERE "status" = 'Draft';--> statement-breakpoint
UPDATE "invoices" SET "sent_at" = "modified_at" WHERE "status" IN ('Sent', 'Paid');--> statement-breakpoint
UPDATE "invoices" i SET
  "bill_to_name" = c."name",
  "bill_to_address" = concat_ws(E'\n',
    nullif(concat_ws(', ', nullif(a."address1", ''), nullif(a."address2", '')), ''),
    nullif(concat_ws(' ', nullif(a."city", ''), nullif(a."postal_code", '')), '')),
  "amount" = (SELECT coalesce(sum(ch."amount"), 0) FROM "charges" ch WHERE ch."invoice_id" = i."id")
FROM "invoices" i2
LEFT JOIN "clients" c ON c."id" = i2."bill_to_id"
LEFT JOIN "client_addresses" a ON a."client_id" = c."id" AND a."is_primary"
WHERE i2."id" = i."id" AND i."status" <> 'Draft';
