CREATE TABLE "pick_ticket_deliveries" (
	"pick_ticket_id" integer PRIMARY KEY NOT NULL,
	"receiver_name" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"signature_png" "bytea",
	"signature_typed" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pick_ticket_deliveries_signed" CHECK ("pick_ticket_deliveries"."signature_typed" or ("pick_ticket_deliveries"."signature_png" is not null and octet_length("pick_ticket_deliveries"."signature_png") <= 200000))
);
--> statement-breakpoint
ALTER TABLE "pick_ticket_items" ADD COLUMN "picked_location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pick_ticket_items" ADD COLUMN "quantity_delivered" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "pick_ticket_items" ADD COLUMN "quantity_damaged" numeric(12, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pick_ticket_items" ADD COLUMN "damage_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pick_ticket_items" ADD COLUMN "delivery_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pick_tickets" ADD COLUMN "requested_by_id" integer;--> statement-breakpoint
ALTER TABLE "pick_tickets" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pick_tickets" ADD COLUMN "confirmed_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pick_ticket_deliveries" ADD CONSTRAINT "pick_ticket_deliveries_pick_ticket_id_pick_tickets_id_fk" FOREIGN KEY ("pick_ticket_id") REFERENCES "public"."pick_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_tickets" ADD CONSTRAINT "pick_tickets_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_ticket_items" ADD CONSTRAINT "pick_ticket_items_delivered_within" CHECK ("pick_ticket_items"."quantity_delivered" is null or ("pick_ticket_items"."quantity_delivered" >= 0 and "pick_ticket_items"."quantity_damaged" >= 0 and "pick_ticket_items"."quantity_damaged" <= "pick_ticket_items"."quantity_delivered"));--> statement-breakpoint
-- Tickets made before requests existed were the warehouse's own: confirmed as made.
UPDATE "pick_tickets" SET "confirmed_at" = "created_at", "confirmed_by" = coalesce("created_by", '');
