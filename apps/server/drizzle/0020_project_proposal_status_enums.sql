-- Project and proposal statuses are declared once, as const arrays in the contracts: the database's
-- type is an enum of the same names, in the same order (an id, as the API answers it, is a status's
-- place in the array). Each record keeps its status by name; the lookup tables go.
CREATE TYPE "public"."project_status" AS ENUM('Quoted', 'Active', 'On Hold', 'Completed', 'Cancelled');--> statement-breakpoint
CREATE TYPE "public"."proposal_status" AS ENUM('Draft', 'Sent', 'Accepted', 'Declined', 'Expired');--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "status" "project_status";--> statement-breakpoint
UPDATE "projects" SET "status" = (SELECT s."name" FROM "project_statuses" s WHERE s."id" = "projects"."status_id")::"project_status";--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "status" "proposal_status";--> statement-breakpoint
UPDATE "proposals" SET "status" = (SELECT s."name" FROM "proposal_statuses" s WHERE s."id" = "proposals"."status_id")::"proposal_status";--> statement-breakpoint
ALTER TABLE "proposals" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_status_id_project_statuses_id_fk";--> statement-breakpoint
ALTER TABLE "proposals" DROP CONSTRAINT "proposals_status_id_proposal_statuses_id_fk";--> statement-breakpoint
DROP INDEX "projects_status_sort_idx";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "status_id";--> statement-breakpoint
ALTER TABLE "proposals" DROP COLUMN "status_id";--> statement-breakpoint
CREATE INDEX "projects_status_sort_idx" ON "projects" USING btree ("status","id");--> statement-breakpoint
DROP TABLE "project_statuses";--> statement-breakpoint
DROP TABLE "proposal_statuses";
