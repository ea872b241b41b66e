-- A list's salary floor (issue 42): each job's pay as a month's (jobs.salary_monthly, see schema.ts),
-- indexed by currency for the floor's lists, and the floor an alert saves with its search.
DROP INDEX "alerts_user_id_criteria_idx";--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "salary_floor" numeric(12, 0);--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "salary_floor_currency" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_monthly" numeric GENERATED ALWAYS AS (round(coalesce(salary_max, salary_min) * CASE salary_period WHEN 'hour' THEN 520 WHEN 'day' THEN 65 WHEN 'week' THEN 13 WHEN 'month' THEN 3 WHEN 'year' THEN 0.25 END / 3, 2)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_salary_monthly_idx" ON "jobs" USING btree ("salary_currency","salary_monthly") WHERE "jobs"."live" AND "jobs"."salary_monthly" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_user_id_criteria_idx" ON "alerts" USING btree ("user_id","pattern",coalesce("work_type", 0),coalesce("workplace", ''),coalesce("salary_floor", 0),coalesce("salary_floor_currency", ''));--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_salary_floor_check" CHECK (("alerts"."salary_floor" IS NULL) = ("alerts"."salary_floor_currency" IS NULL) AND "alerts"."salary_floor" > 0);--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_salary_floor_currency_check" CHECK ("alerts"."salary_floor_currency" IN ('TRY', 'USD', 'EUR', 'GBP'));