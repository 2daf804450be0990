DROP INDEX "charges_invoice_idx";--> statement-breakpoint
CREATE INDEX "charges_amount_idx" ON "charges" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "charges_category_idx" ON "charges" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "charges_module_idx" ON "charges" USING btree ("container_module","id");--> statement-breakpoint
CREATE INDEX "charges_type_idx" ON "charges" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "charges_status_idx" ON "charges" USING btree ((case when "invoice_id" is null then 'Open' else 'Invoiced' end),"id");--> statement-breakpoint
CREATE INDEX "charges_invoice_idx" ON "charges" USING btree ("invoice_id") WHERE "charges"."invoice_id" is not null;