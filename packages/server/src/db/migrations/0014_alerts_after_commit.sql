CREATE TABLE "jobs_to_match" (
	"job_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "alert_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "letter" jsonb;--> statement-breakpoint
ALTER TABLE "jobs_to_match" ADD CONSTRAINT "jobs_to_match_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_alert_id_idx" ON "outbox" USING btree ("alert_id") WHERE "outbox"."alert_id" IS NOT NULL;