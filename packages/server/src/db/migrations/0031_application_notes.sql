-- The poster's private rating of an application and their notes on it, never shown to its applicant (issue 44, item 4).
CREATE TABLE "application_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notes_application_id_id_idx" ON "application_notes" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "application_notes_author_id_idx" ON "application_notes" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_rating_check" CHECK ("applications"."rating" BETWEEN 1 AND 5);