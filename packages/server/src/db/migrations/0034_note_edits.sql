-- A poster edits their private note on an application (issue 44, item 4); the note says it was
-- edited, and when.
ALTER TABLE "application_notes" ADD COLUMN "edited_at" timestamp with time zone;