-- Rejection messages (issue 44, item 4): a poster keeps up to 20 named templates of the words they
-- send applicants they turn down, each in Turkish, English or both ('' for none), named uniquely
-- among theirs however it is cased; they go with the account. An application keeps the message
-- written with its rejection, null for none and at any other status.
CREATE TABLE "rejection_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rejection_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"body_tr" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_message" text;--> statement-breakpoint
ALTER TABLE "rejection_templates" ADD CONSTRAINT "rejection_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rejection_templates_user_id_idx" ON "rejection_templates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rejection_templates_user_id_name_idx" ON "rejection_templates" USING btree ("user_id",lower("name"));