-- Applications are deleted a set time after their posting closes (APPLICATION_RETENTION_DAYS,
-- issue 44, item 6): an expired posting's from its expiry; a deleted one's from when it went (or
-- its expiry, if earlier), kept on the applications since the posting's row is gone. Those of a
-- posting deleted before this migration count from now.
ALTER TABLE "applications" ADD COLUMN "posting_closed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "applications" SET "posting_closed_at" = now() WHERE "job_id" IS NULL;--> statement-breakpoint
CREATE INDEX "applications_posting_closed_at_idx" ON "applications" USING btree ("posting_closed_at") WHERE "applications"."job_id" IS NULL;--> statement-breakpoint
CREATE FUNCTION applications_posting_closed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET posting_closed_at = LEAST(now(), OLD.expires_at) WHERE job_id = OLD.id;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_close_applications BEFORE DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION applications_posting_closed();
