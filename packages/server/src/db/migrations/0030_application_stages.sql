-- The stages offer and hired, the stages an application went through with their dates, and its withdrawal by the applicant (issue 44, items 4 and 5). An application answered before this gets its one known stage, the status it has, at the time it was set.
CREATE TABLE "application_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_stages_status_check" CHECK ("application_stages"."status" IN ('new', 'reviewed', 'interview', 'offer', 'hired', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_check";--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_before_mail_check";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_stages" ADD CONSTRAINT "application_stages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_stages_application_id_id_idx" ON "application_stages" USING btree ("application_id","id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" IN ('new', 'reviewed', 'interview', 'offer', 'hired', 'rejected'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_before_mail_check" CHECK ("applications"."status_before_mail" IN ('new', 'reviewed', 'interview', 'offer', 'hired', 'rejected'));--> statement-breakpoint
INSERT INTO "application_stages" ("application_id", "status", "at") SELECT "id", "status", "status_changed_at" FROM "applications" WHERE "status" <> 'new' AND "status_changed_at" IS NOT NULL ORDER BY "id";
