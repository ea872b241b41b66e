-- Screening questions (issue 44, item 3): a posting that takes applications on the site asks up
-- to five, kept as its poster set them (with the answer that disqualifies, or a number's minimum);
-- an application keeps its answers as they were sent, each marked if it disqualified then, and
-- whether any did. Every posting made before asks none, and every application answered none.
ALTER TABLE "applications" ADD COLUMN "answers" jsonb DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "disqualified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "screening_questions" jsonb DEFAULT '[]' NOT NULL;