DROP TABLE "po_statuses" CASCADE;--> statement-breakpoint
DROP TABLE "shipment_statuses" CASCADE;