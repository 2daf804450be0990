DROP INDEX "clients_type_name_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "primary_city" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "primary_state" text;--> statement-breakpoint
CREATE INDEX "clients_type_id_idx" ON "clients" USING btree ("type_id","id");--> statement-breakpoint
CREATE INDEX "clients_modified_at_idx" ON "clients" USING btree ("modified_at","id");--> statement-breakpoint
CREATE INDEX "clients_city_sort_idx" ON "clients" USING btree (lower("primary_city"),"id");--> statement-breakpoint
CREATE INDEX "clients_state_sort_idx" ON "clients" USING btree ("primary_state","id");--> statement-breakpoint
CREATE INDEX "clients_city_trgm" ON "clients" USING gin ("primary_city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_type_name_idx" ON "clients" USING btree ("type_id",lower("name"),"id");--> statement-breakpoint
-- The primary address's city and state code, copied onto the client whenever its addresses change.
CREATE OR REPLACE FUNCTION "clients_sync_primary_address"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cid integer;
BEGIN
  FOR cid IN
    SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.client_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.client_id END
    ]) AS x WHERE x IS NOT NULL
  LOOP
    UPDATE "clients" AS c
       SET "primary_city" = p.city, "primary_state" = p.code
      FROM (SELECT a.city, s.code
              FROM (SELECT 1) AS one
              LEFT JOIN "client_addresses" AS a ON a.client_id = cid AND a.is_primary
              LEFT JOIN "states" AS s ON s.id = a.state_id) AS p
     WHERE c.id = cid
       AND (c."primary_city" IS DISTINCT FROM p.city OR c."primary_state" IS DISTINCT FROM p.code);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_addresses_sync_primary" AFTER INSERT OR UPDATE OR DELETE ON "client_addresses"
  FOR EACH ROW EXECUTE FUNCTION "clients_sync_primary_address"();--> statement-breakpoint
UPDATE "clients" AS c
   SET "primary_city" = a.city, "primary_state" = s.code
  FROM "client_addresses" AS a
  LEFT JOIN "states" AS s ON s.id = a.state_id
 WHERE a.client_id = c.id AND a.is_primary;
