-- A job's employer, city and workplace: optional, so nullable, and without a default, since
-- nothing is known of the jobs posted before they existed.
ALTER TABLE "jobs" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "workplace" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_workplace_check" CHECK ("jobs"."workplace" IN ('on-site', 'remote', 'hybrid'));--> statement-breakpoint
CREATE INDEX "jobs_workplace_id_idx" ON "jobs" USING btree ("workplace","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_work_type_workplace_id_idx" ON "jobs" USING btree ("work_type","workplace","id" DESC NULLS LAST);--> statement-breakpoint

-- job_counts now counts each (work type, workplace), so a list filtered by workplace reads its
-- total from a few rows too. A primary key takes no null: a job without a workplace counts under
-- '', which is every job so far.
ALTER TABLE "job_counts" DROP CONSTRAINT "job_counts_pkey";--> statement-breakpoint
ALTER TABLE "job_counts" ADD COLUMN "workplace" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "job_counts" ALTER COLUMN "workplace" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "job_counts" ADD CONSTRAINT "job_counts_work_type_workplace_pk" PRIMARY KEY("work_type","workplace");--> statement-breakpoint

-- The statement triggers of 0003 call this function; it now groups by workplace as well.
CREATE OR REPLACE FUNCTION job_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE job_counts SET total = 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE job_counts AS counts SET total = counts.total - gone.total
      FROM (
        SELECT work_type, coalesce(workplace, '') AS workplace, count(*) AS total
        FROM removed GROUP BY 1, 2
      ) AS gone
      WHERE counts.work_type = gone.work_type AND counts.workplace = gone.workplace;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO job_counts AS counts (work_type, workplace, total)
      SELECT work_type, coalesce(workplace, ''), count(*) FROM added GROUP BY 1, 2
      ON CONFLICT (work_type, workplace) DO UPDATE SET total = counts.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END
$$;
