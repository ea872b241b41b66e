-- A member who withdrew an application may apply to the posting again (issue 44, item 5): the
-- one-application rule holds for open applications only, and the withdrawn one stays beside the
-- new one in both lists.
DROP INDEX "applications_job_id_applicant_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_id_applicant_id_idx" ON "applications" USING btree ("job_id","applicant_id") WHERE "applications"."withdrawn_at" IS NULL;