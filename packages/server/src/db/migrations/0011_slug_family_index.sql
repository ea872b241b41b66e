-- A create looks up the slugs of its title's family (`slug = base OR slug LIKE 'base-%'`) while it
-- holds the family's lock. The unique index on slug follows the database's collation, which a LIKE
-- prefix cannot use, so the lookup read every slug: 77 ms at 100,000 jobs, and every create of a
-- common title waited for the ones before it. text_pattern_ops makes it a range of the index.
CREATE INDEX "jobs_slug_pattern_idx" ON "jobs" ("slug" text_pattern_ops);
