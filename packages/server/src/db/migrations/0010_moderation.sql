CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer,
	"actor_name" text,
	"action" text NOT NULL,
	"job_id" integer,
	"job_slug" text,
	"member_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"reporter_id" integer,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" IN ('spam', 'fraud', 'misleading', 'inappropriate', 'other'))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "moderation" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_job_id_idx" ON "audit_log" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "audit_log_member_id_idx" ON "audit_log" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_job_id_reporter_id_idx" ON "reports" USING btree ("job_id","reporter_id");--> statement-breakpoint
CREATE INDEX "jobs_moderation_id_idx" ON "jobs" USING btree ("moderation","id" DESC NULLS LAST) WHERE "jobs"."moderation" <> 'published';--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_moderation_check" CHECK ("jobs"."moderation" IN ('published', 'pending', 'hidden'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('member', 'moderator'));--> statement-breakpoint

-- The audit log is insert-only: what a moderator did stays as it was written.
CREATE FUNCTION audit_log_insert_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows are never changed or removed';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_unchanged BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_insert_only();
