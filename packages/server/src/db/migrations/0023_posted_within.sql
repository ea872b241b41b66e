-- A list's date posted window (issue 42): the live jobs posted since a moment, for its page and count.
CREATE INDEX "jobs_live_created_at_idx" ON "jobs" USING btree ("created_at") WHERE "jobs"."live";
