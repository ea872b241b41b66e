-- Place as data (issue 42): a job's city's country, and the countries a remote job's applicants must live in.
ALTER TABLE "jobs" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "applicant_countries" text[] DEFAULT '{}' NOT NULL;