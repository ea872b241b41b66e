// The job service the routes, the pages and the other services use: built once from its parts
// (the public reads, the sitemap's, a member's own, the creates, a poster's writes, the expiry).
import type { BoardChanges } from '../cache/boardChanges';
import { companyOfMember } from '../companies/membership';
import type { Database } from '../db/connect';
import { createJobCreation, type JobAlerts } from './create';
import { createExpiry } from './expiry';
import { type PostedJobRow, toJob } from './jobRows';
import { createMemberJobs } from './memberJobs';
import { createPosterWrites } from './posterWrites';
import { createPosterTurns } from './postingsOfTheDay';
import { createJobReads } from './reads';
import { createSitemapReads } from './sitemap';

// The types its calls speak in, for the callers of the service.
export type { JobAlerts, NewJob } from './create';
export type { JobFilter, JobPage } from './filters';
export type { Job } from './jobRows';
export type { SaveState } from './memberJobs';
export type { JobEdit, Refusal } from './posterWrites';
export { DailyPostingsReached, PosterGone } from './postingsOfTheDay';

export type JobService = ReturnType<typeof createJobService>;

/** Without `changes` (the seed, tests of the service alone) no read cache is there to drop. */
export function createJobService(
  db: Database,
  changes: Pick<BoardChanges, 'write'> = {
    write: (work) => db.transaction((tx) => work(tx, () => {})),
  },
  /** Makes image URLs absolute, for clients on other origins (see AppConfig). */
  publicUrl = '',
  {
    preModeration = false,
    alerts,
    postingsPerDay = Number.POSITIVE_INFINITY,
    oneTransactionAtATime = false,
  }: {
    /**
     * MODERATION=pre: new postings, and edits of what a moderator reviews (reviewedChanges), wait
     * for a moderator's approval.
     */
    preModeration?: boolean;
    /** The saved searches a new live job is matched against. */
    alerts?: JobAlerts;
    /** How many postings a member may make in 24 hours (POSTINGS_PER_DAY). */
    postingsPerDay?: number;
    /** PGlite: its transactions take turns already, so a member's writes need no lock of theirs. */
    oneTransactionAtATime?: boolean;
  } = {},
) {
  const asJob = (row: PostedJobRow) => toJob(row, publicUrl);
  const { inPosterTurn, lockPostingsOf, nextPostingAt } = createPosterTurns(db, {
    postingsPerDay,
    oneTransactionAtATime,
  });
  return {
    ...createJobReads(db, asJob),
    ...createSitemapReads(db),
    ...createMemberJobs(db, changes, asJob),
    ...createPosterWrites({ db, changes, asJob, preModeration, lockPostingsOf }),
    ...createExpiry(db, changes),

    /** The limit a refusal names. */
    postingsPerDay,

    /** When the member may post again, if they have made their postings of the day; else null. */
    nextPostingAt,

    /** The company at `slug` when the member belongs to it: what a posting as it needs. */
    companyOfMember: (memberId: number, slug: string) => companyOfMember(db, memberId, slug),

    create: createJobCreation({ changes, asJob, preModeration, alerts, inPosterTurn }),
  };
}
