-- A list of a city (issue 42): a job's city folded as a search folds it, and an alert's city, among its criteria.
DROP INDEX "alerts_user_id_criteria_idx";--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "city_key" text GENERATED ALWAYS AS (job_search_fold(city)) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "city_key" text GENERATED ALWAYS AS (job_search_fold(nullif(btrim(location), ''))) STORED;--> statement-breakpoint
CREATE INDEX "jobs_city_key_id_idx" ON "jobs" USING btree ("city_key","id" DESC NULLS LAST) WHERE "jobs"."live";--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_user_id_criteria_idx" ON "alerts" USING btree ("user_id","pattern",coalesce("work_type", 0),coalesce("workplace", ''),coalesce("salary_floor", 0),coalesce("salary_floor_currency", ''),coalesce("city_key", ''));