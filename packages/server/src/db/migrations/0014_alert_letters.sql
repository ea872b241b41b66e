ALTER TABLE "outbox" ADD COLUMN "alert_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "letter" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_alert_id_idx" ON "outbox" USING btree ("alert_id") WHERE "outbox"."alert_id" IS NOT NULL;