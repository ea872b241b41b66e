-- Search now uses the stored jobs.search_text and its index (0002); the expression index of 0001
-- indexed the same folded text and would only slow down writes.
DROP INDEX IF EXISTS jobs_search_idx;--> statement-breakpoint

-- job_counts holds how many jobs each work type has, so a page's totalCount needs no count(*)
-- over every job. Statement-level triggers with transition tables keep it exact inside each
-- transaction: a bulk insert of 1,000 jobs updates it once, not 1,000 times.
INSERT INTO job_counts (work_type, total)
  SELECT work_type, count(*) FROM jobs GROUP BY work_type;--> statement-breakpoint

CREATE FUNCTION job_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE job_counts SET total = 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE job_counts AS counts SET total = counts.total - gone.total
      FROM (SELECT work_type, count(*) AS total FROM removed GROUP BY work_type) AS gone
      WHERE counts.work_type = gone.work_type;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO job_counts AS counts (work_type, total)
      SELECT work_type, count(*) FROM added GROUP BY work_type
      ON CONFLICT (work_type) DO UPDATE SET total = counts.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER jobs_counted_on_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_track();--> statement-breakpoint
CREATE TRIGGER jobs_counted_on_delete AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_track();--> statement-breakpoint
CREATE TRIGGER jobs_counted_on_update AFTER UPDATE ON jobs
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_track();--> statement-breakpoint
CREATE TRIGGER jobs_counted_on_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_track();--> statement-breakpoint

-- Statistics for the new search_text column: without them the planner guesses a word is rare and
-- rechecks thousands of rows (31 ms instead of 0.8 ms for a word in 4% of 100,000 jobs).
ANALYZE jobs;
