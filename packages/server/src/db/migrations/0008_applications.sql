-- Applications on the site: how each posting takes them (jobs.apply_method, apply_to; every
-- posting made before this one takes them on the site), the applications with a copy of what was
-- applied to, and their CVs in a table of their own, so a list never reads a file.
CREATE TABLE "application_cvs" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer,
	"applicant_id" integer NOT NULL,
	"job_title" text NOT NULL,
	"job_company" text,
	"job_location" text,
	"note" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" IN ('new', 'reviewed', 'interview', 'rejected'))
);
--> statement-breakpoint
-- The default fills every existing row: postings made before this one go on taking applications
-- on the site, with no address (apply_to null), as the check below asks of the site method.
ALTER TABLE "jobs" ADD COLUMN "apply_method" text DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "apply_to" text;--> statement-breakpoint
ALTER TABLE "application_cvs" ADD CONSTRAINT "application_cvs_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A CV goes with its posting in the database itself, while its application stays (job_id set
-- null) for the applicant to see what they applied to.
ALTER TABLE "application_cvs" ADD CONSTRAINT "application_cvs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_cvs_job_id_idx" ON "application_cvs" USING btree ("job_id");--> statement-breakpoint
-- One application per member and posting; those of deleted postings (job_id null) never collide.
CREATE UNIQUE INDEX "applications_job_id_applicant_id_idx" ON "applications" USING btree ("job_id","applicant_id");--> statement-breakpoint
CREATE INDEX "applications_applicant_id_id_idx" ON "applications" USING btree ("applicant_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_job_id_id_idx" ON "applications" USING btree ("job_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_apply_method_check" CHECK ("jobs"."apply_method" IN ('site', 'url', 'email'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_apply_to_check" CHECK (("jobs"."apply_method" = 'site') = ("jobs"."apply_to" IS NULL));