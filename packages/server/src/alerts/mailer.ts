/**
 * Matches the jobs put in line by their create (or approval) once it has committed, then mails each
 * alert its waiting matches through the outbox:
 *
 *   - an instant alert at once, but at most once in 10 minutes: matches that come within those
 *     minutes wait and go together in the next mail;
 *   - a daily alert once a day, at ALERT_DIGEST_HOUR in Istanbul, with the matches since its last
 *     digest; nothing when it has none.
 *
 * A create's nudge matches its job and mails the alerts it matched that are due; the timer's look,
 * every minute, mails every due alert (held back ones, digests) and matches any job a crash left in
 * line. A dispatch claims due alerts with `FOR UPDATE SKIP LOCKED` and, in one transaction, moves
 * their mark past the matches it takes, queues the mail and sets `last_sent_at`: two servers never
 * mail one alert twice, and a crash before the commit leaves the matches waiting. The mail is
 * queued as what it is made of and written as it is sent (letters.ts), so a digest of every alert
 * is queued in seconds. A job that expired or was deleted before its mail left is not in it.
 * Each matching and each claim waits its turn among the requests (yieldToRequests.ts): under
 * load the mailer slows rather than the visitors.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashToken, newToken } from '../auth/tokens';
import { type Database, selectRows } from '../db/connect';
import type { MailOutbox } from '../mail/outbox';
import { type RunInTurn, runAtOnce } from '../yieldToRequests';
import { matchQueuedJobs } from './service';

/** The least time between two instant mails of one alert, unless configured (ALERT_SPACING_SECONDS). */
export const instantSpacingMs = 10 * 60_000;
/** The board's day: digests go out at their hour in Istanbul. */
const boardTimeZone = 'Europe/Istanbul';
/**
 * Alerts claimed per transaction, unless configured: a digest's thousands go in a few hundred
 * transactions. PGlite answers one transaction at a time on the request thread, so there a
 * smaller claim keeps a request's wait behind one short (`AlertMailerOptions.claimSize`).
 */
const defaultClaimSize = 500;

export interface AlertMailerOptions {
  db: Database;
  outbox: MailOutbox;
  /** The hour (0-23, Istanbul) of the daily digests. */
  digestHour: number;
  log: FastifyBaseLogger;
  /** How often due alerts are looked for when nothing nudges (instant mails held back, digests). */
  pollMs?: number;
  /** The least time between two instant mails of one alert; `instantSpacingMs` without it. */
  spacingMs?: number;
  /** Alerts claimed per transaction; `defaultClaimSize` without it. */
  claimSize?: number;
  /** Runs each matching and each claim in its turn (yieldToRequests.ts); at once without it. */
  inTurn?: RunInTurn;
}

/** Which alerts a dispatch looks at: every one, or those that just got a match. */
type Among = 'all' | Set<number>;
/** What a run of the mailer does after matching: mail the alerts just matched, or look at all. */
type Look = 'matched' | 'every';

/** A due alert claimed, with its waiting matches still on the board, newest first (or none). */
interface ClaimedAlert {
  id: number;
  digest: boolean;
  jobIds: number[] | null;
}

export type AlertMailer = ReturnType<typeof createAlertMailer>;

export function createAlertMailer({
  db,
  outbox,
  digestHour,
  log,
  pollMs = 60_000,
  spacingMs = instantSpacingMs,
  claimSize = defaultClaimSize,
  inTurn = runAtOnce,
}: AlertMailerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let asked: Look | undefined;
  /** When this process last looked at every alert (Date.now()); 0 for never. */
  let lookedAt = 0;
  let failing = false;

  /** Today's digest moment at `at`, in the database's arithmetic. */
  const digestMoment = (at: Date) =>
    sql`((date_trunc('day', ${at.toISOString()}::timestamptz AT TIME ZONE ${boardTimeZone})
      + make_interval(hours => ${digestHour}::int)) AT TIME ZONE ${boardTimeZone})`;

  /**
   * Claims due alerts, up to `claimSize` of them after the alert `after`, or among the `ids`
   * given (no more than `claimSize`: each looked up by its key, not found by walking the alerts),
   * and queues each its waiting matches that are still on the board, as a letter (letters.ts
   * writes it when it is sent): a few statements for the whole claim, however many matches.
   */
  async function dispatchSome(
    at: Date,
    which: { after: number } | { ids: number[] },
  ): Promise<{ claimed: number; last: number; mailed: number }> {
    const moment = digestMoment(at);
    const atSql = sql`${at.toISOString()}::timestamptz`;
    const scope =
      'ids' in which
        ? // One array: whole numbers written out, so nothing to escape.
          sql`alerts.id = ANY(${`{${which.ids.join(',')}}`}::int[])`
        : sql`alerts.id > ${which.after}`;
    const claim = 'ids' in which ? sql`` : sql`ORDER BY alerts.id LIMIT ${claimSize}`;
    return db.transaction(async (tx) => {
      const claimed = await selectRows<ClaimedAlert>(
        tx,
        sql`
          WITH due AS (
            SELECT alerts.id, alerts.frequency = 'daily' AS digest, alerts.mailed_through
            FROM alerts
            WHERE ${scope} AND NOT alerts.paused
              -- Only a verified address is mailed (matching records nothing for another).
              AND EXISTS (
                SELECT 1 FROM users
                WHERE users.id = alerts.user_id AND users.email_verified_at IS NOT NULL
              )
              AND EXISTS (
                SELECT 1 FROM alert_matches
                WHERE alert_matches.alert_id = alerts.id
                  AND alert_matches.seq > alerts.mailed_through
              )
              AND (
                (alerts.frequency = 'instant' AND (alerts.last_sent_at IS NULL
                  OR alerts.last_sent_at <= ${atSql} - ${spacingMs}::int * interval '1 millisecond'))
                OR (alerts.frequency = 'daily' AND ${atSql} >= ${moment}
                  -- The first digest is the first moment after the alert was made.
                  AND coalesce(alerts.last_sent_at, alerts.created_at) < ${moment})
              )
            ${claim}
            FOR UPDATE OF alerts SKIP LOCKED
          ),
          -- Its waiting matches: every one committed past its mark (recordMatches commits them in
          -- the order of their seq, so none below the highest seen is still to come).
          taken AS (
            SELECT alert_matches.alert_id, alert_matches.job_id, alert_matches.seq
            FROM due JOIN alert_matches ON alert_matches.alert_id = due.id
              AND alert_matches.seq > due.mailed_through
          ),
          -- Still live at the moment of the mail: an expired posting is left out.
          live AS (
            SELECT taken.alert_id, array_agg(taken.job_id ORDER BY taken.job_id DESC) AS job_ids
            FROM taken JOIN jobs ON jobs.id = taken.job_id
            WHERE jobs.live AND jobs.expires_at > ${atSql}
            GROUP BY taken.alert_id
          ),
          -- Past the matches taken; mailed now if any of them is still live (one update a row).
          marked AS (
            UPDATE alerts SET mailed_through = through.seq,
              last_sent_at = CASE WHEN live.alert_id IS NULL THEN alerts.last_sent_at ELSE ${atSql} END
            FROM (SELECT alert_id, max(seq) AS seq FROM taken GROUP BY alert_id) AS through
              LEFT JOIN live ON live.alert_id = through.alert_id
            WHERE alerts.id = through.alert_id
          )
          SELECT due.id, due.digest, live.job_ids AS "jobIds"
          FROM due LEFT JOIN live ON live.alert_id = due.id
          ORDER BY due.id`,
      );
      const letters = claimed.flatMap(({ id, digest, jobIds }) =>
        jobIds === null ? [] : [{ alertId: id, letter: { jobIds, digest, token: newToken() } }],
      );
      if (letters.length > 0) {
        // One JSON parameter for the whole claim: building a statement of a thousand parameters
        // cost the request thread more than the database's insert.
        const unsubscribes = letters.map(({ alertId, letter }) => ({
          token_hash: hashToken(letter.token),
          alert_id: alertId,
        }));
        await tx.execute(sql`
          INSERT INTO alert_unsubscribes (token_hash, alert_id)
          SELECT token_hash, alert_id
          FROM jsonb_to_recordset(${JSON.stringify(unsubscribes)}::jsonb)
            AS unsubscribe(token_hash text, alert_id integer)`);
        await outbox.queueLetters(tx, letters);
      }
      const last = claimed.at(-1)?.id ?? ('after' in which ? which.after : 0);
      return { claimed: claimed.length, last, mailed: letters.length };
    });
  }

  /** Mails every alert due at `at`, or those `among` them; answers how many. */
  async function mailDue(at: Date, among: Among): Promise<number> {
    let mailed = 0;
    if (among === 'all') {
      for (let after = 0; ; ) {
        const some = await inTurn(() => dispatchSome(at, { after }));
        mailed += some.mailed;
        after = some.last;
        if (some.claimed < claimSize) break;
      }
    } else {
      const ids = [...among].sort((a, b) => a - b);
      for (let start = 0; start < ids.length; start += claimSize) {
        const ofThem = ids.slice(start, start + claimSize);
        mailed += (await inTurn(() => dispatchSome(at, { ids: ofThem }))).mailed;
      }
    }
    if (mailed > 0) outbox.nudge();
    return mailed;
  }

  /**
   * Matches the jobs in line; then a nudge mails the alerts that got a match, if due, and a look
   * (the timer's) every due alert: an instant alert held back, a digest at its hour. Only a look
   * walks every alert with matches waiting, which a create's nudge need not.
   */
  async function run(look: Look, at = new Date()): Promise<number> {
    // A nudge looks at every alert too when no look has for as long as the timer waits: the first
    // after a start, and one after an idle spell, mail what came due meanwhile (a digest's hour).
    const every = look === 'every' || Date.now() - lookedAt >= pollMs;
    if (every) lookedAt = Date.now();
    const matched = await inTurn(() => matchQueuedJobs(db));
    if (every) return mailDue(at, 'all');
    return matched.size > 0 ? mailDue(at, matched) : 0;
  }

  /** Makes `work` the run under way; what is asked meanwhile runs after it. */
  function begin<T>(work: Promise<T>): Promise<T> {
    running = work.catch(() => {});
    return work.finally(() => {
      running = undefined;
      const next = asked;
      asked = undefined;
      if (next) ask(next);
    });
  }

  /** One run at a time in this process: asked during one, it runs after it. */
  function ask(look: Look): void {
    if (running) {
      asked = asked === 'every' ? 'every' : look;
      return;
    }
    begin(run(look))
      .then(() => {
        if (failing) log.info('alerts: dispatching again');
        failing = false;
      })
      .catch((error) => {
        // Once per outage: the timer tries again every minute until the database answers.
        if (!failing) log.warn({ err: error }, 'alerts: cannot dispatch');
        failing = true;
      });
  }

  return {
    /**
     * What the timer does, at `at` (a test's chosen moment), once the run under way is done (a
     * create's matching, say); answers how many mails it queued.
     */
    async dispatch(at?: Date): Promise<number> {
      // Checked right before it begins: no other run can start in between.
      while (running) await running;
      return begin(run('every', at));
    },
    /** After a create commits: it is matched, and its matches go out now unless their alert mailed lately. */
    nudge: () => ask('matched'),
    start() {
      timer = setInterval(() => ask('every'), pollMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      while (running) await running;
    },
  };
}
