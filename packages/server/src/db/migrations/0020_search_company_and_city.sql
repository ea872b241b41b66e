-- A search finds a job by its company and its city too, as the alerts do (they match on the same
-- column). The column's expression cannot change in place: it is made again, and with it its index
-- (no pending list, as 0016 left it) and the statistics the planner needs for it (0003).
ALTER TABLE "jobs" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (job_search_fold(title || ' ' || info || ' ' || coalesce(company, '') || ' ' || coalesce(location, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_text_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
ANALYZE jobs;
