ALTER TABLE "audit_log" ADD COLUMN "changed" text[];--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "before_suspension" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "visitor_cookie" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "visitor_address" text;--> statement-breakpoint
CREATE INDEX "jobs_user_id_before_suspension_idx" ON "jobs" USING btree ("user_id") WHERE "jobs"."before_suspension" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_job_id_visitor_cookie_idx" ON "reports" USING btree ("job_id","visitor_cookie");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_job_id_visitor_address_idx" ON "reports" USING btree ("job_id","visitor_address");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_before_suspension_check" CHECK ("jobs"."before_suspension" IS NULL OR ("jobs"."before_suspension" IN ('published', 'pending') AND "jobs"."moderation" = 'hidden'));--> statement-breakpoint

-- Suspensions made before this migration: the postings each hid are the hide entries written in
-- its transaction (the same now() as its suspend entry). Their state before was not recorded: a
-- posting a moderator had approved goes back on the board, any other to the queue, so lifting
-- such a suspension never publishes what no moderator has seen.
UPDATE "jobs" SET "before_suspension" = CASE
    WHEN EXISTS (
      SELECT 1 FROM "audit_log" AS approved
      WHERE approved."job_id" = "jobs"."id" AND approved."action" = 'approve'
    ) THEN 'published' ELSE 'pending' END
  FROM "audit_log" AS hid
  JOIN "audit_log" AS suspended
    ON suspended."action" = 'suspend' AND suspended."member_id" = hid."member_id"
    AND suspended."created_at" = hid."created_at"
  JOIN "users" ON "users"."id" = hid."member_id" AND "users"."suspended_at" IS NOT NULL
  WHERE hid."action" = 'hide' AND hid."job_id" = "jobs"."id" AND "jobs"."moderation" = 'hidden';
