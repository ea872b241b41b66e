-- Alerts: a member's saved searches (alerts/service.ts), found for a new job by the first five
-- folded characters of their text (match_key) and confirmed with the search's own LIKE (pattern).
-- alert_matches: which jobs each alert matched (at most once) and whether they are mailed yet;
-- alert_unsubscribes: the digests of the unsubscribe links in alert mails; outbox.headers: their
-- List-Unsubscribe headers.
CREATE TABLE "alert_matches" (
	"alert_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "alert_matches_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "alert_unsubscribes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"q" text DEFAULT '' NOT NULL,
	"work_type" smallint,
	"workplace" text,
	"name" text,
	"frequency" text DEFAULT 'instant' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"pattern" text NOT NULL,
	"match_key" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	"matched" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_workplace_check" CHECK ("alerts"."workplace" IN ('on-site', 'remote', 'hybrid')),
	CONSTRAINT "alerts_work_type_check" CHECK ("alerts"."work_type" IN (1, 2, 3)),
	CONSTRAINT "alerts_frequency_check" CHECK ("alerts"."frequency" IN ('instant', 'daily'))
);
--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_unsubscribes" ADD CONSTRAINT "alert_unsubscribes_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_matches_waiting_idx" ON "alert_matches" USING btree ("alert_id") WHERE "alert_matches"."mailed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "alert_matches_job_id_idx" ON "alert_matches" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "alert_unsubscribes_alert_id_idx" ON "alert_unsubscribes" USING btree ("alert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_user_id_criteria_idx" ON "alerts" USING btree ("user_id","pattern",coalesce("work_type", 0),coalesce("workplace", ''));--> statement-breakpoint
CREATE INDEX "alerts_user_id_id_idx" ON "alerts" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alerts_match_key_idx" ON "alerts" USING btree ("match_key","work_type","workplace") WHERE NOT "alerts"."paused";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;