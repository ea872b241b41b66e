-- Whether a posting that takes applications on the site asks for a cover note (issue 44, item 2):
-- otherwise the note is optional. Every posting made before asks for none.
ALTER TABLE "jobs" ADD COLUMN "cover_note_required" boolean DEFAULT false NOT NULL;
