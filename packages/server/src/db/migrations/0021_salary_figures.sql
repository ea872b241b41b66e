-- A salary as figures beside its text (issue 42), to filter and sort by. The postings made before
-- are read into them by the server's own reader, once, after this (db/dataMigrations.ts: the
-- data_migrations table records it); what it cannot read keeps its text and no figures.
CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_min" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_max" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_currency" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_period" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_check" CHECK (("jobs"."salary_min" IS NULL) = ("jobs"."salary_currency" IS NULL)
        AND ("jobs"."salary_min" IS NOT NULL OR ("jobs"."salary_max" IS NULL AND "jobs"."salary_period" IS NULL))
        AND "jobs"."salary_min" > 0 AND "jobs"."salary_max" > "jobs"."salary_min");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_currency_check" CHECK ("jobs"."salary_currency" IN ('TRY', 'USD', 'EUR', 'GBP'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_period_check" CHECK ("jobs"."salary_period" IN ('hour', 'day', 'week', 'month', 'year'));