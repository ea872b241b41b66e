-- Companies with a page on the board and the members who work them (issue 43, items 1 and 2): a
-- posting may be made as a company (jobs.company_id, set null when the company goes). Memberships go
-- with the member's account; a company left without members stays, with its page and jobs.
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"description" text DEFAULT '' NOT NULL,
	"city" text,
	"country" text,
	"size" text,
	"sector" text,
	"logo_name" text,
	"search_text" text GENERATED ALWAYS AS (job_search_fold(name || ' ' || coalesce(sector, '') || ' ' || coalesce(city, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_slug_unique" UNIQUE("slug"),
	CONSTRAINT "companies_size_check" CHECK ("companies"."size" IN ('1-10', '11-50', '51-200', '201-500', '501-1000', '1001+'))
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_id_user_id_pk" PRIMARY KEY("company_id","user_id"),
	CONSTRAINT "company_members_role_check" CHECK ("company_members"."role" IN ('owner', 'recruiter'))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_name_images_name_fk" FOREIGN KEY ("logo_name") REFERENCES "public"."images"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_slug_pattern_idx" ON "companies" USING btree ("slug" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_logo_name_idx" ON "companies" USING btree ("logo_name");--> statement-breakpoint
CREATE INDEX "company_members_user_id_idx" ON "company_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_company_id_id_idx" ON "jobs" USING btree ("company_id","id" DESC NULLS LAST);