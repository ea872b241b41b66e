import type { QuestionKind } from '@job/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAnswers, settle } from '../test/heldAnswers';
import { memoryStorage } from '../test/memoryStorage';
import { application, myApplication, sampleCv } from '../test/sampleApplications';
import { sampleJob } from '../test/sampleJob';
import { sampleMember } from '../test/sampleMember';
import { defaultLanguage } from '../test/texts';
import { applicantMovesOf } from './applicantMoves';
import { applicantReviewOf } from './applicantReview';
import { applicationsOf, openApplicationDate } from './applications';
import { myPostingsOf } from './myPostings';
import { saveFile } from './saveFile';
import { createStores } from './stores';

// Saving a file is the browser's (saveFile.test.ts); here only what is handed to it.
vi.mock('./saveFile', () => ({ saveFile: vi.fn() }));
afterEach(() => vi.mocked(saveFile).mockClear());

/** A set of stores with its applications store, signed in with `token` unless it is null. */
function storesSignedIn(token: string | null = 'member-token', tabStorage = memoryStorage()) {
  const server = holdAnswers();
  const stores = createStores({
    seed: { origin: 'http://job.test', now: 0 },
    client: server.client,
    tabStorage,
    language: defaultLanguage(),
  });
  if (token) stores.session.keep(sampleMember(7), token);
  return {
    ...stores,
    applications: applicationsOf(stores),
    review: applicantReviewOf(stores),
    moves: applicantMovesOf(stores),
    myPostings: myPostingsOf(stores),
    server,
    t: stores.language.t,
  };
}

const pdf = () =>
  new File(['%PDF-1.4\n1 0 obj\n%%EOF\n'], 'ayse-cv.pdf', { type: 'application/pdf' });

describe("the member's applications", () => {
  it('are read with the member token, then known for the session and not asked again', async () => {
    const { applications, server } = storesSignedIn();
    expect(applications.state.mine.loading).toBe(true);
    const reading = applications.loadMineOnce();
    void applications.loadMineOnce();
    const call = await server.call(0);
    expect(call.name).toBe('GET /api/me/applications');
    expect(call.request.headers.get('Authorization')).toBe('Bearer member-token');
    call.answer({ data: [myApplication(2), myApplication(1)] });
    await reading;

    expect(applications.state.mine).toMatchObject({ loading: false, readFor: 'member-token' });
    expect(applications.state.mine.applications.map(({ id }) => id)).toEqual([2, 1]);
    await applications.loadMineOnce();
    expect(server.calls).toHaveLength(1);
  });

  it("are read again for another session, and a late answer to the earlier one's read is dropped", async () => {
    const { applications, session, server } = storesSignedIn();
    const earlier = applications.loadMine();
    await server.call(0);
    session.keep(sampleMember(8), 'other-token');
    const later = applications.loadMineOnce();
    await server.answer(1, { data: [myApplication(3)] });
    await later;
    await server.answer(0, { data: [myApplication(1)] });
    await earlier;

    expect(applications.state.mine.readFor).toBe('other-token');
    expect(applications.state.mine.applications.map(({ id }) => id)).toEqual([3]);
  });

  it('stop loading and say why when they cannot be read, and are read again when asked', async () => {
    const { applications, server, toasts } = storesSignedIn();
    const reading = applications.loadMineOnce();
    await server.answer(0, { message: 'Service unavailable.' }, { status: 503 });
    await reading;
    expect(applications.state.mine).toMatchObject({
      loading: false,
      readFor: null,
      failureMessage: 'Service unavailable.',
    });
    expect(toasts.state.toasts).toMatchObject([{ title: 'Service unavailable.', tone: 'error' }]);

    const again = applications.loadMineOnce();
    await server.answer(1, { data: [] });
    await again;
    expect(applications.state.mine).toMatchObject({
      readFor: 'member-token',
      failureMessage: null,
    });
  });

  it("keep the failure on 'Başvurularım' while its retry runs, and show the list once it answers", async () => {
    const { applications, server } = storesSignedIn();
    const opening = applications.loadMine();
    await server.answer(0, { message: 'Internal error.' }, { status: 500 });
    await opening;

    const retrying = applications.retryMine();
    expect(applications.state.mine).toMatchObject({
      loading: true,
      failureMessage: 'Internal error.',
    });
    await server.answer(1, { data: [myApplication(1)] });
    await retrying;
    expect(applications.state.mine).toMatchObject({
      loading: false,
      failureMessage: null,
      readFor: 'member-token',
      applications: [{ id: 1 }],
    });
  });

  it('start a page opened afresh without the failure of an earlier read', async () => {
    const { applications, server } = storesSignedIn();
    const consulting = applications.loadMineOnce();
    await server.answer(0, { message: 'Internal error.' }, { status: 500 });
    await consulting;

    void applications.loadMine();
    expect(applications.state.mine).toMatchObject({ loading: true, failureMessage: null });
  });
});

describe('openApplicationDate', () => {
  it('dates the application to the posting the member has not withdrawn, as they may apply again', () => {
    const withdrawn = { ...myApplication(1, 'devops'), withdrawn_at: '2026-11-22T09:00:00.000Z' };
    expect(openApplicationDate([withdrawn], 'devops')).toBeUndefined();
    const again = myApplication(3, 'devops');
    expect(openApplicationDate([again, withdrawn, myApplication(2)], 'devops')).toBe(
      again.created_at,
    );
    expect(openApplicationDate([again], 'another')).toBeUndefined();
  });
});

describe("the member's own postings, for the profile", () => {
  it('keep why they could not be read, with the toast; the retry keeps it until they arrive', async () => {
    const { myPostings, server, toasts } = storesSignedIn();
    const opening = myPostings.load();
    await server.answer(0, { message: 'Service unavailable.' }, { status: 503 });
    await opening;
    expect(myPostings.state).toMatchObject({
      loading: false,
      failureMessage: 'Service unavailable.',
    });
    expect(toasts.state.toasts).toMatchObject([{ title: 'Service unavailable.', tone: 'error' }]);

    const retrying = myPostings.retry();
    expect(myPostings.state).toMatchObject({
      loading: true,
      failureMessage: 'Service unavailable.',
    });
    await server.answer(1, { data: [sampleJob('mine')] });
    await retrying;
    expect(myPostings.state).toMatchObject({ loading: false, failureMessage: null });
    expect(myPostings.state.postings.map(({ slug }) => slug)).toEqual(['mine']);
  });
});

describe("the member's own postings, for the detail", () => {
  it('are read once a session, and again after the member posts a job', async () => {
    const { myPostings, server } = storesSignedIn();
    const reading = myPostings.loadOnce();
    await server.answer(0, { data: [sampleJob('mine')] });
    await reading;
    await myPostings.loadOnce();
    expect(server.calls).toHaveLength(1);

    myPostings.forget();
    const again = myPostings.loadOnce();
    await server.answer(1, { data: [sampleJob('newer'), sampleJob('mine')] });
    await again;
    expect(server.calls.map(({ name }) => name)).toEqual(['GET /api/me/jobs', 'GET /api/me/jobs']);
    expect(myPostings.state.postings.map(({ slug }) => slug)).toEqual(['newer', 'mine']);
  });

  it('are not read without a session', async () => {
    const { myPostings, server } = storesSignedIn(null);
    await myPostings.loadOnce();
    expect(server.calls).toHaveLength(0);
  });
});

describe('a note and answers not sent yet', () => {
  it('are kept in the tab for their member and posting, and forgotten once the application is sent', async () => {
    const tab = memoryStorage();
    const { applications, server, session } = storesSignedIn('member-token', tab);
    expect(applications.noteDraft('react-developer')).toBe('');
    expect(applications.answersDraft('react-developer')).toEqual({});
    applications.keepNoteDraft('react-developer', 'Dear team,');
    applications.keepAnswersDraft('react-developer', { q1: 'yes', q2: '3' });
    // After a reload: new stores on the same tab.
    const reloaded = storesSignedIn('member-token', tab).applications;
    expect(reloaded.noteDraft('react-developer')).toBe('Dear team,');
    expect(reloaded.answersDraft('react-developer')).toEqual({ q1: 'yes', q2: '3' });
    expect(reloaded.noteDraft('ios-developer')).toBe('');
    expect(reloaded.answersDraft('ios-developer')).toEqual({});

    // Another member signed in on the tab sees none of it.
    session.keep(sampleMember(8), 'other-token');
    expect(applications.noteDraft('react-developer')).toBe('');
    expect(applications.answersDraft('react-developer')).toEqual({});
    session.keep(sampleMember(7), 'member-token');

    applications.openApply('react-developer');
    const applying = applications.apply('react-developer', {
      note: 'Dear team,',
      cv: { file: pdf() },
      answers: { q1: 'yes', q2: '3' },
    });
    const call = await server.call(0);
    const sent = await call.request.clone().formData();
    expect(JSON.parse(String(sent.get('answers')))).toEqual({ q1: 'yes', q2: '3' });
    call.answer({ message: 'Sent.', data: myApplication(9, 'react-developer') }, { status: 201 });
    await applying;
    expect(applications.noteDraft('react-developer')).toBe('');
    expect(applications.answersDraft('react-developer')).toEqual({});
  });

  it('keeps no answers from a tab whose stored text is not a record of texts', () => {
    const tab = memoryStorage();
    const { applications } = storesSignedIn('member-token', tab);
    for (const stored of ['not json', '[1]', '{"q1": 3, "q2": "no"}']) {
      tab.setItem('applyAnswers:7:react-developer', stored);
      expect(applications.answersDraft('react-developer')).toEqual(
        stored.includes('q2') ? { q2: 'no' } : {},
      );
    }
  });

  it('is forgotten when it is cleared, and kept by no one signed out', () => {
    const { applications } = storesSignedIn();
    applications.keepNoteDraft('react-developer', 'Dear team,');
    applications.keepNoteDraft('react-developer', '   ');
    expect(applications.noteDraft('react-developer')).toBe('');
    const signedOut = storesSignedIn(null).applications;
    signedOut.keepNoteDraft('react-developer', 'Dear team,');
    expect(signedOut.noteDraft('react-developer')).toBe('');
  });
});

describe('applying', () => {
  it('sends a stored CV by its id, with no file and an empty note', async () => {
    const { applications, server } = storesSignedIn();
    applications.openApply('react-developer');
    const applying = applications.apply('react-developer', {
      note: '',
      cv: { storedId: 12 },
      answers: {},
    });
    const call = await server.call(0);
    expect(call.name).toBe('POST /api/jobs/react-developer/applications');
    const sent = await call.request.clone().formData();
    expect(sent.get('stored_cv')).toBe('12');
    expect(sent.get('note')).toBe('');
    expect(sent.has('cv')).toBe(false);
    // No questions answered: no answers field.
    expect(sent.has('answers')).toBe(false);
    call.answer({ message: 'Sent.', data: myApplication(9, 'react-developer') }, { status: 201 });
    await applying;
    expect(applications.state.apply.outcome).toBe('applied');
  });

  it('sends the note and the CV as multipart; taken, it heads the applications and says so', async () => {
    const { applications, server, toasts, t } = storesSignedIn();
    applications.state.mine.applications = [myApplication(1)];
    applications.openApply('react-developer');
    const applying = applications.apply('react-developer', {
      note: 'Hello',
      cv: { file: pdf() },
      answers: {},
    });
    expect(applications.state.apply.busy).toBe(true);

    const call = await server.call(0);
    expect(call.name).toBe('POST /api/jobs/react-developer/applications');
    expect(call.request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await call.request.clone().formData();
    expect(sent.get('note')).toBe('Hello');
    const cv = sent.get('cv');
    expect(cv).toBeInstanceOf(File);
    expect((cv as File).name).toBe('ayse-cv.pdf');
    expect(await (cv as File).text()).toBe(await pdf().text());

    const stored = myApplication(9, 'react-developer');
    call.answer({ message: 'Sent.', data: stored }, { status: 201 });
    await applying;

    expect(applications.state.apply).toMatchObject({
      busy: false,
      outcome: 'applied',
      appliedAt: stored.created_at,
    });
    expect(applications.state.mine.applications.map(({ id }) => id)).toEqual([9, 1]);
    expect(toasts.state.toasts).toMatchObject([{ title: t('toast.applied'), tone: 'success' }]);
  });

  it.each([
    [
      'applied already (409 with applied_at)',
      409,
      { message: 'Applied.', applied_at: '2026-11-20T09:00:00.000Z' },
      { outcome: 'applied', appliedAt: '2026-11-20T09:00:00.000Z' },
    ],
    [
      'taken elsewhere (409 without applied_at)',
      409,
      { message: 'Apply elsewhere.' },
      { outcome: 'elsewhere' },
    ],
    ['their own posting (403)', 403, { message: 'Your own.' }, { outcome: 'own' }],
    ['expired (410)', 410, { message: 'Expired.' }, { outcome: 'expired' }],
    ['gone (404)', 404, { message: 'Not found.' }, { outcome: 'missing' }],
  ])('turns the page when the posting refuses it for good: %s', async (_, status, body, form) => {
    const { applications, server, toasts } = storesSignedIn();
    applications.openApply('react-developer');
    const applying = applications.apply('react-developer', {
      note: 'Hello',
      cv: { file: pdf() },
      answers: {},
    });
    await server.answer(0, body, { status });
    await applying;
    expect(applications.state.apply).toMatchObject({ busy: false, ...form });
    expect(toasts.state.toasts).toEqual([]);
  });

  it("shows a 422's messages by their fields, and any other refusal as a toast, the form kept", async () => {
    const { applications, server, toasts } = storesSignedIn();
    applications.openApply('react-developer');
    const refused = applications.apply('react-developer', {
      note: '',
      cv: { file: pdf() },
      answers: {},
    });
    const errors = { note: ['Write a note.'], cv: ['Not a PDF.'] };
    await server.answer(0, { message: 'Write a note.', errors }, { status: 422 });
    await refused;
    expect(applications.state.apply).toMatchObject({ fieldErrors: errors, outcome: null });

    const throttled = applications.apply('react-developer', {
      note: 'Hello',
      cv: { file: pdf() },
      answers: {},
    });
    expect(applications.state.apply.fieldErrors).toBeUndefined();
    await server.answer(1, { message: 'Too many attempts.' }, { status: 429 });
    await throttled;
    expect(applications.state.apply).toMatchObject({ busy: false, outcome: null });
    expect(toasts.state.toasts).toMatchObject([{ title: 'Too many attempts.', tone: 'error' }]);
  });

  it('reads the posting again when a refusal names a question its form did not show', async () => {
    const { applications, jobs, server, toasts, t } = storesSignedIn();
    const question = (id: string, kind: QuestionKind) =>
      ({ id, kind, label: `${id}?`, required: true, choices: [] }) as const;
    const asked = question('years', 'number');
    const added = question('permit', 'yes_no');
    jobs.state.detailSlug = 'react-developer';
    jobs.state.detail = sampleJob('react-developer', { screening_questions: [asked] });
    applications.openApply('react-developer');
    const refused = applications.apply('react-developer', {
      note: '',
      cv: { file: pdf() },
      answers: { years: '3' },
    });
    const errors = { 'answers.permit': ['Answer this question.'] };
    await server.answer(0, { message: 'Answer this question.', errors }, { status: 422 });
    const reread = await server.call(1);
    expect(reread.name).toBe('GET /api/jobs/react-developer');
    expect(toasts.state.toasts).toMatchObject([{ title: t('toast.questionsChanged') }]);
    const now = sampleJob('react-developer', { screening_questions: [asked, added] });
    reread.answer({ data: now });
    await refused;
    expect(jobs.state.detail?.screening_questions).toHaveLength(2);
    expect(applications.state.apply.fieldErrors).toEqual(errors);
  });

  it('sends nothing twice while one is on its way, nor for a posting whose page is not open', async () => {
    const { applications, server } = storesSignedIn();
    applications.openApply('react-developer');
    const applying = applications.apply('react-developer', {
      note: 'Hello',
      cv: { file: pdf() },
      answers: {},
    });
    await applications.apply('react-developer', {
      note: 'Hello',
      cv: { file: pdf() },
      answers: {},
    });
    await applications.apply('other-job', { note: 'Hello', cv: { file: pdf() }, answers: {} });
    await server.answer(0, { message: 'Sent.', data: myApplication(9) }, { status: 201 });
    await applying;
    expect(server.calls).toHaveLength(1);
  });
});

describe("a posting's applications", () => {
  it("are read for its owner; another's posting is not found", async () => {
    const { applications, server } = storesSignedIn();
    const reading = applications.loadApplicants('mine');
    expect(applications.state.applicants).toMatchObject({ slug: 'mine', loading: true });
    const call = await server.call(0);
    expect(call.name).toBe('GET /api/jobs/mine/applications');
    const question = {
      id: 'q1',
      kind: 'yes_no',
      label: 'Do you hold a work permit?',
      required: true,
      choices: [],
      disqualifying_answer: 'no',
      minimum: null,
    } as const;
    call.answer({ job: sampleJob('mine'), questions: [question], data: [application(1)] });
    await reading;
    expect(applications.state.applicants).toMatchObject({
      job: { slug: 'mine' },
      questions: [question],
      applications: [{ id: 1 }],
      loading: false,
    });

    const notMine = applications.loadApplicants('not-mine');
    await server.answer(1, { message: 'Not found.' }, { status: 404 });
    await notMine;
    expect(applications.state.applicants).toEqual({
      slug: 'not-mine',
      job: undefined,
      questions: [],
      applications: [],
      loading: false,
      failureMessage: null,
    });
  });

  it('keep why they could not be read (not a 404), through the retry, until they arrive', async () => {
    const { applications, server, toasts } = storesSignedIn();
    const opening = applications.loadApplicants('mine');
    await server.answer(0, { message: 'Internal error.' }, { status: 500 });
    await opening;
    expect(applications.state.applicants).toMatchObject({
      slug: 'mine',
      job: undefined,
      loading: false,
      failureMessage: 'Internal error.',
    });
    expect(toasts.state.toasts).toMatchObject([{ title: 'Internal error.', tone: 'error' }]);

    const retrying = applications.retryApplicants('mine');
    expect(applications.state.applicants).toMatchObject({
      loading: true,
      failureMessage: 'Internal error.',
    });
    const call = await server.call(1);
    expect(call.name).toBe('GET /api/jobs/mine/applications');
    call.answer({ job: sampleJob('mine'), data: [application(1)] });
    await retrying;
    expect(applications.state.applicants).toMatchObject({
      job: { slug: 'mine' },
      applications: [{ id: 1 }],
      loading: false,
      failureMessage: null,
    });
  });

  it('open afresh without the failure of an earlier visit', async () => {
    const { applications, server } = storesSignedIn();
    const opening = applications.loadApplicants('mine');
    await server.answer(0, { message: 'Internal error.' }, { status: 500 });
    await opening;

    void applications.loadApplicants('mine');
    expect(applications.state.applicants).toMatchObject({ loading: true, failureMessage: null });
  });

  it('keep the latest read when an earlier one of the same posting answers after it', async () => {
    const { applications, server } = storesSignedIn();
    const earlier = applications.loadApplicants('mine');
    await server.call(0);
    const later = applications.loadApplicants('mine');
    await server.answer(1, { job: sampleJob('mine'), data: [application(2), application(1)] });
    await later;
    await server.answer(0, { job: sampleJob('mine'), data: [application(1)] });
    await earlier;
    expect(applications.state.applicants).toMatchObject({
      slug: 'mine',
      applications: [{ id: 2 }, { id: 1 }],
      loading: false,
    });
  });

  it('show only the posting opened last, even when one opened before answers after it', async () => {
    const { applications, server } = storesSignedIn();
    const first = applications.loadApplicants('first');
    await server.call(0);
    const second = applications.loadApplicants('second');
    expect(applications.state.applicants).toMatchObject({ slug: 'second', job: undefined });
    await server.answer(0, { job: sampleJob('first'), data: [application(1)] });
    await first;
    expect(applications.state.applicants).toMatchObject({ slug: 'second', loading: true });
    await server.answer(1, { job: sampleJob('second'), data: [] });
    await second;
    expect(applications.state.applicants).toMatchObject({
      slug: 'second',
      job: { slug: 'second' },
      applications: [],
      loading: false,
    });
  });
});

describe("the poster's answer", () => {
  async function withApplicants() {
    const signedIn = storesSignedIn();
    const reading = signedIn.applications.loadApplicants('mine');
    await signedIn.server.answer(0, {
      job: sampleJob('mine'),
      data: [application(1), application(2)],
    });
    await reading;
    return signedIn;
  }

  it('shows at once, then as the server stored it, and says the new status', async () => {
    const { applications, server, toasts, t } = await withApplicants();
    const setting = applications.setStatus(2, 'interview');
    expect(applications.state.applicants.applications[1]?.status).toBe('interview');
    expect(applications.state.changingStatusId).toBe(2);

    const call = await server.call(1);
    expect(call.name).toBe('PATCH /api/applications/2');
    expect(await call.request.clone().json()).toEqual({ status: 'interview' });
    const stored = application(2, {
      status: 'interview',
      status_changed_at: '2026-11-25T10:00:00.000Z',
    });
    call.answer({ message: 'Status set.', data: stored });
    await setting;

    expect(applications.state.applicants.applications).toEqual([application(1), stored]);
    expect(applications.state.changingStatusId).toBeNull();
    const status = t('applicationStatus.interview');
    expect(toasts.state.toasts).toMatchObject([
      { title: t('toast.applicationStatusSet', { status }), tone: 'success' },
    ]);
  });

  it("offers the change's undo in its toast, which sets the earlier status again", async () => {
    const { applications, server, toasts, t } = await withApplicants();
    const setting = applications.setStatus(2, 'rejected');
    await server.answer(1, {
      message: 'Status set.',
      data: application(2, { status: 'rejected' }),
    });
    await setting;
    const [toast] = toasts.state.toasts;
    expect(toast?.action?.label).toBe(t('toast.undoStatus'));

    toast?.action?.onAction();
    expect(applications.state.applicants.applications[1]?.status).toBe('new');
    const call = await server.call(2);
    expect(call.name).toBe('PATCH /api/applications/2');
    expect(await call.request.clone().json()).toEqual({ status: 'new' });
    call.answer({ message: 'Status set.', data: application(2) });
    await vi.waitFor(() => expect(applications.state.changingStatusId).toBeNull());
    expect(toasts.state.toasts.at(-1)?.title).toBe(
      t('toast.applicationStatusSet', { status: t('applicationStatus.new') }),
    );
  });

  it('puts the earlier status back when refused, and says why', async () => {
    const { applications, server, toasts } = await withApplicants();
    const setting = applications.setStatus(1, 'rejected');
    await server.answer(1, { message: 'Not found.' }, { status: 404 });
    await setting;
    expect(applications.state.applicants.applications[0]?.status).toBe('new');
    expect(applications.state.changingStatusId).toBeNull();
    expect(toasts.state.toasts).toMatchObject([{ title: 'Not found.', tone: 'error' }]);
  });

  it('reads the list again when the applicant withdrew meanwhile (409), and says so', async () => {
    const { applications, server, toasts } = await withApplicants();
    const setting = applications.setStatus(2, 'offer');
    await server.answer(1, { message: 'Withdrawn.' }, { status: 409 });
    await setting;
    expect(applications.state.applicants.applications[1]?.status).toBe('new');
    expect(toasts.state.toasts).toMatchObject([{ title: 'Withdrawn.', tone: 'error' }]);
    const reread = await server.call(2);
    expect(reread.name).toBe('GET /api/jobs/mine/applications');
    const withdrawn = application(2, { withdrawn_at: '2026-11-25T09:00:00.000Z', cv: null });
    reread.answer({ job: sampleJob('mine'), data: [application(1), withdrawn] });
    await vi.waitFor(() =>
      expect(applications.state.applicants.applications[1]).toEqual(withdrawn),
    );
  });

  it('sends nothing when the status is the one it has', async () => {
    const { applications, server } = await withApplicants();
    await applications.setStatus(1, 'new');
    expect(server.calls).toHaveLength(1);
  });
});

describe('moving several at once', () => {
  async function withThreeApplicants() {
    const signedIn = storesSignedIn();
    const reading = signedIn.applications.loadApplicants('mine');
    await signedIn.server.answer(0, {
      job: sampleJob('mine'),
      data: [application(3, { status: 'reviewed' }), application(2), application(1)],
    });
    await reading;
    return signedIn;
  }

  it('shows them moved at once, sends one call, and offers one undo that puts each back', async () => {
    const { applications, moves, server, toasts, t } = await withThreeApplicants();
    const moving = moves.moveMany([3, 2], 'interview');
    const statuses = () => applications.state.applicants.applications.map(({ status }) => status);
    expect(statuses()).toEqual(['interview', 'interview', 'new']);
    expect(moves.state.moving).toBe(true);
    const call = await server.call(1);
    expect(call.name).toBe('PATCH /api/jobs/mine/applications');
    expect(await call.request.clone().json()).toEqual({ ids: [3, 2], status: 'interview' });
    call.answer({
      message: 'Moved.',
      data: [application(3, { status: 'interview' }), application(2, { status: 'interview' })],
    });
    await moving;
    expect(moves.state.moving).toBe(false);
    const [toast] = toasts.state.toasts;
    const status = t('applicationStatus.interview');
    expect(toast).toMatchObject({
      title: t('toast.applicationsMoved', { count: 2, status }),
      tone: 'success',
    });

    // Each back to its own: one call per earlier status, one toast for them all.
    toast?.action?.onAction();
    const toReviewed = await server.call(2);
    expect(await toReviewed.request.clone().json()).toEqual({ ids: [3], status: 'reviewed' });
    toReviewed.answer({ message: 'Moved.', data: [application(3, { status: 'reviewed' })] });
    const toNew = await server.call(3);
    expect(await toNew.request.clone().json()).toEqual({ ids: [2], status: 'new' });
    toNew.answer({ message: 'Moved.', data: [application(2)] });
    await vi.waitFor(() => expect(moves.state.moving).toBe(false));
    expect(statuses()).toEqual(['reviewed', 'new', 'new']);
    expect(toasts.state.toasts.at(-1)?.title).toBe(t('toast.movesUndone', { count: 2 }));
  });

  it('leaves out of the undo one withdrawn meanwhile, which the answer shows as it is', async () => {
    const { applications, moves, server, toasts, t } = await withThreeApplicants();
    const moving = moves.moveMany([2, 1], 'rejected');
    const withdrawn = application(1, { withdrawn_at: '2026-11-25T09:00:00.000Z', cv: null });
    await server.answer(1, {
      message: 'Moved one; one withdrawn.',
      data: [application(2, { status: 'rejected' }), withdrawn],
    });
    await moving;
    expect(applications.state.applicants.applications[2]).toEqual(withdrawn);
    const status = t('applicationStatus.rejected');
    expect(toasts.state.toasts[0]?.title).toBe(
      `${t('toast.applicationsMoved', { count: 1, status })} ${t('toast.withdrawnNotMoved', { count: 1 })}`,
    );
    toasts.state.toasts[0]?.action?.onAction();
    const undo = await server.call(2);
    expect(await undo.request.clone().json()).toEqual({ ids: [2], status: 'new' });
  });

  it('offers no undo when every one had been withdrawn meanwhile', async () => {
    const { moves, server, toasts } = await withThreeApplicants();
    const moving = moves.moveMany([1], 'reviewed');
    const withdrawn = application(1, { withdrawn_at: '2026-11-25T09:00:00.000Z', cv: null });
    await server.answer(1, { message: 'None moved.', data: [withdrawn] });
    await moving;
    expect(toasts.state.toasts[0]?.action).toBeUndefined();
  });

  it('puts them all back when refused, and reads the list again after a 404', async () => {
    const { applications, moves, server, toasts } = await withThreeApplicants();
    const moving = moves.moveMany([3, 2], 'offer');
    await server.answer(1, { message: 'Not found.' }, { status: 404 });
    await moving;
    expect(applications.state.applicants.applications.map(({ status }) => status)).toEqual([
      'reviewed',
      'new',
      'new',
    ]);
    expect(toasts.state.toasts).toMatchObject([{ title: 'Not found.', tone: 'error' }]);
    expect((await server.call(2)).name).toBe('GET /api/jobs/mine/applications');
  });

  it('sends nothing for applications already at the stage, withdrawn, or not in the list', async () => {
    const { moves, server } = await withThreeApplicants();
    await moves.moveMany([3, 99], 'reviewed');
    expect(server.calls).toHaveLength(1);
  });
});

describe("the poster's rating and notes", () => {
  async function withApplicants() {
    const signedIn = storesSignedIn();
    const reading = signedIn.applications.loadApplicants('mine');
    await signedIn.server.answer(0, { job: sampleJob('mine'), data: [application(1)] });
    await reading;
    return signedIn;
  }
  const note = {
    id: 9,
    body: 'Strong portfolio',
    created_at: '2026-11-25T10:00:00.000Z',
    edited_at: null,
  };

  it('show a rating at once, then as stored; a refused one is put back with its reason', async () => {
    const { applications, review, server, toasts } = await withApplicants();
    const rating = review.rate(1, 4);
    expect(applications.state.applicants.applications[0]?.rating).toBe(4);
    expect(review.state.ratingId).toBe(1);
    const call = await server.call(1);
    expect(call.name).toBe('PUT /api/applications/1/rating');
    expect(await call.request.clone().json()).toEqual({ rating: 4 });
    call.answer({ message: 'Rated.', data: application(1, { rating: 4 }) });
    await rating;
    expect(review.state.ratingId).toBeNull();

    const clearing = review.rate(1, null);
    await server.answer(2, { message: 'Not found.' }, { status: 404 });
    await clearing;
    expect(applications.state.applicants.applications[0]?.rating).toBe(4);
    expect(toasts.state.toasts).toMatchObject([{ title: 'Not found.', tone: 'error' }]);
  });

  it('keep the presses made while a rating is saved, and send the last one after it', async () => {
    const { applications, review, server } = await withApplicants();
    const shown = () => applications.state.applicants.applications[0]?.rating;
    const first = review.rate(1, 2);
    // Arrowing on along the stars while 2 is on its way: each shows, none is lost or sent yet.
    await review.rate(1, 3);
    await review.rate(1, 4);
    expect(shown()).toBe(4);
    const put = await server.call(1);
    expect(await put.request.clone().json()).toEqual({ rating: 2 });
    await settle();
    expect(server.calls).toHaveLength(2);
    put.answer({ message: 'Rated.', data: application(1, { rating: 2 }) });
    expect(shown()).toBe(4);
    const last = await server.call(2);
    expect(await last.request.clone().json()).toEqual({ rating: 4 });
    last.answer({ message: 'Rated.', data: application(1, { rating: 4 }) });
    await first;
    expect(shown()).toBe(4);
    expect(review.state.ratingId).toBeNull();
    expect(server.calls).toHaveLength(3);
  });

  it('put back the last stored rating when the one sent after is refused', async () => {
    const { applications, review, server } = await withApplicants();
    const first = review.rate(1, 2);
    await review.rate(1, 5);
    await server.answer(1, { message: 'Rated.', data: application(1, { rating: 2 }) });
    await server.answer(2, { message: 'Not found.' }, { status: 404 });
    await first;
    expect(applications.state.applicants.applications[0]?.rating).toBe(2);
  });

  it('add a note and answer true once it is kept, false with the reason when refused', async () => {
    const { applications, review, server, toasts, t } = await withApplicants();
    const adding = review.addNote(1, 'Strong portfolio');
    expect(review.state.addingNoteId).toBe(1);
    const call = await server.call(1);
    expect(call.name).toBe('POST /api/applications/1/notes');
    expect(await call.request.clone().json()).toEqual({ body: 'Strong portfolio' });
    const noted = application(1, { notes: [{ ...note, author: { name: 'Poster' } }] });
    call.answer({ message: 'Added.', data: noted }, { status: 201 });
    expect(await adding).toBe(true);
    expect(applications.state.applicants.applications).toEqual([noted]);
    expect(toasts.state.toasts).toMatchObject([{ title: t('toast.noteAdded'), tone: 'success' }]);

    const refused = review.addNote(1, 'One too many');
    await server.answer(2, { message: 'Full.' }, { status: 409 });
    expect(await refused).toBe(false);
    expect(applications.state.applicants.applications).toEqual([noted]);
    expect(toasts.state.toasts.at(-1)).toMatchObject({ title: 'Full.', tone: 'error' });
  });

  it('edit a note and show it as stored; a refusal keeps the field with its reason', async () => {
    const { applications, review, server, toasts, t } = await withApplicants();
    const editing = review.editNote(1, 9, 'Second look');
    expect(review.state.editingNoteId).toBe(9);
    const call = await server.call(1);
    expect(call.name).toBe('PATCH /api/applications/1/notes/9');
    expect(await call.request.clone().json()).toEqual({ body: 'Second look' });
    const edited = application(1, {
      notes: [
        { ...note, body: 'Second look', edited_at: '2026-11-26T10:00:00.000Z', author: null },
      ],
    });
    call.answer({ message: 'Edited.', data: edited });
    expect(await editing).toBe(true);
    expect(review.state.editingNoteId).toBeNull();
    expect(applications.state.applicants.applications[0]).toEqual(edited);
    expect(toasts.state.toasts.at(-1)?.title).toBe(t('toast.noteEdited'));

    const refused = review.editNote(1, 9, 'Third look');
    await server.answer(2, { message: 'No such note.' }, { status: 404 });
    expect(await refused).toBe(false);
    expect(toasts.state.toasts.at(-1)).toMatchObject({ title: 'No such note.', tone: 'error' });
  });

  it('delete a note and show the application without it', async () => {
    const { applications, review, server } = await withApplicants();
    const deleting = review.deleteNote(1, note.id);
    expect(review.state.deletingNoteId).toBe(note.id);
    const call = await server.call(1);
    expect(call.name).toBe(`DELETE /api/applications/1/notes/${note.id}`);
    call.answer({ message: 'Deleted.', data: application(1, { rating: 2 }) });
    await deleting;
    expect(applications.state.applicants.applications[0]?.rating).toBe(2);
    expect(review.state.deletingNoteId).toBeNull();
  });
});

describe('withdrawing', () => {
  async function withMine() {
    const signedIn = storesSignedIn();
    const reading = signedIn.applications.loadMine();
    await signedIn.server.answer(0, { data: [myApplication(2), myApplication(1)] });
    await reading;
    return signedIn;
  }

  it('posts the withdrawal, shows the application as answered and says so', async () => {
    const { applications, server, toasts, t } = await withMine();
    const withdrawing = applications.withdraw(1);
    expect(applications.state.withdrawingId).toBe(1);
    const call = await server.call(1);
    expect(call.name).toBe('POST /api/me/applications/1/withdrawal');
    expect(call.request.headers.get('authorization')).toBe('Bearer member-token');
    const withdrawn = { ...myApplication(1), withdrawn_at: '2026-11-25T09:00:00.000Z', cv: null };
    call.answer({ message: 'Withdrawn.', data: withdrawn });
    await withdrawing;
    expect(applications.state.mine.applications).toEqual([myApplication(2), withdrawn]);
    expect(applications.state.withdrawingId).toBeNull();
    expect(toasts.state.toasts).toMatchObject([{ title: t('toast.withdrawn'), tone: 'success' }]);
  });

  it('keeps the application as it was when refused, says why, and sends one at a time', async () => {
    const { applications, server, toasts } = await withMine();
    const withdrawing = applications.withdraw(1);
    await applications.withdraw(2);
    await server.answer(1, { message: 'Not found.' }, { status: 404 });
    await withdrawing;
    expect(server.calls).toHaveLength(2);
    expect(applications.state.mine.applications).toEqual([myApplication(2), myApplication(1)]);
    expect(applications.state.withdrawingId).toBeNull();
    expect(toasts.state.toasts).toMatchObject([{ title: 'Not found.', tone: 'error' }]);
  });
});

describe('downloading a CV', () => {
  it("fetches it with the member's token and saves it under its name", async () => {
    const { applications, server } = storesSignedIn();
    applications.state.mine.applications = [myApplication(4)];
    const downloading = applications.downloadCv(4);
    expect(applications.state.downloadingCvId).toBe(4);
    const call = await server.call(0);
    expect(call.name).toBe('GET /api/applications/4/cv');
    expect(call.request.headers.get('Authorization')).toBe('Bearer member-token');
    call.answer(new Blob(['%PDF-1.4 %%EOF']), { headers: { 'Content-Type': 'application/pdf' } });
    await downloading;

    expect(applications.state.downloadingCvId).toBeNull();
    expect(saveFile).toHaveBeenCalledOnce();
    const [file, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe(sampleCv.name);
    expect(await file?.text()).toBe('%PDF-1.4 %%EOF');
  });

  it("saves a poster's applicant's CV under its own name", async () => {
    const { applications, server } = storesSignedIn();
    applications.state.applicants.applications = [application(5)];
    const downloading = applications.downloadCv(5);
    await server.answer(0, new Blob(['%PDF-1.4 %%EOF']));
    await downloading;
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe('cv-5.pdf');
  });

  it('says it could not be downloaded when refused, and saves nothing', async () => {
    const { applications, server, toasts, t } = storesSignedIn();
    applications.state.mine.applications = [myApplication(4)];
    const downloading = applications.downloadCv(4);
    await server.answer(0, { message: 'Not found.' }, { status: 404 });
    await downloading;
    expect(saveFile).not.toHaveBeenCalled();
    expect(applications.state.downloadingCvId).toBeNull();
    expect(toasts.state.toasts).toMatchObject([
      { title: t('toast.cvDownloadFailed'), tone: 'error' },
    ]);
  });

  it('ends the session when the token is refused, and says so', async () => {
    const { applications, server, session, toasts, t } = storesSignedIn();
    applications.state.mine.applications = [myApplication(4)];
    const downloading = applications.downloadCv(4);
    await server.answer(0, { message: 'Unauthenticated.' }, { status: 401 });
    await downloading;
    expect(session.state.token).toBeNull();
    expect(toasts.state.toasts).toMatchObject([{ title: t('error.sessionEnded'), tone: 'error' }]);
  });

  it('asks nothing for an application without a CV (its posting deleted)', async () => {
    const { applications, server } = storesSignedIn();
    applications.state.mine.applications = [{ ...myApplication(4, null), cv: null }];
    await applications.downloadCv(4);
    expect(server.calls).toHaveLength(0);
  });
});
