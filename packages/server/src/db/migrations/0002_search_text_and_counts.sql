CREATE TABLE "job_counts" (
	"work_type" smallint PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (job_search_fold(title || ' ' || info)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_text_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);