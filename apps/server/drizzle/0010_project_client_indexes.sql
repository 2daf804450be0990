CREATE INDEX "projects_job_site_idx" ON "projects" USING btree ("job_site_id");--> statement-breakpoint
CREATE INDEX "projects_billing_client_idx" ON "projects" USING btree ("billing_client_id");--> statement-breakpoint
CREATE INDEX "projects_third_party_client_idx" ON "projects" USING btree ("third_party_client_id");