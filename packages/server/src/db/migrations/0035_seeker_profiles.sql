-- A member's profile as a job seeker, and the CVs they keep on it to apply with, at most 3 and one
-- of them the default (issue 44, items 1 and 2). Both go with the member's account.
CREATE TABLE "seeker_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"work_types" text[] DEFAULT '{}' NOT NULL,
	"workplaces" text[] DEFAULT '{}' NOT NULL,
	"links" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_cvs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_cvs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seeker_profiles" ADD CONSTRAINT "seeker_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_cvs" ADD CONSTRAINT "stored_cvs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_cvs_user_id_idx" ON "stored_cvs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_cvs_user_id_default_idx" ON "stored_cvs" USING btree ("user_id") WHERE "stored_cvs"."is_default";