-- The counts beside a list's filters kept as jobs change, rather than counted per request (issue 42, item 7): job_facets holds how many live jobs share each city, work type, workplace, salary floor and day posted.
CREATE TABLE "job_facets" (
	"city_key" text NOT NULL,
	"work_type" smallint NOT NULL,
	"workplace" text NOT NULL,
	"salary_currency" text NOT NULL,
	"salary_floor" integer NOT NULL,
	"posted_on" date NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "job_facets_pkey" PRIMARY KEY("city_key","work_type","workplace","salary_currency","salary_floor","posted_on")
);
--> statement-breakpoint
-- job_facets counts what this index was for (migration 0027).
DROP INDEX "jobs_filter_counts_idx";--> statement-breakpoint
DROP INDEX "jobs_live_created_at_idx";--> statement-breakpoint
CREATE INDEX "jobs_live_created_at_idx" ON "jobs" USING btree ("created_at","city_key","work_type","workplace","salary_currency","salary_monthly") WHERE "jobs"."live";--> statement-breakpoint
-- The highest floor of minimumSalaryLevels (packages/contract/src/salary.ts) a month's pay in its currency reaches, 0 for none; filterCounts.test.ts holds the two lists equal.
CREATE FUNCTION job_salary_floor(currency text, monthly numeric) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(max(levels.floor), 0)
  FROM (VALUES
    ('TRY', 25000), ('TRY', 50000), ('TRY', 75000), ('TRY', 100000), ('TRY', 150000),
    ('USD', 2000), ('USD', 4000), ('USD', 6000), ('USD', 8000), ('USD', 10000),
    ('EUR', 2000), ('EUR', 4000), ('EUR', 6000), ('EUR', 8000), ('EUR', 10000),
    ('GBP', 2000), ('GBP', 4000), ('GBP', 6000), ('GBP', 8000), ('GBP', 10000)
  ) AS levels (currency, floor)
  WHERE levels.currency = $1 AND levels.floor <= $2
$$;--> statement-breakpoint
-- The statement that adds each live job of `changes` (a query of jobs' rows with a `change` of +1 or
-- -1) to its facet: run by the trigger itself, whose queries alone see its transition tables.
-- Cells are added to in key order, so two statements touching the same cells wait for each other
-- rather than deadlock. A cell emptied stays until the expiry sweep clears it
-- (a delete here would race the next posting into that cell).
CREATE FUNCTION job_facets_adding(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    INSERT INTO job_facets AS facets (city_key, work_type, workplace, salary_currency, salary_floor,
      posted_on, total)
    SELECT coalesce(city_key, ''), work_type, coalesce(workplace, ''),
      CASE WHEN floor > 0 THEN salary_currency ELSE '' END, floor,
      (created_at AT TIME ZONE 'UTC')::date, sum(change)
    FROM (
      SELECT job.*, job_salary_floor(job.salary_currency, job.salary_monthly) AS floor
      FROM (%s) AS job WHERE job.live
    ) AS changed
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(change) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (city_key, work_type, workplace, salary_currency, salary_floor, posted_on)
      DO UPDATE SET total = facets.total + EXCLUDED.total
  $sql$, changes)
$$;--> statement-breakpoint
-- Each statement's changed jobs, once per statement, from its transition tables.
CREATE FUNCTION job_facets_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM job_facets;
  ELSE
    EXECUTE job_facets_adding(CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT added.*, 1 AS change FROM added'
      WHEN 'DELETE' THEN 'SELECT removed.*, -1 AS change FROM removed'
      ELSE 'SELECT added.*, 1 AS change FROM added UNION ALL SELECT removed.*, -1 FROM removed'
    END);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_facets_added AFTER INSERT ON jobs REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION job_facets_track();--> statement-breakpoint
CREATE TRIGGER jobs_facets_changed AFTER UPDATE ON jobs REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION job_facets_track();--> statement-breakpoint
CREATE TRIGGER jobs_facets_removed AFTER DELETE ON jobs REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION job_facets_track();--> statement-breakpoint
CREATE TRIGGER jobs_facets_truncated AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_facets_track();--> statement-breakpoint
DO $$ BEGIN EXECUTE job_facets_adding('SELECT jobs.*, 1 AS change FROM jobs'); END $$;