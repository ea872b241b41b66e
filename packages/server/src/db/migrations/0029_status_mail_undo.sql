-- A poster's change of an application's status waits before its mail, and can be taken back meanwhile (issue 44, item 4): the mail names its application, the application the status its waiting mail's changes began from.
ALTER TABLE "applications" ADD COLUMN "status_before_mail" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_application_id_idx" ON "outbox" USING btree ("application_id") WHERE "outbox"."application_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_before_mail_check" CHECK ("applications"."status_before_mail" IN ('new', 'reviewed', 'interview', 'rejected'));