import {
  type Application,
  type ApplicationNote,
  applicationStatuses,
  type CvProblem,
  cvNameMaxLength,
  hrefs,
  limits,
  type MyApplication,
  type StoredCv,
  screeningLimits,
} from '@job/contract';
import { type AnsweredStatus, type Email, renderEmail } from '@job/emails';
import { type MailCatcher, startMailCatcher } from '@job/machine';
import type { Language } from '@job/texts';
import { apiTextsOf } from '@job/texts/catalogues';
import { and, count, eq, gt, isNotNull, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCvs, applicationNotes, applications, outbox, users } from '../db/schema';
import type { Job } from '../jobs/service';
import { applicationForm, cvForm, pdf, type Upload } from '../test/applications';
import { jobForm, picture } from '../test/images';
import { relaxedLimits, startServer, type TestServer } from '../test/server';
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

/** A new member with a name of their own, signed up in `language` (none chosen: the default). */
async function signUp(role: string, language?: Language): Promise<Member> {
  members += 1;
  const name = `${role} ${members}-${process.pid}`;
  const email = `${role.toLowerCase()}${members}.${process.pid}@example.com`;
  const answer = await server.request(`/api/register${language ? `?lang=${language}` : ''}`, {
    json: { name, email, password: 'kestane-41', password_confirmation: 'kestane-41' },
  });
  expect(answer.status).toBe(201);
  return { name, email, token: answer.body.token };
}

const jobFields = { salary: '1', description: 'A brief', workType: '1', detail: '<p>Detail</p>' };

async function postJob(poster: Member, fields: Record<string, string> = {}): Promise<Job> {
  const answer = await server.request<{ data: Job }>('/api/jobs', {
    token: poster.token,
    form: jobForm(
      { ...jobFields, title: `Job ${members}`, company: 'Boğaziçi', location: 'İzmir', ...fields },
      { data: png, name: 'logo.png', type: 'image/png' },
    ),
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

/**
 * A CV's way in and out: 5 MB took 3 s on a quiet machine and over the client's default 30 s
 * beside two busy loops, so these calls wait as long as the test may.
 */
const bigBodyTimeoutMs = 90_000;

const apply = (
  slug: string,
  token: string | undefined,
  note: string | null = 'I would love to join.',
  cv: Upload | null | string = { data: pdf() },
  answers?: Record<string, string> | string,
  language?: Language,
) =>
  server.request(`/api/jobs/${slug}/applications${language ? `?lang=${language}` : ''}`, {
    ...(token !== undefined && { token }),
    form: applicationForm(note, cv, undefined, answers),
    timeoutMs: bigBodyTimeoutMs,
  });

async function applied(
  slug: string,
  applicant: Member,
  note?: string,
  cv?: Upload,
  answers?: Record<string, string>,
) {
  const answer = await apply(slug, applicant.token, note, cv, answers);
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data as MyApplication;
}

const mine = async (member: Member): Promise<MyApplication[]> =>
  (await server.request('/api/me/applications', { token: member.token })).body.data;
const applicationsOf = (slug: string, token?: string) =>
  server.request(`/api/jobs/${slug}/applications`, { ...(token !== undefined && { token }) });
const setStatus = (id: number, status: string, token?: string) =>
  server.request(`/api/applications/${id}`, {
    method: 'PATCH',
    ...(token !== undefined && { token }),
    json: { status },
  });
const moveAll = (slug: string, ids: unknown, status: string, token?: string) =>
  server.request(`/api/jobs/${slug}/applications`, {
    method: 'PATCH',
    ...(token !== undefined && { token }),
    json: { ids, status },
  });
const withdraw = (id: number, token?: string) =>
  server.request(`/api/me/applications/${id}/withdrawal`, {
    method: 'POST',
    ...(token !== undefined && { token }),
  });
const rate = (id: number, rating: unknown, token?: string) =>
  server.request(`/api/applications/${id}/rating`, {
    method: 'PUT',
    ...(token !== undefined && { token }),
    json: { rating },
  });
const addNote = (id: number, body: unknown, token?: string) =>
  server.request(`/api/applications/${id}/notes`, {
    method: 'POST',
    ...(token !== undefined && { token }),
    json: { body },
  });
const editNote = (id: number, noteId: number, body: unknown, token?: string) =>
  server.request(`/api/applications/${id}/notes/${noteId}`, {
    method: 'PATCH',
    ...(token !== undefined && { token }),
    json: { body },
  });
const deleteNote = (id: number, noteId: number, token?: string) =>
  server.request(`/api/applications/${id}/notes/${noteId}`, {
    method: 'DELETE',
    ...(token !== undefined && { token }),
  });
const cvOf = (id: number, token?: string) =>
  server.request(`/api/applications/${id}/cv`, {
    ...(token !== undefined && { token }),
    timeoutMs: bigBodyTimeoutMs,
  });

/** Puts the job's expiry in the past, as time passing would, and sweeps as the timer would. */
async function expire(slug: string) {
  await db().execute(
    sql`UPDATE jobs SET expires_at = now() - interval '1 second' WHERE slug = ${slug}`,
  );
  await server.app.expirySweeps.check();
}

/** How many applications, CVs and queued mails the database holds. */
async function rowCounts() {
  const [apps] = await db().select({ n: count() }).from(applications);
  const [cvs] = await db().select({ n: count() }).from(applicationCvs);
  const [mails] = await db().select({ n: count() }).from(outbox);
  return { applications: apps?.n, cvs: cvs?.n, mails: mails?.n };
}

/** The subjects of application `id`'s status mails not sent yet, oldest first. */
async function waitingStatusMails(id: number): Promise<string[]> {
  const rows = await db()
    .select({ subject: outbox.subject })
    .from(outbox)
    .where(and(eq(outbox.applicationId, id), eq(outbox.status, 'pending')))
    .orderBy(outbox.id);
  return rows.map(({ subject }) => subject);
}

/** Ends the undo time of every waiting status mail, as time passing would, and wakes the sender. */
async function passUndoTime() {
  await db()
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(isNotNull(outbox.applicationId), eq(outbox.status, 'pending')));
  server.app.mailOutbox.nudge();
}

/** The subject `email` has in `language`. */
async function subjectOf(email: Email, language: Language): Promise<string> {
  return (await renderEmail(email, { language, origin: server.baseUrl })).subject;
}

/** The mail to `to` that `email` would be in `language`, once it has come. */
async function mailed(to: string, email: Email, language: Language) {
  const subject = await subjectOf(email, language);
  return catcher.waitFor((mail) => mail.to === to && mail.subject === subject);
}

/** The status mail to an applicant who reads English, of a posting of the tests' company. */
const statusMailTo = (applicant: Member, job: Job, status: AnsweredStatus): Email => ({
  kind: 'applicationStatusChanged',
  name: applicant.name,
  jobTitle: job.title,
  company: 'Boğaziçi',
  status,
  applicationsLink: `${server.baseUrl}${hrefs.myApplications()}?lang=en`,
});

const jobTitleOf = (job: Job) => job.title;

/** The statuses whose change is mailed: all but new. */
const answeredStatuses = applicationStatuses.filter(
  (status): status is AnsweredStatus => status !== 'new',
);

describe('applying', () => {
  it('stores the application and its CV, and mails the poster and the applicant', async () => {
    const poster = await signUp('Poster', 'en');
    const applicant = await signUp('Applicant');
    const job = await postJob(poster, { title: 'Kıdemli Geliştirici' });
    const cv = pdf('Ayşe');
    const answer = await apply(job.slug, applicant.token, '  Merhaba,\nbaşvurmak isterim.  ', {
      data: cv,
      name: 'Özgeçmiş Ayşe.pdf',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      message: apiTextsOf('default').t('toast.applied'),
      data: {
        id: expect.any(Number),
        status: 'new',
        note: 'Merhaba,\nbaşvurmak isterim.',
        answers: [],
        created_at: expect.any(String),
        status_changed_at: null,
        stages: [],
        withdrawn_at: null,
        posting: {
          title: 'Kıdemli Geliştirici',
          company: 'Boğaziçi',
          location: 'İzmir',
          slug: job.slug,
          state: 'live',
        },
        cv: { name: 'Özgeçmiş Ayşe.pdf', size: cv.length },
        rejection_message: null,
      },
    });
    expect(await mine(applicant)).toEqual([answer.body.data]);

    // Back byte for byte, as a download.
    const download = await cvOf(answer.body.data.id, applicant.token);
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body, cv)).toBe(0);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Ozgecmis Ayse.pdf"; filename*=UTF-8''${encodeURIComponent('Özgeçmiş Ayşe.pdf')}`,
    );
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');

    // The poster reads English, the applicant chose no language: Turkish.
    const applicantsLink = `${server.baseUrl}${hrefs.applicants(job.slug)}?lang=en`;
    const received = await mailed(
      poster.email,
      {
        kind: 'applicationReceived',
        name: poster.name,
        jobTitle: 'Kıdemli Geliştirici',
        applicantName: applicant.name,
        note: 'Merhaba,\nbaşvurmak isterim.',
        applicants: 1,
        applicantsLink,
      },
      'en',
    );
    expect(received.text).toContain(applicantsLink);
    expect(received.text).toContain('> Merhaba,\n> başvurmak isterim.');
    expect(received.text).toContain('This is the first application to your job.');
    const applicationsLink = `${server.baseUrl}${hrefs.myApplications()}`;
    const sent = await mailed(
      applicant.email,
      {
        kind: 'applicationSent',
        name: applicant.name,
        jobTitle: 'Kıdemli Geliştirici',
        company: 'Boğaziçi',
        applicationsLink,
      },
      'tr',
    );
    expect(sent.text).toContain(applicationsLink);
    // Neither learns the other's address from the mail.
    expect(received.text).not.toContain(applicant.email);
    expect(sent.text).not.toContain(poster.email);
  });

  it('counts the applications in the poster’s mail and quotes no more than the start of the note', async () => {
    const poster = await signUp('Poster', 'en');
    const job = await postJob(poster);
    await applied(job.slug, await signUp('Applicant'));
    const second = await signUp('Applicant');
    const note = `${'kelime '.repeat(100)}SON`;
    await applied(job.slug, second, note);
    const mail = await mailed(
      poster.email,
      {
        kind: 'applicationReceived',
        name: poster.name,
        jobTitle: job.title,
        applicantName: second.name,
        note,
        applicants: 2,
        applicantsLink: '',
      },
      'en',
    );
    expect(mail.text).toContain('Your job has had 2 applications so far.');
    expect(mail.text).toContain('kelime kelime');
    expect(mail.text).not.toContain('SON');
  });

  it('answers a second application 409 with the date of the first, and stores nothing', async () => {
    const poster = await signUp('Poster');
    const applicant = await signUp('Applicant');
    const job = await postJob(poster);
    const first = await applied(job.slug, applicant);
    const before = await rowCounts();
    // A reader who chose no language gets the API's English words, the date in English with them.
    for (const [language, dateLanguage] of [
      ['en', 'en'],
      ['tr', 'tr'],
      ['default', 'en'],
    ] as const) {
      const query = language === 'default' ? '' : `?lang=${language}`;
      const again = await server.request(`/api/jobs/${job.slug}/applications${query}`, {
        token: applicant.token,
        form: applicationForm('Once more', { data: pdf() }),
      });
      expect(again.status).toBe(409);
      const date = new Intl.DateTimeFormat(dateLanguage, {
        dateStyle: 'long',
        timeZone: 'Europe/Istanbul',
      }).format(new Date(first.created_at));
      expect(again.body).toEqual({
        message: apiTextsOf(language).t('api.alreadyApplied', { date }),
        applied_at: first.created_at,
      });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a posting that is not there (404), the member’s own (403), an expired one (410)', async () => {
    const poster = await signUp('Poster');
    const applicant = await signUp('Applicant');
    const job = await postJob(poster);
    const before = await rowCounts();
    expect(await apply('no-such-job', applicant.token)).toMatchObject({
      status: 404,
      body: { message: t('api.jobNotFound') },
    });
    // The posting is judged before the form: a bad note or file changes nothing.
    expect(await apply(job.slug, poster.token, '', { data: png })).toMatchObject({
      status: 403,
      body: { message: t('api.ownPosting') },
    });
    await expire(job.slug);
    expect(await apply(job.slug, applicant.token, '', null)).toMatchObject({
      status: 410,
      body: { message: t('api.postingExpired') },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it.each(['%00', 'a%01b'])(
    'refuses a slug with a control character (%s) as the schema does',
    async (slug) => {
      const answer = await apply(slug, (await signUp('Applicant')).token);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({
        slug: [t('api.fieldControlCharacters', { field: 'slug' })],
      });
    },
  );

  it.each([
    ['url', 'https://kariyer.example.com/basvur'],
    ['email', 'ik@example.com'],
  ])('refuses a posting that takes applications by %s with 409 and no date', async (method, to) => {
    const poster = await signUp('Poster');
    const job = await postJob(poster, { applyMethod: method, applyTo: to });
    const answer = await apply(job.slug, (await signUp('Applicant')).token);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: t('api.appliesElsewhere') });
  });

  it('refuses a note past the longest length with the form’s message', async () => {
    const job = await postJob(await signUp('Poster'));
    const applicant = await signUp('Applicant');
    const before = await rowCounts();
    const answer = await apply(job.slug, applicant.token, 'x'.repeat(limits.noteMaxLength + 1));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      note: [t('validation.maxLength', { max: limits.noteMaxLength })],
    });
    expect(await rowCounts()).toEqual(before);
  });

  it.each([null, '', '  \r\n  '])('takes an application without a note (%j)', async (note) => {
    const job = await postJob(await signUp('Poster'));
    const answer = await apply(job.slug, (await signUp('Applicant')).token, note);
    expect(answer.status).toBe(201);
    expect(answer.body.data.note).toBe('');
  });

  it('requires a note when the posting asks for one, and says so by the field', async () => {
    const job = await postJob(await signUp('Poster'), { coverNoteRequired: 'true' });
    const applicant = await signUp('Applicant');
    const before = await rowCounts();
    const refused = await apply(job.slug, applicant.token, '  ');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ note: [t('validation.noteRequired')] });
    expect(await rowCounts()).toEqual(before);
    expect((await apply(job.slug, applicant.token, 'Merhaba')).status).toBe(201);
  });

  it('takes a note of exactly the longest length', async () => {
    const job = await postJob(await signUp('Poster'));
    const note = 'ş'.repeat(limits.noteMaxLength);
    const stored = await applied(job.slug, await signUp('Applicant'), note);
    expect(stored.note).toBe(note);
  });
});

describe('the screening questions', () => {
  /** One question of each kind: a yes or no and a number required, a choice and a text not. */
  const questions = [
    {
      id: 'izin',
      kind: 'yes_no',
      label: 'Türkiye’de çalışma izniniz var mı?',
      required: true,
      disqualifying_answer: 'no',
    },
    {
      id: 'yil',
      kind: 'number',
      label: 'Kaç yıl React deneyiminiz var?',
      required: true,
      minimum: 2,
    },
    {
      id: 'sehir',
      kind: 'choice',
      label: 'Hangi şehirde çalışırsınız?',
      choices: ['İzmir', 'Ankara', 'Van'],
      disqualifying_answer: 'Van',
    },
    { id: 'not', kind: 'text', label: 'Eklemek istediğiniz bir şey var mı?' },
  ];
  const asking = (poster: Member, asked: unknown = questions) =>
    postJob(poster, { screeningQuestions: JSON.stringify(asked) });
  const answerTo = (
    slug: string,
    applicant: Member,
    answers?: Record<string, string> | string,
    language?: Language,
  ) => apply(slug, applicant.token, 'Merhaba', { data: pdf() }, answers, language);

  it('refuses a required question left unanswered, by the question, in the reader’s words', async () => {
    const job = await asking(await signUp('Poster'));
    const applicant = await signUp('Applicant');
    const before = await rowCounts();
    const unanswered: (Record<string, string> | undefined)[] = [
      undefined,
      {},
      { izin: '  ', sehir: 'İzmir' },
    ];
    for (const answers of unanswered) {
      const refused = await answerTo(job.slug, applicant, answers, 'tr');
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({
        'answers.izin': ['Bu soruyu yanıtlayın.'],
        'answers.yil': ['Bu soruyu yanıtlayın.'],
      });
    }
    const english = await answerTo(job.slug, applicant, { izin: 'yes' }, 'en');
    expect(english.body).toEqual({
      message: 'Answer this question.',
      errors: { 'answers.yil': ['Answer this question.'] },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an answer of the wrong kind, and answers it cannot read', async () => {
    const job = await asking(await signUp('Poster'));
    const applicant = await signUp('Applicant');
    const before = await rowCounts();
    const wrong = await answerTo(job.slug, applicant, {
      izin: 'belki',
      yil: 'abc',
      sehir: 'İstanbul',
      not: 'ş'.repeat(screeningLimits.textAnswerMaxLength + 1),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      'answers.izin': [t('validation.answerChoose')],
      'answers.yil': [t('validation.answerNumber')],
      'answers.sehir': [t('validation.answerChoose')],
      'answers.not': [t('validation.maxLength', { max: screeningLimits.textAnswerMaxLength })],
    });
    for (const text of [
      '{"izin": "yes"',
      '["yes"]',
      '"yes"',
      'null',
      '{"izin": true}',
      '{"izin": "a\\u0000"}',
    ]) {
      const unreadable = await answerTo(job.slug, applicant, text);
      expect(unreadable.status, text).toBe(422);
      expect(unreadable.body.errors, text).toEqual({
        answers: [t('validation.answersUnreadable')],
      });
    }
    // Beside the note's and the CV's errors, in one answer.
    const all = await apply(job.slug, applicant.token, 'ş'.repeat(limits.noteMaxLength + 1), null, {
      izin: 'yes',
    });
    expect(Object.keys(all.body.errors).sort()).toEqual(['answers.yil', 'cv', 'note']);
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps the answers with what disqualifies, which only the poster sees', async () => {
    const poster = await signUp('Poster');
    const job = await asking(poster);
    const [first, second, third, fourth] = [
      await signUp('Applicant'),
      await signUp('Applicant'),
      await signUp('Applicant'),
      await signUp('Applicant'),
    ];
    // A disqualifying yes or no, and a choice that disqualifies.
    const noPermit = await applied(job.slug, first, 'Bir', undefined, {
      izin: 'no',
      yil: ' 5 ',
      sehir: 'Van',
    });
    // A number below the minimum, with a comma.
    const tooFew = await applied(job.slug, second, 'İki', undefined, { izin: 'yes', yil: '1,5' });
    // Exactly the minimum, and ids the posting does not ask, which are left out.
    const fits = await applied(job.slug, third, 'Üç', undefined, {
      yil: '2',
      izin: 'yes',
      not: 'Hafta sonu da çalışabilirim.',
      baska: 'sorulmadı',
      constructor: 'sorulmadı',
    });
    const given = (question: (typeof questions)[number], answer: string) => ({
      question_id: question.id,
      label: question.label,
      kind: question.kind,
      answer,
    });
    const [izin, yil, sehir, not] = questions as [
      (typeof questions)[number],
      (typeof questions)[number],
      (typeof questions)[number],
      (typeof questions)[number],
    ];
    // The applicant sees their answers, in the questions' order, never whether one disqualifies.
    expect(noPermit.answers).toEqual([given(izin, 'no'), given(yil, '5'), given(sehir, 'Van')]);
    expect(tooFew.answers).toEqual([given(izin, 'yes'), given(yil, '1,5')]);
    expect(fits.answers).toEqual([
      given(izin, 'yes'),
      given(yil, '2'),
      given(not, 'Hafta sonu da çalışabilirim.'),
    ]);
    const listed = (await mine(first))[0];
    expect(listed?.answers).toEqual(noPermit.answers);
    expect(JSON.stringify(await mine(first))).not.toMatch(/disqualif/);

    // The poster sees each answer's verdict, and the questions with their rules.
    const answer = await applicationsOf(job.slug, poster.token);
    expect(answer.status).toBe(200);
    const byNote = new Map(
      (answer.body.data as Application[]).map((application) => [application.note, application]),
    );
    expect(byNote.get('Bir')).toMatchObject({
      answers: [
        { ...given(izin, 'no'), disqualifying: true },
        { ...given(yil, '5'), disqualifying: false },
        { ...given(sehir, 'Van'), disqualifying: true },
      ],
      disqualified: true,
    });
    expect(byNote.get('İki')).toMatchObject({
      answers: [
        { ...given(izin, 'yes'), disqualifying: false },
        { ...given(yil, '1,5'), disqualifying: true },
      ],
      disqualified: true,
    });
    expect(byNote.get('Üç')).toMatchObject({
      answers: [
        { ...given(izin, 'yes'), disqualifying: false },
        { ...given(yil, '2'), disqualifying: false },
        { ...given(not, 'Hafta sonu da çalışabilirim.'), disqualifying: false },
      ],
      disqualified: false,
    });
    const kept = (await server.request(`/api/jobs/${job.slug}/questions`, { token: poster.token }))
      .body.data;
    expect(answer.body.questions).toEqual(kept);
    expect(kept.map((question: { id: string }) => question.id)).toEqual([
      'izin',
      'yil',
      'sehir',
      'not',
    ]);
    expect(kept[1]).toMatchObject({ minimum: 2 });

    // An answer keeps its question's words as they were when it was sent.
    const edited = await server.request(`/api/jobs/${job.slug}`, {
      method: 'PUT',
      token: poster.token,
      form: jobForm({
        ...jobFields,
        title: job.title,
        screeningQuestions: JSON.stringify([{ ...izin, label: 'Çalışma izniniz var mı?' }]),
      }),
    });
    expect(edited.status).toBe(200);
    const later = await applied(job.slug, fourth, 'Dört', undefined, {
      izin: 'no',
      yil: 'okunmaz',
    });
    expect(later.answers).toEqual([{ ...given(izin, 'no'), label: 'Çalışma izniniz var mı?' }]);
    const after = await applicationsOf(job.slug, poster.token);
    const earlier = (after.body.data as Application[]).find(
      (application) => application.note === 'Bir',
    );
    expect(earlier?.answers[0]).toEqual({ ...given(izin, 'no'), disqualifying: true });
  });

  it('ignores answers to a posting that asks none', async () => {
    const job = await postJob(await signUp('Poster'));
    const answered = await applied(job.slug, await signUp('Applicant'), 'Merhaba', undefined, {
      izin: 'yes',
    });
    expect(answered.answers).toEqual([]);
  });

  it('reads a question named as every object’s own property as any other', async () => {
    const job = await asking(await signUp('Poster'), [
      { id: 'constructor', kind: 'yes_no', label: 'Ehliyet?', required: true },
    ]);
    const applicant = await signUp('Applicant');
    const refused = await answerTo(job.slug, applicant, {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'answers.constructor': [t('validation.answerRequired')],
    });
    expect((await answerTo(job.slug, applicant, { constructor: 'yes' })).status).toBe(201);
  });
});

describe('the CV file', () => {
  const whole = pdf('whole');
  // Made as each test runs: the picture exists once the server has started.
  const cases: [
    string,
    () => Upload | null | string,
    number,
    CvProblem | 'validation.cvRequired',
  ][] = [
    ['a PNG renamed .pdf', () => ({ data: png, name: 'cv.pdf' }), 422, 'validation.cvNotPdf'],
    [
      'an HTML page sent as application/pdf',
      () => ({ data: Buffer.from('<!doctype html><title>%PDF-</title>%%EOF'), name: 'cv.pdf' }),
      422,
      'validation.cvNotPdf',
    ],
    ['an empty file', () => ({ data: Buffer.alloc(0) }), 422, 'validation.cvEmpty'],
    [
      'a PDF cut short',
      () => ({ data: whole.subarray(0, whole.length - 10) }),
      422,
      'validation.cvTruncated',
    ],
    [
      'a file of 5 MB and one byte',
      () => ({ data: Buffer.alloc(limits.cvMaxBytes + 1) }),
      413,
      'validation.cvTooLarge',
    ],
    ['no file', () => null, 422, 'validation.cvRequired'],
    ['a text field named cv', () => 'cv.pdf', 422, 'validation.cvRequired'],
  ];

  it.each(cases)('refuses %s, storing nothing', async (_name, upload, status, message) => {
    const job = await postJob(await signUp('Poster'));
    const applicant = await signUp('Applicant');
    const before = await rowCounts();
    const answer = await apply(job.slug, applicant.token, 'Hello', upload());
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(t(message));
    if (status === 422) expect(answer.body.errors).toEqual({ cv: [t(message)] });
    expect(await rowCounts()).toEqual(before);
  });

  it('takes a PDF of exactly 5 MB whatever type and name it was sent with', async () => {
    const job = await postJob(await signUp('Poster'));
    const head = pdf('big');
    const data = Buffer.concat([Buffer.alloc(limits.cvMaxBytes - head.length, 0x20), head]);
    data.write('%PDF-1.4', 0, 'latin1');
    const applicant = await signUp('Applicant');
    const stored = await applied(job.slug, applicant, 'Big', {
      data,
      name: `${'ü'.repeat(150)}.docx`,
      type: 'application/octet-stream',
    });
    expect(stored.cv).toEqual({
      name: `${'ü'.repeat(cvNameMaxLength - 4)}.pdf`,
      size: data.length,
    });
    const download = await cvOf(stored.id, applicant.token);
    expect(Buffer.compare(download.body, data)).toBe(0);
  });

  it('refuses two files with 413', async () => {
    const job = await postJob(await signUp('Poster'));
    const form = applicationForm('Two', { data: pdf() });
    form.append('cv', new Blob([pdf()], { type: 'application/pdf' }), 'second.pdf');
    const applicant = await signUp('Applicant');
    const before = await rowCounts();
    const answer = await server.request(`/api/jobs/${job.slug}/applications`, {
      token: applicant.token,
      form,
    });
    expect(answer).toMatchObject({ status: 413, body: { message: t('api.oneCvOnly') } });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('applying with a stored CV', () => {
  async function storeCv(member: Member, cv: Upload): Promise<StoredCv> {
    const answer = await server.request('/api/me/cvs', {
      method: 'POST',
      token: member.token,
      form: cvForm(cv),
    });
    if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
    return answer.body.data;
  }

  const applyWith = (slug: string, member: Member, storedCv?: number, cv: Upload | null = null) =>
    server.request(`/api/jobs/${slug}/applications`, {
      token: member.token,
      form: applicationForm('Stored', cv, storedCv),
    });

  it('sends a copy of it, which replacing or deleting the stored one leaves as it was', async () => {
    const poster = await signUp('Poster');
    const applicant = await signUp('Applicant');
    const job = await postJob(poster);
    const bytes = pdf('stored on the profile');
    const kept = await storeCv(applicant, { data: bytes, name: 'Kayıtlı CV.pdf' });
    const answer = await applyWith(job.slug, applicant, kept.id);
    expect(answer.status).toBe(201);
    const { id, cv } = answer.body.data as MyApplication;
    expect(cv).toEqual({ name: 'Kayıtlı CV.pdf', size: bytes.length });
    const sent = async () => {
      const download = await cvOf(id, poster.token);
      expect(download.status).toBe(200);
      expect(Buffer.compare(download.body, bytes)).toBe(0);
      expect(download.headers.get('content-disposition')).toContain('Kay%C4%B1tl%C4%B1%20CV.pdf');
    };
    await sent();

    const replaced = await server.request(`/api/me/cvs/${kept.id}`, {
      method: 'PUT',
      token: applicant.token,
      form: cvForm({ data: pdf('a newer version') }),
    });
    expect(replaced.status).toBe(200);
    await sent();
    const deleted = await server.request(`/api/me/cvs/${kept.id}`, {
      method: 'DELETE',
      token: applicant.token,
    });
    expect(deleted.status).toBe(204);
    await sent();
    expect((await mine(applicant))[0]?.cv).toEqual({ name: 'Kayıtlı CV.pdf', size: bytes.length });
  });

  it('refuses another member’s stored CV, or none of that id, as one no longer on the profile', async () => {
    const job = await postJob(await signUp('Poster'));
    const applicant = await signUp('Applicant');
    const theirs = await storeCv(await signUp('Other'), { data: pdf('not yours') });
    const before = await rowCounts();
    for (const id of [theirs.id, 2_000_000_000, 9_999_999_999]) {
      const answer = await applyWith(job.slug, applicant, id);
      expect(answer.status, String(id)).toBe(422);
      expect(answer.body.errors).toEqual({ stored_cv: [t('validation.storedCvMissing')] });
      expect(JSON.stringify(answer.body)).not.toContain('not yours');
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('takes exactly one of a stored CV and a file: both or neither are refused', async () => {
    const job = await postJob(await signUp('Poster'));
    const applicant = await signUp('Applicant');
    const kept = await storeCv(applicant, { data: pdf() });
    const before = await rowCounts();
    const both = await applyWith(job.slug, applicant, kept.id, { data: pdf() });
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual({ cv: [t('validation.cvOrStoredCv')] });
    const neither = await applyWith(job.slug, applicant);
    expect(neither.status).toBe(422);
    expect(neither.body.errors).toEqual({ cv: [t('validation.cvRequired')] });
    const malformed = await server.request(`/api/jobs/${job.slug}/applications`, {
      token: applicant.token,
      form: (() => {
        const form = applicationForm('Hello', null);
        form.append('stored_cv', 'first');
        return form;
      })(),
    });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors)).toEqual(['stored_cv']);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('the lists', () => {
  it('show the applicant their applications newest first, wherever the posting went', async () => {
    const poster = await signUp('Poster');
    const applicant = await signUp('Applicant');
    const [live, expiring, removed] = [
      await postJob(poster, { title: 'Stays Live' }),
      await postJob(poster, { title: 'Expires' }),
      await postJob(poster, { title: 'Is Removed', company: '', location: '' }),
    ];
    for (const job of [live, expiring, removed]) await applied(job.slug, applicant);
    await expire(expiring.slug);
    const deleted = await server.request(`/api/jobs/${removed.slug}`, {
      method: 'DELETE',
      token: poster.token,
    });
    expect(deleted.status).toBe(204);

    const list = await mine(applicant);
    expect(list.map((application) => application.posting)).toEqual([
      { title: 'Is Removed', company: null, location: null, slug: null, state: 'removed' },
      {
        title: 'Expires',
        company: 'Boğaziçi',
        location: 'İzmir',
        slug: expiring.slug,
        state: 'expired',
      },
      {
        title: 'Stays Live',
        company: 'Boğaziçi',
        location: 'İzmir',
        slug: live.slug,
        state: 'live',
      },
    ]);
    // The deleted posting's CV went with it, in the database itself.
    const [gone, kept] = [list[0], list[1]];
    expect(gone?.cv).toBeNull();
    expect(kept?.cv).not.toBeNull();
    expect((await cvOf(gone?.id ?? 0, applicant.token)).status).toBe(404);
    const [cvRow] = await db()
      .select({ n: count() })
      .from(applicationCvs)
      .where(eq(applicationCvs.applicationId, gone?.id ?? 0));
    expect(cvRow?.n).toBe(0);
  });

  it('show the poster a posting’s applications newest first, and count them on their postings', async () => {
    const poster = await signUp('Poster');
    const job = await postJob(poster);
    const untouched = await postJob(poster, { title: 'No Applications' });
    const first = await signUp('Applicant');
    const second = await signUp('Applicant');
    const one = await applied(job.slug, first, 'First note');
    const two = await applied(job.slug, second, 'Second note', { data: pdf(), name: 'cv2.pdf' });

    const answer = await applicationsOf(job.slug, poster.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body.job).toMatchObject({ slug: job.slug, title: job.title });
    expect(answer.body.data).toEqual([
      {
        id: two.id,
        status: 'new',
        note: 'Second note',
        answers: [],
        disqualified: false,
        created_at: two.created_at,
        status_changed_at: null,
        stages: [],
        withdrawn_at: null,
        rating: null,
        notes: [],
        applicant: { name: second.name, email: second.email, language: null },
        rejection_message: null,
        cv: { name: 'cv2.pdf', size: pdf().length },
      },
      {
        id: one.id,
        status: 'new',
        note: 'First note',
        answers: [],
        disqualified: false,
        created_at: one.created_at,
        status_changed_at: null,
        stages: [],
        withdrawn_at: null,
        rating: null,
        notes: [],
        applicant: { name: first.name, email: first.email, language: null },
        rejection_message: null,
        cv: { name: 'cv.pdf', size: pdf().length },
      },
    ] satisfies Application[]);

    await setStatus(one.id, 'reviewed', poster.token);
    const postings = await server.request<{ data: Job[] }>('/api/me/jobs', { token: poster.token });
    expect(
      postings.body.data.map((posting) => [jobTitleOf(posting), posting.applications]),
    ).toEqual([
      [untouched.title, { total: 0, new: 0 }],
      [job.title, { total: 2, new: 1 }],
    ]);
  });
});

describe('the poster’s answer', () => {
  it('sets the status the applicant sees, mails them in their language, and mails nothing for no change', async () => {
    const poster = await signUp('Poster');
    const applicant = await signUp('Applicant', 'en');
    const job = await postJob(poster, { title: 'Answered Job' });
    const application = await applied(job.slug, applicant);

    const answer = await server.request(`/api/applications/${application.id}?lang=en`, {
      method: 'PATCH',
      token: poster.token,
      json: { status: 'interview' },
    });
    expect(answer.status).toBe(200);
    const english = apiTextsOf('en').t;
    expect(answer.body.message).toBe(
      english('toast.applicationStatusSet', { status: english('applicationStatus.interview') }),
    );
    expect(answer.body.data).toMatchObject({
      id: application.id,
      status: 'interview',
      status_changed_at: expect.any(String),
      applicant: { name: applicant.name, email: applicant.email },
    });
    const [seen] = await mine(applicant);
    expect(seen).toMatchObject({
      status: 'interview',
      status_changed_at: answer.body.data.status_changed_at,
    });
    const applicationsLink = `${server.baseUrl}${hrefs.myApplications()}?lang=en`;
    const answered = {
      kind: 'applicationStatusChanged',
      name: applicant.name,
      jobTitle: 'Answered Job',
      company: 'Boğaziçi',
      applicationsLink,
    } as const;
    await passUndoTime();
    const mail = await mailed(applicant.email, { ...answered, status: 'interview' }, 'en');
    expect(mail.text).toContain(applicationsLink);

    // The same status again: nothing changes, nobody is mailed.
    const mailsBefore = (await rowCounts()).mails;
    const again = await setStatus(application.id, 'interview', poster.token);
    expect(again.status).toBe(200);
    expect(again.body.data.status_changed_at).toBe(answer.body.data.status_changed_at);
    // Back to new: no mail either, and no answer to tell of.
    const renewed = await setStatus(application.id, 'new', poster.token);
    expect(renewed.body.data).toMatchObject({ status: 'new', status_changed_at: null });
    expect((await rowCounts()).mails).toBe(mailsBefore);
    await setStatus(application.id, 'rejected', poster.token);
    expect((await rowCounts()).mails).toBe((mailsBefore ?? 0) + 1);
    await passUndoTime();
    await mailed(applicant.email, { ...answered, status: 'rejected' }, 'en');
  });

  describe('its undo time', () => {
    /**
     * An application to a new posting by an applicant in English; the subjects of its status
     * mails, and those that have come.
     */
    async function answering() {
      const poster = await signUp('Poster');
      const applicant = await signUp('Applicant', 'en');
      const job = await postJob(poster, { title: `Undone Job ${members}` });
      const { id } = await applied(job.slug, applicant);
      const subjectFor = (status: AnsweredStatus) =>
        subjectOf(statusMailTo(applicant, job, status), 'en');
      const subjects = Object.fromEntries(
        await Promise.all(
          answeredStatuses.map(async (status) => [status, await subjectFor(status)] as const),
        ),
      ) as Record<AnsweredStatus, string>;
      const isStatusMail = (mail: { to: string; subject: string }) =>
        mail.to === applicant.email && Object.values(subjects).includes(mail.subject);
      return {
        id,
        poster,
        applicant,
        job,
        subjects,
        change: async (status: string) =>
          expect((await setStatus(id, status, poster.token)).status).toBe(200),
        nextStatusMail: () => catcher.waitFor(isStatusMail),
        statusMails: () => catcher.messages().filter(isStatusMail),
      };
    }

    it('holds the mail for the contract’s time before a sender may take it', async () => {
      const { id, change } = await answering();
      await change('interview');
      const [waiting] = await db()
        .select({ inMs: sql<number>`extract(epoch from next_attempt_at - now()) * 1000` })
        .from(outbox)
        .where(eq(outbox.applicationId, id));
      expect(Number(waiting?.inMs)).toBeGreaterThan(limits.statusMailDelayMs - 10_000);
      expect(Number(waiting?.inMs)).toBeLessThanOrEqual(limits.statusMailDelayMs);
    });

    it('sends nothing for a change taken back within it', async () => {
      const { id, change, nextStatusMail, statusMails } = await answering();
      await change('rejected');
      expect(await waitingStatusMails(id)).toHaveLength(1);
      await change('new');
      expect(await waitingStatusMails(id)).toEqual([]);
      // Through other statuses and back, after a mail that went: nothing more.
      await change('reviewed');
      await passUndoTime();
      const reviewed = await nextStatusMail();
      await change('rejected');
      await change('interview');
      await change('reviewed');
      expect(await waitingStatusMails(id)).toEqual([]);
      expect(statusMails()).toEqual([reviewed]);
    });

    it('sends one mail, of the last status, for several changes within it', async () => {
      const { id, subjects, change, nextStatusMail, statusMails } = await answering();
      await change('reviewed');
      await change('rejected');
      await change('interview');
      expect(await waitingStatusMails(id)).toEqual([subjects.interview]);
      await passUndoTime();
      expect((await nextStatusMail()).subject).toBe(subjects.interview);
      expect(statusMails()).toHaveLength(1);
    });

    it('takes back no mail a sender has taken: the next change is mailed in its turn', async () => {
      const { id, subjects, change } = await answering();
      await change('interview');
      // As a sender's claim leaves it while it sends.
      await db()
        .update(outbox)
        .set({ attempts: 1, nextAttemptAt: sql`now() + interval '1 hour'` })
        .where(eq(outbox.applicationId, id));
      await change('rejected');
      expect(await waitingStatusMails(id)).toEqual([subjects.interview, subjects.rejected]);
    });

    it('mails the stages offer and hired like any other', async () => {
      const { id, subjects, change, nextStatusMail } = await answering();
      await change('offer');
      expect(await waitingStatusMails(id)).toEqual([subjects.offer]);
      await passUndoTime();
      expect((await nextStatusMail()).subject).toBe(subjects.offer);
      await change('hired');
      expect(await waitingStatusMails(id)).toEqual([subjects.hired]);
    });

    it('shows both sides the stages as mailed: the changes of one undo time as one', async () => {
      const { id, applicant, poster, job, change, nextStatusMail } = await answering();
      const stagesSeen = async () => {
        const applicants = (await applicationsOf(job.slug, poster.token)).body.data;
        const own = (await mine(applicant)).find((shown) => shown.id === id);
        const postersStages = applicants.find((shown: Application) => shown.id === id)?.stages;
        expect(own?.stages).toEqual(postersStages);
        return own?.stages.map(({ status }) => status);
      };
      expect(await stagesSeen()).toEqual([]);
      await change('reviewed');
      await passUndoTime();
      await nextStatusMail();
      await change('rejected');
      await change('interview');
      expect(await stagesSeen()).toEqual(['reviewed', 'interview']);
      await change('reviewed');
      expect(await stagesSeen()).toEqual(['reviewed']);
      await change('offer');
      await passUndoTime();
      await nextStatusMail();
      const [reviewed, offer] =
        (await mine(applicant)).find((shown) => shown.id === id)?.stages ?? [];
      expect(Date.parse(offer?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(reviewed?.at ?? ''));
      expect(offer?.status).toBe('offer');
    });

    it('mails no status twice: back to new and again after its mail went sends nothing more', async () => {
      const { id, applicant, subjects, change, nextStatusMail, statusMails } = await answering();
      await change('interview');
      await passUndoTime();
      expect((await nextStatusMail()).subject).toBe(subjects.interview);
      await change('new');
      await change('interview');
      expect(await waitingStatusMails(id)).toEqual([]);
      // Nor a stage the applicant was never told of.
      const stages = (await mine(applicant)).find((shown) => shown.id === id)?.stages;
      expect(stages?.map(({ status }) => status)).toEqual(['interview']);
      // Back to new and on to another stage: that one is news.
      await change('new');
      await change('reviewed');
      expect(await waitingStatusMails(id)).toEqual([subjects.reviewed]);
      expect(statusMails()).toHaveLength(1);
    });

    it('goes with the application when its applicant leaves', async () => {
      const { id, applicant, change } = await answering();
      await change('rejected');
      const deleted = await server.request('/api/me', {
        method: 'DELETE',
        token: applicant.token,
        json: { current_password: 'kestane-41' },
      });
      expect(deleted.status).toBe(204);
      expect(await waitingStatusMails(id)).toEqual([]);
    });
  });

  describe('several at once', () => {
    /** A posting with `count` applications by applicants in English, newest last. */
    async function postingWith(count: number) {
      const poster = await signUp('Poster');
      const job = await postJob(poster, { title: `Busy Job ${members}` });
      const applicants: Member[] = [];
      const ids: number[] = [];
      for (let index = 0; index < count; index++) {
        const applicant = await signUp('Applicant', 'en');
        applicants.push(applicant);
        ids.push((await applied(job.slug, applicant)).id);
      }
      return { poster, job, applicants, ids };
    }

    it('moves each to the stage, mails each applicant once the undo time has passed, and undoes as one', async () => {
      const { poster, job, applicants, ids } = await postingWith(3);
      const [first, second, third] = ids as [number, number, number];
      expect((await setStatus(first, 'reviewed', poster.token)).status).toBe(200);
      await passUndoTime();
      const statusMail = (applicant: Member, status: AnsweredStatus) =>
        mailed(applicant.email, statusMailTo(applicant, job, status), 'en');
      await statusMail(applicants[0] as Member, 'reviewed');
      const answer = await server.request(`/api/jobs/${job.slug}/applications?lang=en`, {
        method: 'PATCH',
        token: poster.token,
        json: { ids: [first, third], status: 'interview' },
      });
      expect(answer.status).toBe(200);
      const english = apiTextsOf('en').t;
      expect(answer.body.message).toBe(
        english('toast.applicationsMoved', {
          count: 2,
          status: english('applicationStatus.interview'),
        }),
      );
      const moved = answer.body.data as Application[];
      expect(moved.map(({ id, status }) => [id, status])).toEqual([
        [third, 'interview'],
        [first, 'interview'],
      ]);
      const listed = (await applicationsOf(job.slug, poster.token)).body.data as Application[];
      expect(listed.find(({ id }) => id === second)?.status).toBe('new');
      expect(await waitingStatusMails(first)).toHaveLength(1);
      expect(await waitingStatusMails(third)).toHaveLength(1);

      // Undone as the page undoes it, one call per earlier status: no mail is left to send.
      expect((await moveAll(job.slug, [first], 'reviewed', poster.token)).status).toBe(200);
      expect((await moveAll(job.slug, [third], 'new', poster.token)).status).toBe(200);
      expect(await waitingStatusMails(first)).toEqual([]);
      expect(await waitingStatusMails(third)).toEqual([]);
      const stages = (await mine(applicants[2] as Member))[0]?.stages;
      expect(stages).toEqual([]);

      // Moved again and left: each applicant hears of their own.
      expect((await moveAll(job.slug, ids, 'rejected', poster.token)).status).toBe(200);
      await passUndoTime();
      for (const applicant of applicants) await statusMail(applicant, 'rejected');
    });

    it('leaves withdrawn applications as they were, and says how many', async () => {
      const { poster, job, applicants, ids } = await postingWith(2);
      const [kept, gone] = ids as [number, number];
      expect((await withdraw(gone, (applicants[1] as Member).token)).status).toBe(200);
      const answer = await moveAll(job.slug, ids, 'reviewed', poster.token);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(
        `${t('toast.applicationsMoved', {
          count: 1,
          status: t('applicationStatus.reviewed'),
        })} ${t('toast.withdrawnNotMoved', { count: 1 })}`,
      );
      const statuses = Object.fromEntries(
        (answer.body.data as Application[]).map(({ id, status }) => [id, status]),
      );
      expect(statuses).toEqual({ [kept]: 'reviewed', [gone]: 'new' });
      expect(await waitingStatusMails(gone)).toEqual([]);
    });

    it('moves nothing when any id is no application to that posting of theirs (404)', async () => {
      const { poster, job, ids } = await postingWith(1);
      const elsewhere = await postingWith(1);
      const [own] = ids as [number];
      const [foreign] = elsewhere.ids as [number];
      for (const [slug, chosen] of [
        [job.slug, [own, foreign]],
        [job.slug, [own, 2_000_000_000]],
        [elsewhere.job.slug, [foreign]],
      ] as const) {
        const answer = await moveAll(slug, chosen, 'interview', poster.token);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ message: t('api.applicationNotFound') });
      }
      const listed = (await applicationsOf(job.slug, poster.token)).body.data as Application[];
      expect(listed.map(({ status }) => status)).toEqual(['new']);
      expect(await waitingStatusMails(own)).toEqual([]);
    });

    it('refuses no ids, repeated ids, more than the limit and a status the contract does not name', async () => {
      const { poster, job, ids } = await postingWith(1);
      const [own] = ids as [number];
      const tooMany = Array.from(
        { length: limits.applicationsMovedMax + 1 },
        (_, index) => index + 1,
      );
      for (const [chosen, status] of [
        [[], 'reviewed'],
        [[own, own], 'reviewed'],
        [tooMany, 'reviewed'],
        [[own], 'accepted'],
        [[0], 'reviewed'],
        ['1', 'reviewed'],
      ] as const) {
        expect((await moveAll(job.slug, chosen, status, poster.token)).status).toBe(422);
      }
    });
  });

  it('refuses a status the contract does not name', async () => {
    const poster = await signUp('Poster');
    const job = await postJob(poster);
    const application = await applied(job.slug, await signUp('Applicant'));
    const answer = await setStatus(application.id, 'accepted', poster.token);
    expect(answer.status).toBe(422);
    expect((await mine(await signUp('Nobody'))).length).toBe(0);
  });
});

describe('the poster’s rating and notes', () => {
  it('are kept for the poster, with each note’s author and time, and never reach the applicant', async () => {
    const poster = await signUp('Poster');
    const applicant = await signUp('Applicant');
    const job = await postJob(poster);
    const { id } = await applied(job.slug, applicant);

    const rated = await rate(id, 4, poster.token);
    expect(rated.status).toBe(200);
    expect(rated.body.message).toBe(apiTextsOf('default').t('toast.rated'));
    expect(rated.body.data).toMatchObject({ id, rating: 4, notes: [] });

    const secret = `Strong on Go, weak on SQL ${process.pid}`;
    const added = await addNote(id, `  ${secret}\r\n`, poster.token);
    expect(added.status).toBe(201);
    const [note] = (added.body.data as Application).notes;
    expect(note).toEqual({
      id: expect.any(Number),
      body: secret,
      created_at: expect.any(String),
      edited_at: null,
      author: { name: poster.name },
    });
    const listed = (await applicationsOf(job.slug, poster.token)).body.data as Application[];
    expect(listed[0]).toMatchObject({ rating: 4, notes: [note] });

    const own = await server.request('/api/me/applications', { token: applicant.token });
    expect(JSON.stringify(own.body)).not.toContain(secret);
    expect(own.body.data[0]).not.toHaveProperty('rating');
    expect(own.body.data[0]).not.toHaveProperty('notes');

    const deleted = await deleteNote(id, note?.id ?? 0, poster.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.notes).toEqual([]);
    expect((await deleteNote(id, note?.id ?? 0, poster.token)).status).toBe(404);
    const cleared = await rate(id, null, poster.token);
    expect(cleared.body).toMatchObject({
      message: apiTextsOf('default').t('toast.ratingCleared'),
      data: { rating: null },
    });
  });

  it('refuse a blank or too long note, and a rating out of 1 to 5, with 422', async () => {
    const poster = await signUp('Poster');
    const job = await postJob(poster);
    const { id } = await applied(job.slug, await signUp('Applicant'));
    const blank = await addNote(id, ' \n ', poster.token);
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({
      body: [apiTextsOf('default').t('validation.reviewNoteRequired')],
    });
    const longest = 'x'.repeat(limits.applicationNoteMaxLength);
    expect((await addNote(id, longest, poster.token)).status).toBe(201);
    expect((await addNote(id, `${longest}x`, poster.token)).status).toBe(422);
    for (const rating of [0, 6, 2.5, '3']) {
      expect((await rate(id, rating, poster.token)).status, String(rating)).toBe(422);
    }
  });

  it('let the note’s author rewrite it, checked as a new one and marked as edited; no one else', async () => {
    const poster = await signUp('Poster');
    const applicant = await signUp('Applicant');
    const job = await postJob(poster);
    const { id } = await applied(job.slug, applicant);
    const added = await addNote(id, 'First look', poster.token);
    const [note] = (added.body.data as Application).notes as [ApplicationNote];
    expect(note.edited_at).toBeNull();

    const edited = await editNote(id, note.id, '  Second look:\r\nstrong  ', poster.token);
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(t('toast.noteEdited'));
    const [rewritten] = (edited.body.data as Application).notes as [ApplicationNote];
    expect(rewritten).toMatchObject({
      id: note.id,
      body: 'Second look:\nstrong',
      created_at: note.created_at,
      edited_at: expect.any(String),
    });

    expect((await editNote(id, note.id, '   ', poster.token)).status).toBe(422);
    const tooLong = 'x'.repeat(limits.applicationNoteMaxLength + 1);
    expect((await editNote(id, note.id, tooLong, poster.token)).status).toBe(422);
    const other = await signUp('Other');
    expect((await editNote(id, note.id, 'Taken over', other.token)).status).toBe(404);
    expect((await editNote(id, note.id + 1_000_000, 'Nothing', poster.token)).status).toBe(404);
    const kept = (await applicationsOf(job.slug, poster.token)).body.data as Application[];
    expect(kept[0]?.notes.map(({ body }) => body)).toEqual(['Second look:\nstrong']);
  });

  it('keep at most the limit of notes to an application, even added at once', async () => {
    const poster = await signUp('Poster');
    const job = await postJob(poster);
    const { id } = await applied(job.slug, await signUp('Applicant'));
    const answers = await Promise.all(
      Array.from({ length: limits.applicationNotesMax + 5 }, (_, index) =>
        addNote(id, `Note ${index}`, poster.token),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(limits.applicationNotesMax);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const [notes] = await db()
      .select({ n: count() })
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, id));
    expect(notes?.n).toBe(limits.applicationNotesMax);
  });
});

describe('withdrawing', () => {
  it('marks the application withdrawn for both sides, deletes its CV, takes back a waiting mail and tells the poster', async () => {
    const poster = await signUp('Poster', 'en');
    const applicant = await signUp('Applicant');
    const job = await postJob(poster);
    const { id } = await applied(job.slug, applicant, 'Changed my mind');
    expect((await setStatus(id, 'interview', poster.token)).status).toBe(200);
    expect(await waitingStatusMails(id)).toHaveLength(1);
    const [before] = await db()
      .select({ id: max(outbox.id) })
      .from(outbox);

    const answer = await withdraw(id, applicant.token);
    expect(answer.status).toBe(200);
    const withdrawn = answer.body.data as MyApplication;
    expect(answer.body.message).toBe(apiTextsOf('default').t('toast.withdrawn'));
    expect(withdrawn).toMatchObject({ id, status: 'interview', note: 'Changed my mind', cv: null });
    expect(Date.parse(withdrawn.withdrawn_at ?? '')).toBeGreaterThan(0);
    expect(withdrawn.stages.map(({ status }) => status)).toEqual(['interview']);
    expect(await waitingStatusMails(id)).toEqual([]);
    expect((await cvOf(id, applicant.token)).status).toBe(404);
    expect((await cvOf(id, poster.token)).status).toBe(404);
    const [cvs] = await db()
      .select({ n: count() })
      .from(applicationCvs)
      .where(eq(applicationCvs.applicationId, id));
    expect(cvs?.n).toBe(0);

    const seen = (await applicationsOf(job.slug, poster.token)).body.data as Application[];
    expect(seen).toEqual([
      expect.objectContaining({ id, withdrawn_at: withdrawn.withdrawn_at, cv: null }),
    ]);
    expect((await mine(applicant))[0]).toEqual(withdrawn);

    // Withdrawn for good: the same answer again, and no status change.
    const again = await withdraw(id, applicant.token);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(withdrawn);
    const change = await setStatus(id, 'rejected', poster.token);
    expect(change.status).toBe(409);
    expect(change.body.message).toBe(apiTextsOf('default').t('api.applicationWithdrawn'));
    expect(await waitingStatusMails(id)).toEqual([]);

    // The poster hears of it once, in their language, with the way to the applications.
    const applicantsLink = `${server.baseUrl}${hrefs.applicants(job.slug)}?lang=en`;
    const told = await mailed(
      poster.email,
      {
        kind: 'applicationWithdrawn',
        name: poster.name,
        jobTitle: job.title,
        applicantName: applicant.name,
        applicantsLink,
      },
      'en',
    );
    expect(told.text).toContain(applicantsLink);
    // The second withdrawal queued nothing.
    const [tellings] = await db()
      .select({ n: count() })
      .from(outbox)
      .where(and(gt(outbox.id, before?.id ?? 0), eq(outbox.kind, 'applicationWithdrawn')));
    expect(tellings?.n).toBe(1);
  });

  it('lets the member apply again, once: the withdrawn application stays beside the new one', async () => {
    const poster = await signUp('Poster');
    const applicant = await signUp('Applicant');
    const job = await postJob(poster);
    const first = await applied(job.slug, applicant, 'First try');
    expect((await withdraw(first.id, applicant.token)).status).toBe(200);

    const second = await applied(job.slug, applicant, 'Second try');
    expect(second.id).not.toBe(first.id);
    const again = await apply(job.slug, applicant.token);
    expect(again.status).toBe(409);
    expect(again.body.applied_at).toBe(second.created_at);
    expect(
      (await mine(applicant)).map(({ id, withdrawn_at }) => [id, withdrawn_at !== null]),
    ).toEqual([
      [second.id, false],
      [first.id, true],
    ]);
    const listed = (await applicationsOf(job.slug, poster.token)).body.data as Application[];
    expect(listed.map(({ note }) => note)).toEqual(['Second try', 'First try']);
  });

  it('leaves a withdrawn application out of the poster’s count of new ones', async () => {
    const poster = await signUp('Poster');
    const job = await postJob(poster);
    const kept = await applied(job.slug, await signUp('Applicant'));
    const leaving = await signUp('Applicant');
    const taken = await applied(job.slug, leaving);
    expect((await withdraw(taken.id, leaving.token)).status).toBe(200);
    const posted = await server.request('/api/me/jobs', { token: poster.token });
    const counted = (posted.body.data as Job[]).find(({ slug }) => slug === job.slug);
    expect(counted?.applications).toEqual({ total: 2, new: 1 });
    expect(kept.withdrawn_at).toBeNull();
  });

  it('answers an id that is no application of the member’s 404, and a malformed one 422', async () => {
    const member = await signUp('Member');
    expect((await withdraw(2_000_000_000, member.token)).status).toBe(404);
    expect((await withdraw(0, member.token)).status).toBe(422);
  });
});

describe('who reaches what', () => {
  /**
   * Every call as the posting's owner, its applicant, another member (who has an application of
   * their own elsewhere), a visitor and a signed-out token. The answers are exactly these, and no
   * body holds anything of a member it is not about.
   */
  it('answers each of them exactly as declared, and shows no one another member’s data', async () => {
    const owner = await signUp('Owner');
    const applicant = await signUp('Applicant');
    const other = await signUp('Other');
    const signedOut = await signUp('Leaving');
    expect(
      (await server.request('/api/logout', { method: 'POST', token: signedOut.token })).status,
    ).toBe(204);
    // Questions none must answer (the others apply without), with rules only the owner reads.
    const job = await postJob(owner, {
      title: 'Private Matters',
      screeningQuestions: JSON.stringify([
        { id: 'izin', kind: 'yes_no', label: 'Work permit?', disqualifying_answer: 'no' },
        { id: 'yil', kind: 'number', label: 'Years?', minimum: 3 },
        { id: 'not', kind: 'text', label: 'Anything else?' },
      ]),
    });
    const secretNote = `secret note ${process.pid}`;
    const secretAnswer = `secret answer ${process.pid}`;
    const application = await applied(
      job.slug,
      applicant,
      secretNote,
      { data: pdf(secretNote) },
      {
        izin: 'no',
        yil: '1',
        not: secretAnswer,
      },
    );
    // The poster's own, which only they may read.
    const review = `private review ${process.pid}`;
    const reviewed = await addNote(application.id, review, owner.token);
    const [reviewNote] = (reviewed.body.data as Application).notes as [ApplicationNote];
    const elsewhere = await postJob(await signUp('Elsewhere'));
    const otherNote = `other note ${process.pid}`;
    await applied(elsewhere.slug, other, otherNote);

    const actors = {
      owner: owner.token,
      applicant: applicant.token,
      other: other.token,
      visitor: undefined,
      signedOut: signedOut.token,
    };
    type Actor = keyof typeof actors;
    const calls: Record<
      string,
      [(token?: string) => ReturnType<typeof cvOf>, Record<Actor, number>]
    > = {
      jobApplications: [
        (token) => applicationsOf(job.slug, token),
        { owner: 200, applicant: 404, other: 404, visitor: 404, signedOut: 404 },
      ],
      postingQuestions: [
        (token) =>
          server.request(`/api/jobs/${job.slug}/questions`, {
            ...(token !== undefined && { token }),
          }),
        { owner: 200, applicant: 404, other: 404, visitor: 404, signedOut: 404 },
      ],
      myApplications: [
        (token) =>
          server.request('/api/me/applications', { ...(token !== undefined && { token }) }),
        { owner: 200, applicant: 200, other: 200, visitor: 401, signedOut: 401 },
      ],
      applicationCv: [
        (token) => cvOf(application.id, token),
        { owner: 200, applicant: 200, other: 404, visitor: 404, signedOut: 404 },
      ],
      setApplicationStatus: [
        (token) => setStatus(application.id, 'reviewed', token),
        { owner: 200, applicant: 404, other: 404, visitor: 404, signedOut: 404 },
      ],
      moveApplications: [
        (token) => moveAll(job.slug, [application.id], 'interview', token),
        { owner: 200, applicant: 404, other: 404, visitor: 404, signedOut: 404 },
      ],
      apply: [
        (token) => apply(job.slug, token),
        { owner: 403, applicant: 409, other: 201, visitor: 401, signedOut: 401 },
      ],
      rateApplication: [
        (token) => rate(application.id, 5, token),
        { owner: 200, applicant: 404, other: 404, visitor: 404, signedOut: 404 },
      ],
      addApplicationNote: [
        (token) => addNote(application.id, 'Another look', token),
        { owner: 201, applicant: 404, other: 404, visitor: 404, signedOut: 404 },
      ],
      editApplicationNote: [
        (token) => editNote(application.id, reviewNote.id, `${review} again`, token),
        { owner: 200, applicant: 404, other: 404, visitor: 404, signedOut: 404 },
      ],
      deleteApplicationNote: [
        (token) => deleteNote(application.id, reviewNote.id, token),
        { owner: 200, applicant: 404, other: 404, visitor: 404, signedOut: 404 },
      ],
      // Last: the applicant's withdrawal ends what the calls above read.
      withdrawApplication: [
        (token) => withdraw(application.id, token),
        { owner: 404, applicant: 200, other: 404, visitor: 401, signedOut: 401 },
      ],
    };
    // What only the owner and the applicant may see of the application.
    const theirs = [secretNote, secretAnswer, applicant.email, applicant.name];
    for (const [call, [send, expected]] of Object.entries(calls)) {
      const refusals = new Set<string>();
      for (const [actor, token] of Object.entries(actors) as [Actor, string | undefined][]) {
        const answer = await send(token);
        if (answer.status === 404) refusals.add(JSON.stringify(answer.body));
        const said = `${call} as ${actor}`;
        expect(answer.status, said).toBe(expected[actor]);
        const body = Buffer.isBuffer(answer.body)
          ? answer.body.toString('latin1')
          : JSON.stringify(answer.body);
        if (!['owner', 'applicant'].includes(actor)) {
          for (const text of theirs) expect(body, said).not.toContain(text);
        }
        if (actor !== 'owner') expect(body, said).not.toContain(review);
        // What disqualifies, and whether an answer did, is the owner's alone; the applicant reads
        // their own answers without it.
        if (actor !== 'owner') expect(body, said).not.toMatch(/disqualif|"minimum"/);
        if (actor === 'applicant' && call === 'myApplications') {
          expect(body, said).toContain(secretAnswer);
        }
        if (actor === 'owner' && ['jobApplications', 'postingQuestions'].includes(call)) {
          expect(body, said).toMatch(
            call === 'jobApplications' ? /"disqualified":true/ : /"minimum":3/,
          );
        }
        // The other member's own application is theirs alone.
        if (actor !== 'other') expect(body, said).not.toContain(otherNote);
        // A refusal says why and nothing more; only an earlier application's date goes with it.
        if (answer.status >= 400) {
          const { message, applied_at: _date, ...rest } = answer.body;
          expect(message, said).toEqual(expect.any(String));
          expect(rest, said).toEqual({});
        }
      }
      // Whoever is refused, member or visitor, hears the same words: nothing tells them apart.
      expect(refusals.size, call).toBeLessThanOrEqual(1);
    }
  });

  it('never keeps a CV or a list for the next one who asks: the fast lane and the cache pass', async () => {
    const owner = await signUp('Owner');
    const applicant = await signUp('Applicant');
    const other = await signUp('Other');
    const job = await postJob(owner);
    const application = await applied(job.slug, applicant, 'Cached?');
    const answeredBefore = server.app.fastLane.answered;
    for (let round = 0; round < 3; round++) {
      expect((await cvOf(application.id, owner.token)).status).toBe(200);
      expect((await cvOf(application.id, other.token)).status).toBe(404);
      expect((await cvOf(application.id)).status).toBe(404);
      expect((await applicationsOf(job.slug, owner.token)).status).toBe(200);
      expect((await applicationsOf(job.slug, other.token)).status).toBe(404);
    }
    expect(server.app.fastLane.answered).toBe(answeredBefore);
  });

  it('answers an application id that is no application, or out of range, as declared', async () => {
    const member = await signUp('Member');
    expect((await cvOf(2_000_000_000, member.token)).status).toBe(404);
    expect((await setStatus(2_000_000_000, 'reviewed', member.token)).status).toBe(404);
    expect((await cvOf(0, member.token)).status).toBe(422);
    expect((await cvOf(2 ** 31, member.token)).status).toBe(422);
  });
});

describe('deleted accounts', () => {
  it('take an applicant’s applications and CVs with them', async () => {
    const poster = await signUp('Poster');
    const applicant = await signUp('Applicant');
    const job = await postJob(poster);
    const application = await applied(job.slug, applicant);
    const deleted = await server.request('/api/me', {
      method: 'DELETE',
      token: applicant.token,
      json: { current_password: 'kestane-41' },
    });
    expect(deleted.status).toBe(204);
    expect((await applicationsOf(job.slug, poster.token)).body.data).toEqual([]);
    const [left] = await db()
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(left?.n).toBe(0);
    const [cvs] = await db()
      .select({ n: count() })
      .from(applicationCvs)
      .where(eq(applicationCvs.applicationId, application.id));
    expect(cvs?.n).toBe(0);
  });

  it('take a poster’s postings and so their CVs; the applicant keeps what they applied to', async () => {
    const poster = await signUp('Poster');
    const applicant = await signUp('Applicant');
    const job = await postJob(poster, { title: 'Gone With Its Poster' });
    const application = await applied(job.slug, applicant);
    const deleted = await server.request('/api/me', {
      method: 'DELETE',
      token: poster.token,
      json: { current_password: 'kestane-41' },
    });
    expect(deleted.status).toBe(204);
    const [cvs] = await db()
      .select({ n: count() })
      .from(applicationCvs)
      .where(eq(applicationCvs.applicationId, application.id));
    expect(cvs?.n).toBe(0);
    const [kept] = await mine(applicant);
    expect(kept).toMatchObject({
      id: application.id,
      posting: { title: 'Gone With Its Poster', slug: null, state: 'removed' },
      cv: null,
    });
    const [posterRow] = await db()
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, poster.email));
    expect(posterRow?.n).toBe(0);
  });
});

describe('the rate of applications', () => {
  it('refuses a member past their applications of the hour with 429', async () => {
    const limited = await startServer({
      rateLimit: {
        limits: { ...relaxedLimits.limits, applicationsByAccount: { points: 2, seconds: 3600 } },
      },
    });
    try {
      const [poster, applicant] = [
        await limited.signUp('Poster'),
        await limited.signUp('Applicant'),
      ];
      const slugs: string[] = [];
      for (const title of ['One', 'Two', 'Three']) {
        const answer = await limited.request('/api/jobs', {
          token: poster.token,
          form: jobForm(
            { ...jobFields, title },
            { data: png, name: 'logo.png', type: 'image/png' },
          ),
        });
        slugs.push(answer.body.data.slug);
      }
      const send = (slug: string | undefined) =>
        limited.request(`/api/jobs/${slug}/applications`, {
          token: applicant.token,
          form: applicationForm('Hello', { data: pdf() }),
        });
      expect((await send(slugs[0])).status).toBe(201);
      expect((await send(slugs[1])).status).toBe(201);
      const third = await send(slugs[2]);
      expect(third.status).toBe(429);
      const seconds = Number(third.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(3500);
      expect(third.body).toEqual({
        message: t('api.tooManyApplications', { minutes: Math.ceil(seconds / 60) }),
      });
      // Another member is not held back by them.
      const someone = await limited.signUp('Someone');
      const theirs = await limited.request(`/api/jobs/${slugs[2]}/applications`, {
        token: someone.token,
        form: applicationForm('Hello', { data: pdf() }),
      });
      expect(theirs.status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
