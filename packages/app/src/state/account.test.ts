import { hrefs, type User } from '@job/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdAnswers } from '../test/heldAnswers';
import { memoryStorage } from '../test/memoryStorage';
import { sampleJob } from '../test/sampleJob';
import { defaultLanguage } from '../test/texts';
import { accountOf } from './account';
import { myPostingsOf } from './myPostings';
import { createStores } from './stores';

const member: User = {
  id: 7,
  name: 'Ayşe Yılmaz',
  email: 'ayse@job.test',
  created_at: '2026-11-23T00:00:00.000Z',
  email_verified: false,
  language: null,
};

/** A set of stores with its account store, signed in as `member` unless `token` is null. */
function storesSignedIn(token: string | null = 'member-token') {
  const server = holdAnswers();
  const storage = memoryStorage();
  const stores = createStores({
    seed: { origin: 'http://job.test', now: 0 },
    storage,
    client: server.client,
    language: defaultLanguage(),
  });
  if (token) stores.session.keep(member, token);
  const { t } = stores.language;
  return {
    ...stores,
    account: accountOf(stores),
    myPostings: myPostingsOf(stores),
    server,
    storage,
    t,
  };
}

const requestBody = async (index: number, server: ReturnType<typeof holdAnswers>) =>
  (await server.call(index)).request.clone().json();

// The actions that end on another page navigate; Node has no history to push to.
const history = { pushState: vi.fn(), replaceState: vi.fn() };
beforeEach(() => vi.stubGlobal('history', history));
afterEach(() => {
  vi.unstubAllGlobals();
  history.pushState.mockClear();
});

describe('the account store', () => {
  it('is one per set of stores, so two renders never share a form', () => {
    const storesOf = () =>
      createStores({ seed: { origin: 'http://job.test', now: 0 }, language: defaultLanguage() });
    const first = storesOf();
    const second = storesOf();
    expect(accountOf(first)).toBe(accountOf(first));
    expect(accountOf(second)).not.toBe(accountOf(first));
  });
});

describe('a sign-up', () => {
  const person = {
    name: 'Ayşe Yılmaz',
    email: 'ayse@job.test',
    password: 'password',
    password_confirmation: 'password',
  };

  it('keeps a refused password apart for its field, the spec’s message in `errors` still', async () => {
    const { account, server, session } = storesSignedIn(null);
    const common = 'This password is among the most common ones.';
    const signingUp = account.register(person);
    expect((await server.call(0)).name).toBe('POST /api/register');
    await server.answer(0, { message: common, errors: { password: [common] } }, { status: 422 });
    await signingUp;
    expect(session.state.errors).toBe(common);
    expect(account.state.signUpPassword).toEqual([common]);

    // Another refusal is the form's alone; a fresh visit starts clean.
    const taken = 'The email has already been taken.';
    const again = account.register(person);
    await server.answer(1, { message: taken, errors: { email: [taken] } }, { status: 422 });
    await again;
    expect(session.state.errors).toBe(taken);
    expect(account.state.signUpPassword).toBeNull();
    account.state.signUpPassword = [common];
    account.clearErrors();
    expect(account.state.signUpPassword).toBeNull();
  });
});

describe('a sign-up on the way somewhere', () => {
  it('leads to the login with the way on it came with (where to, what to save)', async () => {
    const { account, server } = storesSignedIn(null);
    const onward = hrefs.login(hrefs.detail('vue-developer'), 'vue-developer');
    vi.stubGlobal('window', { location: { search: onward.slice(onward.indexOf('?')) } });
    const signingUp = account.register({
      name: 'Ayşe Yılmaz',
      email: 'ayse@job.test',
      password: 'kestane-41',
      password_confirmation: 'kestane-41',
    });
    await server.answer(0, { user: member, token: 'new-token' }, { status: 201 });
    await signingUp;
    expect(history.pushState).toHaveBeenCalledWith(null, '', onward);
    // The login that follows fills in the new address, until the member signs in.
    expect(account.state.registeredEmail).toBe(member.email);
    const signingIn = account.login({ email: member.email, password: 'kestane-41' });
    await server.answer(1, { user: member, token: 'new-token' });
    await signingIn;
    expect(account.state.registeredEmail).toBeNull();
  });
});

describe('a forgotten password', () => {
  it('is busy while asked, then says where the link went; asking again shows the form', async () => {
    const { account, server } = storesSignedIn(null);
    const asking = account.forgotPassword({ email: 'ayse@job.test' });
    expect(account.state.forgot.busy).toBe(true);
    expect((await server.call(0)).name).toBe('POST /api/password/forgot');
    expect(await requestBody(0, server)).toEqual({ email: 'ayse@job.test' });
    await server.answer(0, { message: 'On its way' }, { status: 202 });
    await asking;

    expect(account.state.forgot).toMatchObject({ busy: false, sentTo: 'ayse@job.test' });
    account.askAgain();
    expect(account.state.forgot.sentTo).toBeNull();
  });

  it("shows a refusal's message (too many attempts) and stays on the form", async () => {
    const { account, server } = storesSignedIn(null);
    const asking = account.forgotPassword({ email: 'ayse@job.test' });
    await server.answer(0, { message: 'Too many attempts.' }, { status: 429 });
    await asking;

    expect(account.state.forgot).toMatchObject({
      busy: false,
      sentTo: null,
      serverError: 'Too many attempts.',
      fieldErrors: undefined,
    });
  });

  it("shows a 422's messages by their fields, and a fresh visit starts clean", async () => {
    const { account, server } = storesSignedIn(null);
    const asking = account.forgotPassword({ email: 'x@y' });
    await server.answer(
      0,
      { message: 'Invalid address', errors: { email: ['Invalid address'] } },
      { status: 422 },
    );
    await asking;
    expect(account.state.forgot).toMatchObject({
      serverError: null,
      fieldErrors: { email: ['Invalid address'] },
    });

    account.clear('forgot');
    expect(account.state.forgot).toEqual({
      busy: false,
      serverError: null,
      fieldErrors: undefined,
      sentTo: null,
    });
  });
});

describe('a password reset', () => {
  const values = { password: 'new-secret', password_confirmation: 'new-secret' };

  it('signs the member in on this device with the new token and shows the profile', async () => {
    const { account, session, server, storage, toasts, t } = storesSignedIn('stale-token');
    const resetting = account.resetPassword('link-token', values);
    const call = await server.call(0);
    expect(call.name).toBe('POST /api/password/reset');
    // The link is the proof: no session's token goes with it.
    expect(call.request.headers.get('Authorization')).toBeNull();
    expect(await requestBody(0, server)).toEqual({ token: 'link-token', ...values });
    await server.answer(0, { user: member, token: 'fresh-token' });
    await server.answer(1, { data: [] });
    await resetting;

    expect(session.state).toMatchObject({ token: 'fresh-token', auth: member });
    expect(storage.getItem('token')).toBe('fresh-token');
    expect((await server.call(1)).name).toBe('GET /api/me/saved');
    expect(history.pushState).toHaveBeenCalledWith(null, '', hrefs.profile());
    expect(toasts.state.toasts).toMatchObject([
      { title: t('toast.passwordReset'), tone: 'success' },
    ]);
    expect(account.state.reset).toMatchObject({ busy: false, linkExpired: false });
  });

  it.each([
    ['gone (410)', 410, { message: 'This link has expired.' }],
    ['not a token (422 on token)', 422, { message: 'Invalid', errors: { token: ['Invalid'] } }],
  ])('turns to the expired link when the link is %s', async (_, status, body) => {
    const { account, session, server } = storesSignedIn(null);
    const resetting = account.resetPassword('used-token', values);
    await server.answer(0, body, { status });
    await resetting;

    expect(account.state.reset).toMatchObject({
      busy: false,
      linkExpired: true,
      serverError: null,
    });
    expect(session.state.token).toBeNull();
    expect(history.pushState).not.toHaveBeenCalled();
  });

  it("keeps the form with the password's messages on a 422 about the password", async () => {
    const { account, server } = storesSignedIn(null);
    const resetting = account.resetPassword('link-token', values);
    await server.answer(
      0,
      { message: 'Too short', errors: { password: ['Too short'] } },
      { status: 422 },
    );
    await resetting;
    expect(account.state.reset).toMatchObject({
      linkExpired: false,
      fieldErrors: { password: ['Too short'] },
    });
  });
});

describe('opening a reset link', () => {
  it('checks the link once however often its page asks, busy meanwhile, then shows the form', async () => {
    const { account, server } = storesSignedIn('stale-token');
    const opening = account.openResetLink('link-token');
    void account.openResetLink('link-token');
    expect(account.state.reset).toMatchObject({ busy: true, linkExpired: false });
    const call = await server.call(0);
    expect(call.name).toBe('POST /api/password/reset/check');
    expect(call.request.headers.get('Authorization')).toBeNull();
    expect(await requestBody(0, server)).toEqual({ token: 'link-token' });
    call.answer(undefined, { status: 204 });
    await opening;

    expect(server.calls).toHaveLength(1);
    expect(account.state.reset).toEqual({
      busy: false,
      serverError: null,
      fieldErrors: undefined,
      linkExpired: false,
    });
  });

  it.each([
    ['gone (410)', 410, { message: 'This link has expired.' }],
    ['not a token (422 on token)', 422, { message: 'Invalid', errors: { token: ['Invalid'] } }],
  ])('says at once that the link expired when it is %s', async (_, status, body) => {
    const { account, server } = storesSignedIn(null);
    const opening = account.openResetLink('used-token');
    await server.answer(0, body, { status });
    await opening;
    expect(account.state.reset).toMatchObject({
      busy: false,
      linkExpired: true,
      serverError: null,
    });
  });

  it("keeps the form with a refusal's message (too many attempts)", async () => {
    const { account, server } = storesSignedIn(null);
    const opening = account.openResetLink('link-token');
    await server.answer(0, { message: 'Too many attempts.' }, { status: 429 });
    await opening;
    expect(account.state.reset).toMatchObject({
      busy: false,
      linkExpired: false,
      serverError: 'Too many attempts.',
    });
  });

  it('keeps the form and says what failed on the way when no answer came', async () => {
    const stores = createStores({
      seed: { origin: 'http://job.test', now: 0 },
      client: { ...holdAnswers().client, fetch: () => Promise.reject(new TypeError('Failed')) },
      language: defaultLanguage(),
    });
    const account = accountOf(stores);
    await account.openResetLink('link-token');
    expect(account.state.reset).toMatchObject({
      busy: false,
      linkExpired: false,
      serverError: stores.language.t('error.unreachable'),
    });
  });

  it("starts fresh for another link, which the earlier one's late answer leaves alone", async () => {
    const { account, server } = storesSignedIn(null);
    const opening = account.openResetLink('used-token');
    await server.call(0);
    const openingNewer = account.openResetLink('newer-token');
    await server.answer(0, { message: 'This link has expired.' }, { status: 410 });
    await opening;
    expect(account.state.reset).toMatchObject({ busy: true, linkExpired: false });
    expect(await requestBody(1, server)).toEqual({ token: 'newer-token' });
    await server.answer(1, undefined, { status: 204 });
    await openingNewer;
    expect(account.state.reset).toMatchObject({ busy: false, linkExpired: false });
  });

  it('asks nothing for a link without a token', async () => {
    const { account, server } = storesSignedIn(null);
    await account.openResetLink('');
    expect(account.state.reset.busy).toBe(false);
    expect(server.calls).toHaveLength(0);
  });
});

describe('verifying an address', () => {
  it("sends a link once however often its page asks, then shows the member's address verified", async () => {
    const { account, session, server, toasts, t } = storesSignedIn();
    const verifying = account.verifyEmail('verify-token');
    void account.verifyEmail('verify-token');
    expect(account.state.verification).toBe('verifying');
    expect(await requestBody(0, server)).toEqual({ token: 'verify-token' });
    await server.answer(0, undefined, { status: 204 });
    const me = await server.call(1);
    expect(me.name).toBe('GET /api/me');
    me.answer({ user: { ...member, email_verified: true } });
    await verifying;

    expect(server.calls).toHaveLength(2);
    expect(account.state.verification).toBe('verified');
    expect(session.state.auth?.email_verified).toBe(true);
    expect(toasts.state.toasts).toMatchObject([{ title: t('toast.verified'), tone: 'success' }]);
  });

  it('verifies a visitor who is not signed in without asking who they are', async () => {
    const { account, server } = storesSignedIn(null);
    const verifying = account.verifyEmail('verify-token');
    await server.answer(0, undefined, { status: 204 });
    await verifying;
    expect(account.state.verification).toBe('verified');
    expect(server.calls.map(({ name }) => name)).toEqual(['POST /api/email/verify']);
  });

  it('says a link used before verified the address already, without a toast', async () => {
    const { account, server, toasts } = storesSignedIn(null);
    const verifying = account.verifyEmail('used-token');
    await server.answer(0, { message: 'Your email address is verified already.' });
    await verifying;
    expect(account.state.verification).toBe('alreadyVerified');
    expect(toasts.state.toasts).toEqual([]);
  });

  it('calls an expired link expired without a toast, and a link without a token without a call', async () => {
    const { account, server, toasts } = storesSignedIn(null);
    const verifying = account.verifyEmail('expired-token');
    await server.answer(0, { message: 'This link has expired.' }, { status: 410 });
    await verifying;
    expect(account.state.verification).toBe('expired');
    expect(toasts.state.toasts).toEqual([]);

    const other = storesSignedIn(null);
    await other.account.verifyEmail('');
    expect(other.account.state.verification).toBe('expired');
    expect(other.server.calls).toHaveLength(0);
  });

  it('says why when the link could not be tried (too many attempts)', async () => {
    const { account, server, toasts } = storesSignedIn(null);
    const verifying = account.verifyEmail('verify-token');
    await server.answer(0, { message: 'Too many attempts.' }, { status: 429 });
    await verifying;
    expect(account.state.verification).toBe('expired');
    expect(toasts.state.toasts).toMatchObject([{ title: 'Too many attempts.', tone: 'error' }]);
  });
});

describe('a new verification mail', () => {
  it('is sending, then sent', async () => {
    const { account, server } = storesSignedIn();
    const resending = account.resendVerification();
    expect(account.state.resend.state).toBe('sending');
    const call = await server.call(0);
    expect(call.name).toBe('POST /api/me/verification');
    expect(call.request.headers.get('Authorization')).toBe('Bearer member-token');
    call.answer({ message: 'On its way' }, { status: 202 });
    await resending;
    expect(account.state.resend).toEqual({ state: 'sent', error: null });
  });

  it("shows a refusal's message and can be asked again", async () => {
    const { account, server } = storesSignedIn();
    const resending = account.resendVerification();
    await server.answer(0, { message: 'Too many attempts.' }, { status: 429 });
    await resending;
    expect(account.state.resend).toEqual({ state: 'idle', error: 'Too many attempts.' });
  });

  it('learns the address is verified already (409) and reads the member again', async () => {
    const { account, session, server } = storesSignedIn();
    const resending = account.resendVerification();
    await server.answer(0, { message: 'Already verified.' }, { status: 409 });
    await server.answer(1, { user: { ...member, email_verified: true } });
    await resending;
    expect(account.state.resend).toEqual({ state: 'idle', error: 'Already verified.' });
    expect(session.state.auth?.email_verified).toBe(true);
  });
});

describe("the profile's settings", () => {
  it('change the name the session shows, here and after a reload', async () => {
    const { account, session, server, storage, toasts, t } = storesSignedIn();
    const renaming = account.updateName({ name: 'Ayşe Demir' });
    expect(account.state.name.busy).toBe(true);
    expect((await server.call(0)).name).toBe('PATCH /api/me');
    expect(await requestBody(0, server)).toEqual({ name: 'Ayşe Demir' });
    await server.answer(0, { user: { ...member, name: 'Ayşe Demir' } });
    await renaming;

    expect(session.state.auth?.name).toBe('Ayşe Demir');
    expect(JSON.parse(storage.getItem('user') ?? '{}').name).toBe('Ayşe Demir');
    expect(account.state.name.busy).toBe(false);
    expect(toasts.state.toasts).toMatchObject([{ title: t('toast.nameChanged') }]);
  });

  it('change the password and keep this session; a wrong current password shows by its field', async () => {
    const { account, session, server, toasts, t } = storesSignedIn();
    const values = {
      current_password: 'wrong',
      password: 'new-secret',
      password_confirmation: 'new-secret',
    };
    const refused = account.changePassword(values);
    expect((await server.call(0)).name).toBe('PUT /api/me/password');
    await server.answer(
      0,
      { message: 'Wrong.', errors: { current_password: ['Wrong.'] } },
      { status: 422 },
    );
    await refused;
    expect(account.state.password.fieldErrors).toEqual({ current_password: ['Wrong.'] });

    const changing = account.changePassword({ ...values, current_password: 'secret-123' });
    await server.answer(1, undefined, { status: 204 });
    await changing;
    expect(account.state.password).toEqual({
      busy: false,
      serverError: null,
      fieldErrors: undefined,
    });
    expect(session.state.token).toBe('member-token');
    expect(toasts.state.toasts).toMatchObject([{ title: t('toast.passwordChanged') }]);
  });

  it('delete the account: the session, its postings on screen and its saves go, then home', async () => {
    const { account, jobs, myPostings, session, server, storage, toasts, t } = storesSignedIn();
    const mine = sampleJob('mine');
    const other = sampleJob('other');
    jobs.state.jobs = [mine, other];
    myPostings.state.postings = [mine];
    session.state.savedJobs = [other];

    const deleting = account.deleteAccount({ current_password: 'kestane-41' });
    expect((await server.call(0)).name).toBe('DELETE /api/me');
    expect(await requestBody(0, server)).toEqual({ current_password: 'kestane-41' });
    await server.answer(0, undefined, { status: 204 });
    await deleting;

    expect(session.state).toMatchObject({ token: null, auth: null, savedJobs: [] });
    expect(storage.getItem('token')).toBeNull();
    expect(jobs.state.jobs).toEqual([other]);
    expect(myPostings.state.postings).toEqual([]);
    expect(toasts.state.toasts).toMatchObject([{ title: t('toast.accountDeleted') }]);
    expect(history.pushState).toHaveBeenCalledWith(null, '', hrefs.home());
  });

  it('keep the account when the server refuses the deletion', async () => {
    const { account, session, server } = storesSignedIn();
    const deleting = account.deleteAccount({ current_password: 'kestane-99' });
    const wrong = { current_password: ['The current password is wrong.'] };
    await server.answer(
      0,
      { message: 'The current password is wrong.', errors: wrong },
      { status: 422 },
    );
    await deleting;
    expect(session.state.token).toBe('member-token');
    expect(account.state.deletion.fieldErrors).toEqual(wrong);
    expect(history.pushState).not.toHaveBeenCalled();
  });

  it('say what failed on the way when no answer came', async () => {
    const server = holdAnswers();
    const stores = createStores({
      seed: { origin: 'http://job.test', now: 0 },
      client: { ...server.client, fetch: () => Promise.reject(new TypeError('Failed to fetch')) },
      language: defaultLanguage(),
    });
    const account = accountOf(stores);
    await account.updateName({ name: 'Ayşe Demir' });
    expect(account.state.name).toMatchObject({
      busy: false,
      serverError: stores.language.t('error.unreachable'),
    });
  });
});

describe("a sign-in's save on the way", () => {
  it('saves the job, and the read asked after it is the list kept', async () => {
    const { account, members, session, server } = storesSignedIn();
    // A read of the saved jobs (the session's start) is on its way while the save is sent.
    const starting = members.loadSavedJobs();
    expect((await server.call(0)).name).toBe('GET /api/me/saved');

    const saving = account.saveOnTheWay('early-job');
    expect((await server.call(1)).name).toBe('PUT /api/jobs/early-job/save');
    expect(members.state.savingSlug).toBe('early-job');
    await server.answer(1, { saved: true, save: 1 });
    expect((await server.call(2)).name).toBe('GET /api/me/saved');
    const withIt = [sampleJob('early-job')];
    await server.answer(2, { data: withIt });
    await saving;
    // The older read, answered last, is not the list any more.
    await server.answer(0, { data: [] });
    await starting;
    expect(members.state.savingSlug).toBeNull();
    expect(session.state).toMatchObject({ savedJobs: withIt, savedJobsLoading: false });
  });

  it('says why a save failed, and reads the list as it is', async () => {
    const { account, session, server, toasts } = storesSignedIn();
    const saving = account.saveOnTheWay('gone-job');
    await server.answer(0, { message: 'Job not found' }, { status: 404 });
    await server.answer(1, { data: [] });
    await saving;
    expect(toasts.state.toasts).toMatchObject([{ title: 'Job not found', tone: 'error' }]);
    expect(session.state).toMatchObject({ savedJobs: [], savedJobsLoading: false });
  });
});
