import { type Application, hrefs, type MyApplication, rejectionLimits } from '@job/contract';
import { type Email, renderEmail } from '@job/emails';
import { type MailCatcher, startMailCatcher } from '@job/machine';
import { type Language, languages } from '@job/texts';
import { apiTextsOf } from '@job/texts/catalogues';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, outbox, users } from '../db/schema';
import type { Job } from '../jobs/service';
import { applicationForm, pdf } from '../test/applications';
import { jobForm, picture } from '../test/images';
import { startServer, type TestServer } from '../test/server';
import { t } from '../test/texts';

let catcher: MailCatcher;
let server: TestServer;
let png: Buffer;
beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startServer({ smtpUrl: catcher.url });
  png = await picture('png', 16, 16);
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

const db = () => server.app.database.db;

interface Member {
  name: string;
  email: string;
  token: string;
}

let members = 0;

/** A new member who reads the board in `language` (null: chose none). */
async function signUp(role: string, language: Language | null = null): Promise<Member> {
  members += 1;
  const name = `${role} ${members}-${process.pid}`;
  const { token, email } = await server.signUp(name);
  await db().update(users).set({ language }).where(eq(users.email, email));
  return { name, email, token };
}

let jobs = 0;
async function postJob(poster: Member): Promise<Job> {
  jobs += 1;
  const answer = await server.request<{ data: Job }>('/api/jobs', {
    token: poster.token,
    form: jobForm(
      {
        title: `Turned Down ${jobs}`,
        salary: '1',
        description: 'A brief',
        workType: '1',
        detail: '<p>Detail</p>',
        company: 'Boğaziçi',
      },
      { data: png, name: 'logo.png', type: 'image/png' },
    ),
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

async function applied(slug: string, applicant: Member): Promise<MyApplication> {
  const answer = await server.request(`/api/jobs/${slug}/applications`, {
    token: applicant.token,
    form: applicationForm('I would love to join.', { data: pdf() }),
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

/** A poster's posting with an application by each of `readers` (their languages). */
async function postingWith(...readers: (Language | null)[]) {
  const poster = await signUp('Poster');
  const job = await postJob(poster);
  const applicants: Member[] = [];
  const ids: number[] = [];
  for (const language of readers) {
    const applicant = await signUp('Applicant', language);
    applicants.push(applicant);
    ids.push((await applied(job.slug, applicant)).id);
  }
  return { poster, job, applicants, ids };
}

const setStatus = (id: number, body: unknown, token?: string, query = '') =>
  server.request(`/api/applications/${id}${query}`, {
    method: 'PATCH',
    ...(token !== undefined && { token }),
    json: body,
  });
const moveAll = (slug: string, body: unknown, token?: string, query = '') =>
  server.request(`/api/jobs/${slug}/applications${query}`, {
    method: 'PATCH',
    ...(token !== undefined && { token }),
    json: body,
  });
const mine = async (member: Member): Promise<MyApplication[]> =>
  (await server.request('/api/me/applications', { token: member.token })).body.data;
const postersList = async (slug: string, poster: Member): Promise<Application[]> =>
  (await server.request(`/api/jobs/${slug}/applications`, { token: poster.token })).body.data;

let templates = 0;
async function template(token: string, body: Record<string, string>): Promise<number> {
  templates += 1;
  const answer = await server.request('/api/me/rejection-templates', {
    method: 'POST',
    token,
    json: { name: `Şablon ${templates}`, ...body },
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.id;
}

/** The rejection messages the rows of `ids` keep, in their order. */
async function keptMessages(ids: number[]) {
  const rows = await db()
    .select({ id: applications.id, message: applications.rejectionMessage })
    .from(applications);
  return ids.map((id) => rows.find((row) => row.id === id)?.message);
}

/** The texts of application `id`'s status mails not sent yet. */
async function waitingMails(id: number): Promise<string[]> {
  const rows = await db()
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.applicationId, id), eq(outbox.status, 'pending')));
  return rows.map(({ text }) => text);
}

/** Ends the undo time of every waiting status mail, as time passing would, and wakes the sender. */
async function passUndoTime() {
  await db()
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(isNotNull(outbox.applicationId), eq(outbox.status, 'pending')));
  server.app.mailOutbox.nudge();
}

/** The rejection mail `applicant` gets in `language`, once it has come. */
async function rejectionMail(applicant: Member, job: Job, language: Language) {
  const email: Email = {
    kind: 'applicationStatusChanged',
    name: applicant.name,
    jobTitle: job.title,
    company: 'Boğaziçi',
    status: 'rejected',
    applicationsLink: `${server.baseUrl}${hrefs.myApplications()}`,
  };
  const { subject } = await renderEmail(email, { language, origin: server.baseUrl });
  return catcher.waitFor((mail) => mail.to === applicant.email && mail.subject === subject);
}

const bodies = {
  body_tr: 'Teşekkürler; bu kez başka bir adayla ilerliyoruz.',
  body_en: 'Thank you; we went on with another applicant this time.',
};

describe('a rejection’s message', () => {
  it('is kept as typed, shown to both sides, and dropped by any other status', async () => {
    const { poster, job, applicants, ids } = await postingWith('en');
    const [id] = ids as [number];
    const [applicant] = applicants as [Member];
    const message = '  Thank you for your time.\r\n\r\nWe chose someone else.  ';
    const answer = await setStatus(id, { status: 'rejected', message }, poster.token);
    expect(answer.status).toBe(200);
    const kept = 'Thank you for your time.\n\nWe chose someone else.';
    expect(answer.body.data).toMatchObject({
      status: 'rejected',
      rejection_message: kept,
      applicant: { name: applicant.name, language: 'en' },
    });
    expect((await mine(applicant))[0]?.rejection_message).toBe(kept);
    expect((await postersList(job.slug, poster))[0]?.rejection_message).toBe(kept);
    // Rejected again with other words: the status it has changes nothing.
    await setStatus(id, { status: 'rejected', message: 'Other words' }, poster.token);
    expect(await keptMessages([id])).toEqual([kept]);
    const moved = await setStatus(id, { status: 'interview' }, poster.token);
    expect(moved.body.data.rejection_message).toBeNull();
    expect(await keptMessages([id])).toEqual([null]);
    expect((await mine(applicant))[0]?.rejection_message).toBeNull();
    // Rejected without a message, or an empty one: none.
    for (const without of [{}, { message: ' \r\n ' }]) {
      await setStatus(id, { status: 'new' }, poster.token);
      const rejected = await setStatus(id, { status: 'rejected', ...without }, poster.token);
      expect(rejected.body.data.rejection_message).toBeNull();
    }
  });

  it('takes a message of exactly the longest length, and refuses a longer one', async () => {
    const { poster, ids } = await postingWith(null);
    const [id] = ids as [number];
    const longest = 'a'.repeat(rejectionLimits.messageMaxLength);
    const tooLong = await setStatus(
      id,
      { status: 'rejected', message: `${longest}b` },
      poster.token,
    );
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({
      message: [t('validation.maxLength', { max: rejectionLimits.messageMaxLength })],
    });
    const taken = await setStatus(id, { status: 'rejected', message: longest }, poster.token);
    expect(taken.body.data.rejection_message).toBe(longest);
  });

  it('from a template is its text in each applicant’s language, the other when theirs is empty', async () => {
    const { poster, ids } = await postingWith('en', 'tr', null);
    const both = await template(poster.token, bodies);
    const rejected = await Promise.all(
      ids.map((id) => setStatus(id, { status: 'rejected', template: both }, poster.token)),
    );
    expect(rejected.map(({ status }) => status)).toEqual([200, 200, 200]);
    expect(rejected.map(({ body }) => body.data.rejection_message)).toEqual([
      bodies.body_en,
      bodies.body_tr,
      bodies.body_tr,
    ]);

    for (const id of ids) await setStatus(id, { status: 'new' }, poster.token);
    const turkishOnly = await template(poster.token, { body_tr: bodies.body_tr });
    const englishOnly = await template(poster.token, { body_en: bodies.body_en });
    const [english, turkish, none] = ids as [number, number, number];
    await setStatus(english, { status: 'rejected', template: turkishOnly }, poster.token);
    await setStatus(turkish, { status: 'rejected', template: englishOnly }, poster.token);
    await setStatus(none, { status: 'rejected', template: englishOnly }, poster.token);
    expect(await keptMessages(ids)).toEqual([bodies.body_tr, bodies.body_en, bodies.body_en]);
  });

  it('from a template reaches each of several moved at once in their own language', async () => {
    const { poster, job, applicants, ids } = await postingWith('en', 'tr', null);
    const both = await template(poster.token, bodies);
    const answer = await moveAll(
      job.slug,
      { ids, status: 'rejected', template: both },
      poster.token,
    );
    expect(answer.status).toBe(200);
    const shown = new Map(
      (answer.body.data as Application[]).map((application) => [
        application.id,
        [application.applicant.language, application.rejection_message],
      ]),
    );
    expect(ids.map((id) => shown.get(id))).toEqual([
      ['en', bodies.body_en],
      ['tr', bodies.body_tr],
      [null, bodies.body_tr],
    ]);
    await passUndoTime();
    const [english, turkish, none] = applicants as [Member, Member, Member];
    expect((await rejectionMail(english, job, 'en')).text).toContain(`> ${bodies.body_en}`);
    expect((await rejectionMail(turkish, job, 'tr')).text).toContain(`> ${bodies.body_tr}`);
    expect((await rejectionMail(none, job, 'tr')).text).toContain(`> ${bodies.body_tr}`);
    // A template changed or deleted later leaves the words that were written.
    await server.request(`/api/me/rejection-templates/${both}`, {
      method: 'DELETE',
      token: poster.token,
    });
    expect((await mine(english))[0]?.rejection_message).toBe(bodies.body_en);
  });

  describe.each(languages)('refused in %s', (language) => {
    const words = apiTextsOf(language).t;
    const query = `?lang=${language}`;

    it('with a status other than rejected, or with both a message and a template', async () => {
      const { poster, job, ids } = await postingWith('tr');
      const [id] = ids as [number];
      const chosen = await template(poster.token, bodies);
      const onlyWith = [words('validation.messageOnlyWithRejection')];
      const cases: [unknown, Record<string, string[]>][] = [
        [{ status: 'interview', message: 'Hi' }, { message: onlyWith }],
        [{ status: 'new', template: chosen }, { template: onlyWith }],
        [
          { status: 'reviewed', message: 'Hi', template: chosen },
          { message: onlyWith, template: onlyWith },
        ],
        [
          { status: 'rejected', message: 'Hi', template: chosen },
          { message: [words('validation.messageOrTemplate')] },
        ],
      ];
      for (const [body, errors] of cases) {
        for (const answer of [
          await setStatus(id, body, poster.token, query),
          await moveAll(job.slug, { ids, ...(body as object) }, poster.token, query),
        ]) {
          expect(answer.status).toBe(422);
          expect(answer.body.errors).toEqual(errors);
        }
      }
      expect((await postersList(job.slug, poster))[0]?.status).toBe('new');
      expect(await waitingMails(id)).toEqual([]);
    });

    it('with another member’s template, or one gone, moving nothing', async () => {
      const { poster, job, ids } = await postingWith('tr');
      const [id] = ids as [number];
      const other = await signUp('Other');
      const theirs = await template(other.token, bodies);
      const missing = { template: [words('validation.templateMissing')] };
      for (const chosen of [theirs, 2_000_000_000]) {
        const body = { status: 'rejected', template: chosen };
        for (const answer of [
          await setStatus(id, body, poster.token, query),
          await moveAll(job.slug, { ids, ...body }, poster.token, query),
        ]) {
          expect(answer.status).toBe(422);
          expect(answer.body.errors).toEqual(missing);
        }
      }
      expect((await postersList(job.slug, poster))[0]?.status).toBe('new');
      // Another member's application stays theirs, template or not: 404 as before.
      const answer = await setStatus(id, { status: 'rejected', template: theirs }, other.token);
      expect(answer.status).toBe(404);
    });
  });
});

describe('the rejection mail', () => {
  it('quotes the message under its lead-in once the undo time has passed', async () => {
    const { poster, job, applicants, ids } = await postingWith('en');
    const [id] = ids as [number];
    const [applicant] = applicants as [Member];
    const message = 'Thank you, <b>really</b>.\nWe chose someone else.';
    await setStatus(id, { status: 'rejected', message }, poster.token);
    await passUndoTime();
    const mail = await rejectionMail(applicant, job, 'en');
    expect(mail.text).toContain(
      'The employer wrote you this message:\n\n> Thank you, <b>really</b>.\n> We chose someone else.',
    );
    expect(mail.html).toContain('Thank you, &lt;b&gt;really&lt;/b&gt;.<br/>We chose someone else.');
  });

  it('goes with an undo, the message with it; a change to another status mails no message', async () => {
    const { poster, job, applicants, ids } = await postingWith('tr', 'tr');
    const [undone, changed] = ids as [number, number];
    const [, second] = applicants as [Member, Member];
    const message = 'Bu kez olmadı.';
    for (const id of ids) await setStatus(id, { status: 'rejected', message }, poster.token);
    expect(await waitingMails(undone)).toEqual([expect.stringContaining(`> ${message}`)]);
    // Taken back within the undo time, to where it was: no mail, no message.
    await setStatus(undone, { status: 'new' }, poster.token);
    expect(await waitingMails(undone)).toEqual([]);
    expect(await keptMessages([undone])).toEqual([null]);
    // Changed to another status within it: that status's mail, without the message.
    await setStatus(changed, { status: 'interview' }, poster.token);
    const waiting = await waitingMails(changed);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).not.toContain(message);
    await passUndoTime();
    const interviewSubject = (
      await renderEmail(
        {
          kind: 'applicationStatusChanged',
          name: second.name,
          jobTitle: job.title,
          company: 'Boğaziçi',
          status: 'interview',
          applicationsLink: '',
        },
        { language: 'tr', origin: server.baseUrl },
      )
    ).subject;
    const mail = await catcher.waitFor(
      (sent) => sent.to === second.email && sent.subject === interviewSubject,
    );
    expect(mail.text).not.toContain(message);
    // No mail ever told of the message: the undone one's went with the undo.
    expect(catcher.messages().filter((sent) => sent.text.includes(message))).toEqual([]);
  });
});

describe('the member’s export', () => {
  it('holds their templates as a poster and the messages on their own applications', async () => {
    const { poster, applicants, ids } = await postingWith('en');
    const [id] = ids as [number];
    const [applicant] = applicants as [Member];
    await template(poster.token, bodies);
    await setStatus(id, { status: 'rejected', message: 'Not this time.' }, poster.token);
    const exportOf = async (member: Member) => {
      const answer = await server.request<Buffer>('/api/me/export', { token: member.token });
      expect(answer.status).toBe(200);
      return answer.body as Buffer;
    };
    const dataOf = async (member: Member) =>
      JSON.parse(
        strFromU8(unzipSync(new Uint8Array(await exportOf(member)))['data.json'] as Uint8Array),
      );
    const postersData = await dataOf(poster);
    expect(postersData.rejection_templates).toEqual([
      expect.objectContaining({ body_tr: bodies.body_tr, body_en: bodies.body_en }),
    ]);
    const applicantsData = await dataOf(applicant);
    expect(applicantsData.applications[0].rejection_message).toBe('Not this time.');
    expect(applicantsData.rejection_templates).toEqual([]);
  });
});
