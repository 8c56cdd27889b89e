-- The pricing version: a random token in settings that changes with every statement writing a
-- table the server prices from (products, their prices, tiers and names, languages, offers,
-- shipping zones and rates, countries, states and tax rates). A server keeps what it read of
-- those tables under the token it read first, and reads them again only when the token changes,
-- so pricing reads one row instead of ten. The token is random (not a counter) so that two
-- databases copied from one template never share a token once either of them is written to.
CREATE OR REPLACE FUNCTION bump_pricing_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO settings (key, value, updated_at) VALUES ('pricing_version', to_jsonb(gen_random_uuid()::text), now())
  ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_pricing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION bump_pricing_version();
--> statement-breakpoint
CREATE TRIGGER product_prices_pricing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_prices FOR EACH STATEMENT EXECUTE FUNCTION bump_pricing_version();
--> statement-breakpoint
CREATE TRIGGER product_tiers_pricing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_tiers FOR EACH STATEMENT EXECUTE FUNCTION bump_pricing_version();
--> statement-breakpoint
CREATE TRIGGER product_translations_pricing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_pricing_version();
--> statement-breakpoint
CREATE TRIGGER languages_pricing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON languages FOR EACH STATEMENT EXECUTE FUNCTION bump_pricing_version();
--> statement-breakpoint
CREATE TRIGGER offers_pricing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offers FOR EACH STATEMENT EXECUTE FUNCTION bump_pricing_version();
--> statement-breakpoint
CREATE TRIGGER shipping_zones_pricing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shipping_zones FOR EACH STATEMENT EXECUTE FUNCTION bump_pricing_version();
--> statement-breakpoint
CREATE TRIGGER shipping_zone_countries_pricing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shipping_zone_countries FOR EACH STATEMENT EXECUTE FUNCTION bump_pricing_version();
--> statement-breakpoint
CREATE TRIGGER shipping_rates_pricing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shipping_rates FOR EACH STATEMENT EXECUTE FUNCTION bump_pricing_version();
--> statement-breakpoint
CREATE TRIGGER countries_pricing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries FOR EACH STATEMENT EXECUTE FUNCTION bump_pricing_version();
--> statement-breakpoint
CREATE TRIGGER states_pricing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON states FOR EACH STATEMENT EXECUTE FUNCTION bump_pricing_version();
--> statement-breakpoint
CREATE TRIGGER tax_rates_pricing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tax_rates FOR EACH STATEMENT EXECUTE FUNCTION bump_pricing_version();
--> statement-breakpoint
INSERT INTO settings (key, value, updated_at) VALUES ('pricing_version', to_jsonb(gen_random_uuid()::text), now()) ON CONFLICT (key) DO NOTHING;
