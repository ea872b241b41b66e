/**
 * Mails each alert its waiting matches (recorded by recordMatches in the job's create
 * transaction) through the outbox:
 *
 *   - an instant alert at once, but at most once in 10 minutes: matches that come within those
 *     minutes wait and go together in the next mail;
 *   - a daily alert once a day, at ALERT_DIGEST_HOUR in Istanbul, with the matches since its last
 *     digest; nothing when it has none.
 *
 * A dispatch claims due alerts with `FOR UPDATE SKIP LOCKED` and, in one transaction, marks their
 * matches mailed, queues the mail and sets `last_sent_at`: two servers never mail one alert twice,
 * and a crash before the commit leaves the matches waiting. A job that expired or was deleted
 * before its mail left is not in it.
 */
import { hrefs } from '@job/contract';
import type { Language } from '@job/texts';
import { apiTextsOf } from '@job/texts/catalogues';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashToken, newToken } from '../auth/tokens';
import { type Database, selectRows } from '../db/connect';
import { alertMatches, alerts, alertUnsubscribes, jobs } from '../db/schema';
import { memberMail } from '../mail/memberMail';
import type { MailOutbox } from '../mail/outbox';
import { criteriaInWords } from './service';

/** The least time between two instant mails of one alert, unless configured (ALERT_SPACING_SECONDS). */
export const instantSpacingMs = 10 * 60_000;
/** The board's day: digests go out at their hour in Istanbul. */
const boardTimeZone = 'Europe/Istanbul';
/** Alerts mailed per transaction. */
const claimSize = 50;

export interface AlertMailerOptions {
  db: Database;
  outbox: MailOutbox;
  origin: () => string;
  /** The hour (0-23, Istanbul) of the daily digests. */
  digestHour: number;
  log: FastifyBaseLogger;
  /** The address of the From header, for List-Unsubscribe's mailto; left out when unknown. */
  mailbox: string | undefined;
  /** How often due alerts are looked for when nothing nudges (instant mails held back, digests). */
  pollMs?: number;
  /** The least time between two instant mails of one alert; `instantSpacingMs` without it. */
  spacingMs?: number;
}

interface DueAlert {
  id: number;
  name: string | null;
  q: string;
  workType: 1 | 2 | 3 | null;
  workplace: 'on-site' | 'remote' | 'hybrid' | null;
  frequency: 'instant' | 'daily';
  email: string;
  memberName: string;
  language: Language | null;
}

export type AlertMailer = ReturnType<typeof createAlertMailer>;

/** The path of an alert mail's unsubscribe link: GET confirms, POST (one click) unsubscribes. */
export const unsubscribePath = (token: string) => `/api/alerts/unsubscribe/${token}`;

export function createAlertMailer({
  db,
  outbox,
  origin,
  digestHour,
  log,
  mailbox,
  pollMs = 60_000,
  spacingMs = instantSpacingMs,
}: AlertMailerOptions) {
  const mail = memberMail(origin);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let failing = false;

  /** Today's digest moment at `at`, in the database's arithmetic. */
  const digestMoment = (at: Date) =>
    sql`((date_trunc('day', ${at.toISOString()}::timestamptz AT TIME ZONE ${boardTimeZone})
      + make_interval(hours => ${digestHour}::int)) AT TIME ZONE ${boardTimeZone})`;

  /**
   * RFC 2369 and 8058: the link a mail client offers as 'unsubscribe' and POSTs to in one click,
   * and a mailto for clients that offer only that (the board reads no mail: the link does it).
   */
  const unsubscribeHeaders = (link: string, token: string) => ({
    'List-Unsubscribe': [
      `<${link}>`,
      ...(mailbox ? [`<mailto:${mailbox}?subject=unsubscribe%20${token}>`] : []),
    ].join(', '),
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });

  /** Claims up to claimSize due alerts and mails each its waiting matches; answers how many. */
  async function dispatchSome(at: Date): Promise<{ claimed: number; mailed: number }> {
    const moment = digestMoment(at);
    const atSql = sql`${at.toISOString()}::timestamptz`;
    return db.transaction(async (tx) => {
      const due = await selectRows<DueAlert>(
        tx,
        sql`
          SELECT alerts.id, alerts.name, alerts.q, alerts.work_type AS "workType", alerts.workplace,
            alerts.frequency, users.email, users.name AS "memberName", users.language
          FROM alerts JOIN users ON users.id = alerts.user_id
          WHERE NOT alerts.paused
            AND EXISTS (
              SELECT 1 FROM alert_matches
              WHERE alert_matches.alert_id = alerts.id AND alert_matches.mailed_at IS NULL
            )
            AND (
              (alerts.frequency = 'instant' AND (alerts.last_sent_at IS NULL
                OR alerts.last_sent_at <= ${atSql} - ${spacingMs}::int * interval '1 millisecond'))
              OR (alerts.frequency = 'daily' AND ${atSql} >= ${moment}
                -- The first digest is the first moment after the alert was made.
                AND coalesce(alerts.last_sent_at, alerts.created_at) < ${moment})
            )
          ORDER BY alerts.id
          LIMIT ${claimSize}
          FOR UPDATE OF alerts SKIP LOCKED`,
      );
      let mailed = 0;
      for (const alert of due) {
        const taken = await tx
          .update(alertMatches)
          .set({ mailedAt: at })
          .where(and(eq(alertMatches.alertId, alert.id), isNull(alertMatches.mailedAt)))
          .returning({ jobId: alertMatches.jobId });
        // Still live at the moment of the mail: an expired posting is left out.
        const live = await tx
          .select()
          .from(jobs)
          .where(
            and(
              inArray(
                jobs.id,
                taken.map((match) => match.jobId),
              ),
              sql`${jobs.live} AND ${jobs.expiresAt} > ${atSql}`,
            ),
          )
          .orderBy(desc(jobs.id));
        if (live.length === 0) continue;
        const member = { email: alert.email, name: alert.memberName, language: alert.language };
        const token = newToken();
        await tx
          .insert(alertUnsubscribes)
          .values({ tokenHash: hashToken(token), alertId: alert.id });
        const { t } = apiTextsOf(alert.language ?? 'tr');
        const unsubscribeLink = `${origin()}${unsubscribePath(token)}`;
        const prepared = await mail.prepare(member, {
          kind: 'jobAlert',
          name: alert.memberName,
          alertName: alert.name ?? criteriaInWords(alert, t),
          digest: alert.frequency === 'daily',
          jobs: live.map((job) => ({
            title: job.title,
            company: job.company,
            location: job.location,
            salary: job.salary,
            link: mail.linkFor(member, hrefs.detail(job.slug)),
          })),
          alertsLink: mail.linkFor(member, `${hrefs.profile()}#alerts`),
          unsubscribeLink,
        });
        await outbox.queue(tx, {
          ...prepared,
          headers: unsubscribeHeaders(unsubscribeLink, token),
        });
        await tx.update(alerts).set({ lastSentAt: at }).where(eq(alerts.id, alert.id));
        mailed += 1;
      }
      return { claimed: due.length, mailed };
    });
  }

  /** Mails every alert due at `at` (now unless a test says); answers how many mails it queued. */
  async function dispatch(at = new Date()): Promise<number> {
    let mailed = 0;
    for (;;) {
      const some = await dispatchSome(at);
      mailed += some.mailed;
      if (some.claimed < claimSize) break;
    }
    if (mailed > 0) outbox.nudge();
    return mailed;
  }

  /** One dispatch at a time in this process; a nudge during one runs another after it. */
  function nudge(): void {
    if (running) {
      again = true;
      return;
    }
    running = dispatch()
      .then(() => {
        if (failing) log.info('alerts: dispatching again');
        failing = false;
      })
      .catch((error) => {
        // Once per outage: the timer tries again every minute until the database answers.
        if (!failing) log.warn({ err: error }, 'alerts: cannot dispatch');
        failing = true;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          nudge();
        }
      });
  }

  return {
    dispatch,
    /** After a create commits: its matches go out now, unless their alert mailed lately. */
    nudge,
    start() {
      timer = setInterval(nudge, pollMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
