CREATE TABLE "jobs_to_match" (
	"job_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "alert_matches_waiting_idx";--> statement-breakpoint
ALTER TABLE "alert_matches" ADD COLUMN "seq" bigint;--> statement-breakpoint
-- The matches there are, numbered mailed ones first: each alert's mark (below) falls between its
-- mailed matches and its waiting ones.
UPDATE "alert_matches" SET "seq" = "numbered"."n" FROM (
  SELECT "alert_id", "job_id",
    row_number() OVER (ORDER BY "mailed_at" IS NULL, "mailed_at", "created_at", "alert_id", "job_id") AS "n"
  FROM "alert_matches"
) AS "numbered"
WHERE "alert_matches"."alert_id" = "numbered"."alert_id" AND "alert_matches"."job_id" = "numbered"."job_id";--> statement-breakpoint
ALTER TABLE "alert_matches" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_matches" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "alert_matches_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('alert_matches_seq_seq', (SELECT coalesce(max("seq"), 0) + 1 FROM "alert_matches"), false);--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "mailed_through" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "alerts" SET "mailed_through" = coalesce(
  (SELECT max("seq") FROM "alert_matches" WHERE "alert_id" = "alerts"."id" AND "mailed_at" IS NOT NULL), 0
);--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "alert_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "letter" jsonb;--> statement-breakpoint
ALTER TABLE "jobs_to_match" ADD CONSTRAINT "jobs_to_match_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_matches_alert_id_seq_idx" ON "alert_matches" USING btree ("alert_id","seq");--> statement-breakpoint
CREATE INDEX "outbox_alert_id_idx" ON "outbox" USING btree ("alert_id") WHERE "outbox"."alert_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_matches" DROP COLUMN "mailed_at";