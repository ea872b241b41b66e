-- Saved jobs: one row per (member, job), gone with either.
CREATE TABLE "saves" (
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saves_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
DROP INDEX "jobs_work_type_id_idx";--> statement-breakpoint
DROP INDEX "jobs_workplace_id_idx";--> statement-breakpoint
DROP INDEX "jobs_work_type_workplace_id_idx";--> statement-breakpoint
-- A posting's expiry. The default is evaluated once, here: the jobs posted before expiry existed
-- get 30 days from this migration rather than leaving at once.
ALTER TABLE "jobs" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "saves" ADD CONSTRAINT "saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saves" ADD CONSTRAINT "saves_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saves_job_id_idx" ON "saves" USING btree ("job_id");--> statement-breakpoint
-- The lists walk live jobs only: the list indexes are partial, so expired jobs cost them nothing.
CREATE INDEX "jobs_live_id_idx" ON "jobs" USING btree ("id" DESC NULLS LAST) WHERE "jobs"."live";--> statement-breakpoint
CREATE INDEX "jobs_live_expires_at_idx" ON "jobs" USING btree ("expires_at") WHERE "jobs"."live";--> statement-breakpoint
CREATE INDEX "jobs_image_name_idx" ON "jobs" USING btree ("image_name");--> statement-breakpoint
CREATE INDEX "jobs_user_id_id_idx" ON "jobs" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_work_type_id_idx" ON "jobs" USING btree ("work_type","id" DESC NULLS LAST) WHERE "jobs"."live";--> statement-breakpoint
CREATE INDEX "jobs_workplace_id_idx" ON "jobs" USING btree ("workplace","id" DESC NULLS LAST) WHERE "jobs"."live";--> statement-breakpoint
CREATE INDEX "jobs_work_type_workplace_id_idx" ON "jobs" USING btree ("work_type","workplace","id" DESC NULLS LAST) WHERE "jobs"."live";--> statement-breakpoint
-- No save existed before this table: a job's save is the count of its rows, none so far.
UPDATE "jobs" SET "save" = 0 WHERE "save" <> 0;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_save_check" CHECK ("jobs"."save" >= 0);--> statement-breakpoint

-- A job's save follows its saves: each insert or delete adds or takes one in the same transaction,
-- under the job's row lock, so concurrent toggles queue on that row and none is lost (a count(*)
-- written back would read a snapshot from before the wait). A job deleted with its saves has no
-- row left to update.
CREATE FUNCTION job_saves_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE jobs SET save = save + 1 WHERE id = NEW.job_id;
  ELSE
    UPDATE jobs SET save = save - 1 WHERE id = OLD.job_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER saves_counted AFTER INSERT OR DELETE ON saves
  FOR EACH ROW EXECUTE FUNCTION job_saves_track();--> statement-breakpoint

-- job_counts now counts live jobs only: an expiry (live turned off) takes a job out of its count
-- and a renewal puts it back. An update adds and takes in one statement and leaves alone the
-- counts it does not change, so updates of other columns (a save, an edited title) touch no count
-- row and do not queue on one. Every job is live after this migration, so the counts stand.
CREATE OR REPLACE FUNCTION job_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE job_counts SET total = 0;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO job_counts AS counts (work_type, workplace, total)
      SELECT work_type, coalesce(workplace, ''), count(*) FROM added WHERE live GROUP BY 1, 2
      ON CONFLICT (work_type, workplace) DO UPDATE SET total = counts.total + EXCLUDED.total;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE job_counts AS counts SET total = counts.total - gone.total
      FROM (
        SELECT work_type, coalesce(workplace, '') AS workplace, count(*) AS total
        FROM removed WHERE live GROUP BY 1, 2
      ) AS gone
      WHERE counts.work_type = gone.work_type AND counts.workplace = gone.workplace;
  ELSE
    INSERT INTO job_counts AS counts (work_type, workplace, total)
      SELECT work_type, workplace, sum(change) FROM (
        SELECT work_type, coalesce(workplace, '') AS workplace, -1 AS change FROM removed WHERE live
        UNION ALL
        SELECT work_type, coalesce(workplace, ''), 1 FROM added WHERE live
      ) AS changes
      GROUP BY 1, 2 HAVING sum(change) <> 0
      ON CONFLICT (work_type, workplace) DO UPDATE SET total = counts.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END
$$;
