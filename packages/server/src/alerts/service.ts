import {
  limits,
  type MinimumSalary,
  type SalaryCurrency,
  type WorkplaceSlug,
  type WorkTypeCode,
  workplaceBySlug,
  workTypeByCode,
} from '@job/contract';
import type { Texts } from '@job/texts';
import { and, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import type { Transaction } from '../cache/boardChanges';
import { type Database, selectRows } from '../db/connect';
import { lockMember } from '../db/memberLock';
import {
  type AlertFrequency,
  type AlertRow,
  alertMatches,
  alerts,
  alertUnsubscribes,
  jobsToMatch,
} from '../db/schema';
import { searchPattern } from '../jobs/search';

/** What an alert looks for: a list's own filters (jobs/reads.ts JobFilter). */
export interface AlertCriteria {
  /** The search text; '' for none. */
  q: string;
  workType: WorkTypeCode | null;
  workplace: WorkplaceSlug | null;
  /** The city, as saved; null for any. */
  city: string | null;
  salary: MinimumSalary | null;
}

/** An alert's row as its criteria: its floor from its two columns. */
export function alertCriteria(row: {
  q: string;
  workType: number | null;
  workplace: string | null;
  city: string | null;
  salaryFloor: number | null;
  salaryFloorCurrency: SalaryCurrency | null;
}): AlertCriteria {
  const { q, workType, workplace, city, salaryFloor, salaryFloorCurrency } = row;
  return {
    q,
    workType: workTypeByCode(workType)?.code ?? null,
    workplace: workplaceBySlug(workplace)?.slug ?? null,
    city,
    salary:
      salaryFloor === null || salaryFloorCurrency === null
        ? null
        : { amount: salaryFloor, currency: salaryFloorCurrency },
  };
}

/**
 * An alert's criteria in words, in the reader's language:
 * `"react", Freelance, Remote, İzmir, at least ₺50,000/month`.
 */
export function criteriaInWords(
  { q, workType, workplace, city, salary }: AlertCriteria,
  { t, formats }: Pick<Texts, 't' | 'formats'>,
): string {
  const type = workTypeByCode(workType);
  const place = workplaceBySlug(workplace);
  const parts = [
    q === '' ? undefined : t('alert.query', { q }),
    type && t(type.labelId),
    place && t(place.labelId),
    city ?? undefined,
    salary
      ? t('alert.salaryFloor', { amount: formats.money(salary.amount, salary.currency) })
      : undefined,
  ].filter((part) => part !== undefined);
  return parts.length === 0 ? t('alert.allJobs') : parts.join(', ');
}

/** What a member may change of an alert. */
export interface AlertChanges {
  /** null goes back to the criteria in words. */
  name?: string | null | undefined;
  frequency?: AlertFrequency | undefined;
  paused?: boolean | undefined;
}

/**
 * How many characters of the folded text key an alert: a job's text holds all of them. Longer keys
 * find fewer candidates to confirm; the job looks up more keys (its substrings up to this length).
 */
const matchKeyLength = 5;

/** An alert that a new job matches, and who to tell. */
export interface AlertMatch {
  id: number;
  userId: number;
  frequency: AlertFrequency;
}

/** What an alert stores to be matched: the search's own pattern, and its key (matchingAlerts). */
export function matchColumns(q: string) {
  return {
    pattern: searchPattern(q),
    matchKey: sql`left(job_search_fold(${q}), ${matchKeyLength})`,
  };
}

export type AlertService = ReturnType<typeof createAlertService>;

/** Why no alert was saved: the member keeps `limits.alertsPerMember` already, or is gone. */
export type AlertRefusal = 'full' | 'memberGone';

/**
 * An alert's columns and its count of matched jobs (still on the board or expired; a deleted
 * job's match goes with it). Counted when read, a member's few alerts by the matches' key: a
 * counter column had every create lock each alert it matched, so creates waited on each other
 * and two of them could deadlock.
 */
const alertWithCount = {
  ...getTableColumns(alerts),
  matched: sql<number>`(SELECT count(*)::int FROM ${alertMatches} WHERE ${alertMatches.alertId} = ${alerts.id})`,
};

export function createAlertService(db: Database) {
  const own = (userId: number, id: number) => and(eq(alerts.id, id), eq(alerts.userId, userId));

  /** The alert an unsubscribe link was mailed for; undefined when it is no alert's (any more). */
  async function byUnsubscribeToken(token: string): Promise<AlertRow | undefined> {
    const [row] = await db
      .select(alertWithCount)
      .from(alertUnsubscribes)
      .innerJoin(alerts, eq(alerts.id, alertUnsubscribes.alertId))
      .where(eq(alertUnsubscribes.tokenHash, hashToken(token)));
    return row;
  }

  return {
    /**
     * Saves the search as the member's alert; the same search saved again (the same folded text
     * and filters) answers the alert there is, unchanged, with `created` false, even when the
     * member keeps as many as they may. A new one past `limits.alertsPerMember` is refused.
     *
     * Counted where the write happens, in the member's turn: their row locked (every instance
     * takes it; nothing else but a change of the row itself waits on it), then, in statements of
     * their own that see what the saves before committed, the search looked up and the alerts
     * counted. Counted before the transaction, saves sent at once all passed.
     */
    async create(
      userId: number,
      { q, workType, workplace, city, salary }: AlertCriteria,
      frequency: AlertFrequency,
    ): Promise<{ alert: AlertRow; created: boolean } | AlertRefusal> {
      const text = q.trim();
      return db.transaction(async (tx) => {
        // The deletion of the account waits for this too, and takes the alert with it.
        if (!(await lockMember(tx, userId))) return 'memberGone';
        const [existing] = await tx
          .select(alertWithCount)
          .from(alerts)
          .where(
            and(
              eq(alerts.userId, userId),
              sql`${alerts.pattern} = ${searchPattern(text)}`,
              sql`coalesce(${alerts.workType}, 0) = ${workType ?? 0}`,
              sql`coalesce(${alerts.workplace}, '') = ${workplace ?? ''}`,
              sql`coalesce(${alerts.salaryFloor}, 0) = ${salary?.amount ?? 0}`,
              sql`coalesce(${alerts.salaryFloorCurrency}, '') = ${salary?.currency ?? ''}`,
              sql`coalesce(${alerts.cityKey}, '') = coalesce(job_search_fold(${city}), '')`,
            ),
          );
        if (existing) return { alert: existing, created: false };
        const [kept] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(alerts)
          .where(eq(alerts.userId, userId));
        if ((kept?.count ?? 0) >= limits.alertsPerMember) return 'full';
        const [inserted] = await tx
          .insert(alerts)
          .values({
            userId,
            q: text,
            workType,
            workplace,
            city,
            salaryFloor: salary?.amount ?? null,
            salaryFloorCurrency: salary?.currency ?? null,
            frequency,
            ...matchColumns(text),
          })
          .returning(alertWithCount);
        if (!inserted) throw new Error('The insert returned no row');
        return { alert: inserted, created: true };
      });
    },

    /** The member's alerts, newest first. */
    mine: (userId: number): Promise<AlertRow[]> =>
      db
        .select(alertWithCount)
        .from(alerts)
        .where(eq(alerts.userId, userId))
        .orderBy(desc(alerts.id)),

    /** The alert as changed; undefined when the member has no alert of this id. */
    async update(userId: number, id: number, changes: AlertChanges): Promise<AlertRow | undefined> {
      const set = {
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.frequency !== undefined && { frequency: changes.frequency }),
        ...(changes.paused !== undefined && { paused: changes.paused }),
      };
      const [row] =
        Object.keys(set).length === 0
          ? await db.select(alertWithCount).from(alerts).where(own(userId, id))
          : await db.update(alerts).set(set).where(own(userId, id)).returning(alertWithCount);
      return row;
    },

    /** Whether the member had an alert of this id (now gone). */
    async remove(userId: number, id: number): Promise<boolean> {
      const removed = await db.delete(alerts).where(own(userId, id)).returning({ id: alerts.id });
      return removed.length > 0;
    },

    byUnsubscribeToken,

    /**
     * Pauses the alert the link was mailed for, and nothing else: `paused` now, or `pausedBefore`
     * when it was already (a link used again); undefined as above.
     */
    async unsubscribe(
      token: string,
    ): Promise<{ alert: AlertRow; pausedBefore: boolean } | undefined> {
      const [paused] = await db
        .update(alerts)
        .set({ paused: true })
        .where(
          and(
            eq(alerts.paused, false),
            inArray(
              alerts.id,
              db
                .select({ id: alertUnsubscribes.alertId })
                .from(alertUnsubscribes)
                .where(eq(alertUnsubscribes.tokenHash, hashToken(token))),
            ),
          ),
        )
        .returning(alertWithCount);
      if (paused) return { alert: paused, pausedBefore: false };
      const before = await byUnsubscribeToken(token);
      return before && { alert: before, pausedBefore: true };
    },
  };
}

/**
 * The running alerts a job matches: the list's own predicate run the other way. Candidates come
 * from the index by the keys the job's folded text holds (every substring of up to five
 * characters, and '' for alerts without text) and its filters; each is confirmed with the LIKE
 * the search itself runs (`search_text LIKE pattern`). A job no list shows (not live) matches none,
 * and neither does the alert of a member whose address is not verified.
 */
function matchingAlerts(jobId: number): SQL {
  return sql`
    WITH job AS (
      SELECT search_text, work_type, workplace, city_key, salary_currency, salary_monthly
      FROM jobs WHERE id = ${jobId} AND live
    ),
    keys AS (
      SELECT '' AS key
      UNION
      SELECT substr(job.search_text, start, length)
      FROM job, generate_series(1, length(job.search_text)) AS start,
        generate_series(1, ${matchKeyLength}) AS length
    )
    SELECT alerts.id, alerts.user_id AS "userId", alerts.frequency
    FROM job
    -- An array, so the planner probes the index once per key rather than scanning every alert.
    JOIN alerts ON alerts.match_key = ANY (ARRAY(SELECT key FROM keys))
      AND NOT alerts.paused
      AND (alerts.work_type IS NULL OR alerts.work_type = job.work_type)
      AND (alerts.workplace IS NULL OR alerts.workplace = job.workplace)
      -- The city as the list compares it (jobs/reads.ts cityCondition).
      AND (alerts.city_key IS NULL OR alerts.city_key = job.city_key)
      -- The floor as the list compares it (jobs/reads.ts salaryFloorCondition).
      AND (alerts.salary_floor IS NULL OR (alerts.salary_floor_currency = job.salary_currency
        AND job.salary_monthly >= alerts.salary_floor))
      AND job.search_text LIKE alerts.pattern
    -- Only a verified address is mailed, and an alert gathers nothing while it waits for it: once
    -- verified, it mails the jobs that come from then on, not a backlog of those it missed.
    JOIN users ON users.id = alerts.user_id AND users.email_verified_at IS NOT NULL`;
}

/** The running alerts the job matches (see matchingAlerts), in the order they were made. */
export function matching(db: Database, jobId: number): Promise<AlertMatch[]> {
  return selectRows<AlertMatch>(db, sql`${matchingAlerts(jobId)} ORDER BY alerts.id`);
}

/**
 * Records the job as a match of every running alert it matches, once (a second call adds
 * nothing). It writes only the matches' own rows, never the alerts' (see `alertWithCount`).
 * In `db`'s transaction, which it holds the matches' lock in until it ends: one such transaction
 * at a time, so matches commit in the order of their `seq` (one number for the job's matches) and
 * no mail's mark passes a match still being recorded (mailer.ts). Answers the alerts it recorded
 * a match for.
 *
 * alert_matches has no foreign keys (their checks, one per match, cost more than the rest of the
 * recording); migration 0015's triggers delete a deleted job's and alert's matches. So the job is
 * locked before anything is written: its delete waits for this commit, and its trigger then sees
 * these matches; a job deleted first has none. The alerts are not locked: an alert's delete
 * takes the matches' lock in its trigger, after this recording or before it (which then does not
 * see the alert). Job first, then the matches' lock: the order a member's deletion takes them
 * in (their jobs, then their alerts), so the two never wait on each other.
 */
export async function recordMatches(db: Transaction, jobId: number): Promise<number[]> {
  const [job] = await selectRows(db, sql`SELECT id FROM jobs WHERE id = ${jobId} FOR KEY SHARE`);
  if (!job) return [];
  // The two-key form: its keys are apart from the single-key locks of slug families.
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('alert_matches'), 0)`);
  const recorded = await selectRows<{ alertId: number }>(
    db,
    sql`
      WITH matched AS (${matchingAlerts(jobId)}),
      number AS (SELECT nextval('alert_matches_seq_seq') AS seq)
      INSERT INTO alert_matches (alert_id, job_id, seq)
      SELECT matched.id, ${jobId}, number.seq FROM matched, number
      ON CONFLICT DO NOTHING
      RETURNING alert_id AS "alertId"`,
  );
  return recorded.map(({ alertId }) => alertId);
}

/**
 * Puts the job in line to be matched against the alerts (jobsToMatch), in `db`, the transaction
 * that puts it on the lists: a job that is stored is matched, one rolled back is not.
 */
export async function queueForMatching(db: Database, jobId: number): Promise<void> {
  await db.insert(jobsToMatch).values({ jobId }).onConflictDoNothing();
}

/**
 * Takes the jobs in line (queueForMatching) and records their matches, one job per transaction, as
 * a job's matching holds the matches' lock (and on PGlite the database, which requests wait
 * behind) for tens of milliseconds at 100,000 alerts: a crash before its commit leaves the job in
 * line, and two servers never take the same job (`SKIP LOCKED`). Answers the alerts that got a
 * match.
 *
 * A job is taken with its row's lock (recordMatches') or not at all: a delete locks the job first
 * and its cascade then comes for the job's place in line, so a matching that held the place and
 * waited for the job would deadlock with it. A job locked by a delete goes with its place; one
 * locked by an edit waits for the next look.
 */
export async function matchQueuedJobs(db: Database): Promise<Set<number>> {
  const matched = new Set<number>();
  for (let more = true; more; ) {
    more = await db.transaction(async (tx) => {
      const [taken] = await selectRows<{ jobId: number; more: boolean }>(
        tx,
        sql`
          WITH taken AS (
            DELETE FROM jobs_to_match WHERE job_id = (
              SELECT line.job_id FROM jobs_to_match line JOIN jobs ON jobs.id = line.job_id
              ORDER BY line.job_id LIMIT 1
              FOR UPDATE OF line SKIP LOCKED FOR KEY SHARE OF jobs SKIP LOCKED)
            RETURNING job_id)
          -- Whether another job was in line too: the last one taken needs no look after it.
          SELECT job_id AS "jobId",
            EXISTS (SELECT 1 FROM jobs_to_match WHERE job_id <> taken.job_id) AS more
          FROM taken`,
      );
      if (!taken) return false;
      for (const alertId of await recordMatches(tx, taken.jobId)) matched.add(alertId);
      return taken.more;
    });
  }
  return matched;
}
