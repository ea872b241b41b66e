-- Search ignores case and accents the Turkish way: İ and ı fold to i before unaccent and lower,
-- so YAZILIM, yazılım and yazilim (and İstanbul, ISTANBUL, istanbul) all meet at "yazilim".
-- The function is IMMUTABLE (unaccent with an explicit dictionary is) so an index can use it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE FUNCTION job_search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, translate(value, 'İIı', 'iii')));--> statement-breakpoint
CREATE INDEX jobs_search_idx ON jobs USING gin (job_search_fold(title || ' ' || info) gin_trgm_ops);
