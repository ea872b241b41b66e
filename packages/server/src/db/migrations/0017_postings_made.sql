-- The daily limit counted the member's postings there were, so a deleted one gave its place back:
-- post, delete and post again went past POSTINGS_PER_DAY, and each new posting mailed the alerts
-- it matched. postings_made keeps the postings made in the last day, deleted or not.
CREATE TABLE "postings_made" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"made_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "postings_made" ADD CONSTRAINT "postings_made_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postings_made_user_id_job_id_idx" ON "postings_made" USING btree ("user_id","job_id" DESC NULLS LAST);--> statement-breakpoint

-- A trigger writes them, so a create's transaction makes no statement more for it (on PGlite every
-- statement is a share of the request thread), and no insert of a job can leave one out.
CREATE FUNCTION postings_made_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO postings_made (job_id, user_id, made_at)
    SELECT id, user_id, created_at FROM added WHERE user_id IS NOT NULL;
  -- A day old, a posting counts no more: a member's rows go as they post again.
  DELETE FROM postings_made AS made
    USING (SELECT DISTINCT user_id FROM added WHERE user_id IS NOT NULL) AS posters
    WHERE made.user_id = posters.user_id AND made.made_at <= now() - interval '1 day';
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER jobs_made_on_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION postings_made_track();--> statement-breakpoint

-- The postings of the last day there are now; the ones deleted before this were not kept.
INSERT INTO postings_made (job_id, user_id, made_at)
  SELECT id, user_id, created_at FROM jobs
  WHERE user_id IS NOT NULL AND created_at > now() - interval '1 day';
