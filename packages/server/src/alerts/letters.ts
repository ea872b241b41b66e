/**
 * Writes an alert mail when the sender takes it from the outbox (mail/sender.ts LetterWriter):
 * the dispatch (mailer.ts) queues only what the mail is made of, the alert, its jobs and its
 * unsubscribe token, so that a digest for every alert is queued in seconds. Written here, the mail
 * names the alert as it is called now and lists the jobs still on the board; rendering happens on
 * the render thread (mail/renderThread.ts), away from the requests.
 */
import { hrefs, type SalaryCurrency, shownSalary } from '@job/contract';
import { hrefIn, type Language } from '@job/texts';
import { apiTextsOf } from '@job/texts/catalogues';
import { and, desc, inArray, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../db/connect';
import { jobs } from '../db/schema';
import { salaryRangeOf } from '../jobs/jobRows';
import { memberMail } from '../mail/memberMail';
import type { RenderThread } from '../mail/renderThread';
import type { LetterWriter, QueuedLetter } from '../mail/sender';
import { alertCriteria, criteriaInWords } from './service';

interface LetterOptions {
  db: Database;
  origin: () => string;
  renderer: RenderThread;
  /** The address of the From header, for List-Unsubscribe's mailto; left out when unknown. */
  mailbox: string | undefined;
}

interface Addressee {
  name: string | null;
  q: string;
  workType: 1 | 2 | 3 | null;
  workplace: 'on-site' | 'remote' | 'hybrid' | null;
  city: string | null;
  salaryFloor: number | null;
  salaryFloorCurrency: SalaryCurrency | null;
  email: string;
  memberName: string;
  language: Language | null;
}

export function alertLetterWriter({ db, origin, renderer, mailbox }: LetterOptions): LetterWriter {
  const mail = memberMail(origin, renderer.render);

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

  /**
   * The addressees of `queued` and the jobs of their letters still on the board, newest first:
   * two reads for a claim's letters, however many.
   */
  async function readAll(queued: QueuedLetter[]) {
    const alertIds = [...new Set(queued.map(({ alertId }) => alertId))];
    const jobIds = [...new Set(queued.flatMap(({ letter }) => letter.jobIds))];
    const addressees = await selectRows<Addressee & { id: number }>(
      db,
      sql`
        SELECT alerts.id, alerts.name, alerts.q, alerts.work_type AS "workType", alerts.workplace,
          alerts.city, alerts.salary_floor::float8 AS "salaryFloor",
          alerts.salary_floor_currency AS "salaryFloorCurrency", users.email, users.name AS "memberName", users.language
        FROM alerts JOIN users ON users.id = alerts.user_id
        -- One array: whole numbers written out, so nothing to escape.
        WHERE alerts.id = ANY(${`{${alertIds.join(',')}}`}::int[])`,
    );
    // Still on the board as it leaves: a posting that expired or was taken down is left out.
    const live = await db
      .select({
        id: jobs.id,
        title: jobs.title,
        company: jobs.company,
        location: jobs.location,
        salary: jobs.salary,
        salaryMin: jobs.salaryMin,
        salaryMax: jobs.salaryMax,
        salaryCurrency: jobs.salaryCurrency,
        salaryPeriod: jobs.salaryPeriod,
        slug: jobs.slug,
      })
      .from(jobs)
      .where(and(inArray(jobs.id, jobIds), sql`${jobs.live} AND ${jobs.expiresAt} > now()`))
      .orderBy(desc(jobs.id));
    return {
      addressees: new Map(addressees.map((addressee) => [addressee.id, addressee])),
      live,
    };
  }

  return (queued) => {
    const reading = readAll(queued);
    return queued.map(async ({ alertId, letter }) => {
      const { addressees, live } = await reading;
      const alert = addressees.get(alertId);
      // Its alert's delete takes a queued mail with it; one claimed just before has no one to go to.
      if (!alert) return undefined;
      const wanted = new Set(letter.jobIds);
      const itsJobs = live.filter((job) => wanted.has(job.id));
      if (itsJobs.length === 0) return undefined;
      const member = { email: alert.email, name: alert.memberName, language: alert.language };
      // In the mail's own language, Turkish when the member chose none (the API's words for no
      // choice are English): the page it opens, and the one click's answer, speak it too.
      const unsubscribeLink = `${origin()}${hrefIn(hrefs.unsubscribe(letter.token), member.language ?? 'tr')}`;
      const texts = apiTextsOf(alert.language ?? 'tr');
      const { to, message } = await mail.prepare(member, {
        kind: 'jobAlert',
        name: alert.memberName,
        alertName: alert.name ?? criteriaInWords(alertCriteria(alert), texts),
        digest: letter.digest,
        jobs: itsJobs.map((job) => ({
          title: job.title,
          company: job.company,
          location: job.location,
          // As the board shows it to the member: the figures in the mail's language.
          salary: shownSalary({ salary: job.salary, salary_range: salaryRangeOf(job) }, texts),
          link: mail.linkFor(member, hrefs.detail(job.slug)),
        })),
        alertsLink: mail.linkFor(member, hrefs.profileSection('alerts')),
        unsubscribeLink,
      });
      return { to, ...message, headers: unsubscribeHeaders(unsubscribeLink, letter.token) };
    });
  };
}
