import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linkToken } from '@job/contract';
import { type Email, renderEmail } from '@job/emails';
import { type CaughtMail, type MailCatcher, startMailCatcher } from '@job/machine';
import type { Language } from '@job/texts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '../db/connect';
import { images, jobs, mailedLinks, saves, tokens, users } from '../db/schema';
import { startServerProcess, stopServerProcesses } from '../resilience/serverProcess';
import { createTestDatabase, testDatabaseKind } from '../test/databases';
import { holdInTransaction, untilLockWaiters } from '../test/heldTransaction';
import { jobForm, picture } from '../test/images';
import { relaxedLimits, startServer, type TestServer } from '../test/server';
import { t } from '../test/texts';

let catcher: MailCatcher;
let server: TestServer;
beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startServer({
    smtpUrl: catcher.url,
    rateLimit: {
      limits: {
        ...relaxedLimits.limits,
        // Each test signs up members of its own: two mails an hour each is room enough.
        verificationMailsByAccount: { points: 2, seconds: 60 * 60 },
      },
    },
  });
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

const password = 'kestane-41';
let members = 0;

/** A new member, signed up in `language` (none chosen: the default). */
async function signUp(language?: Language) {
  members += 1;
  const email = `member${members}.${process.pid}@example.com`;
  const answer = await server.request(`/api/register${language ? `?lang=${language}` : ''}`, {
    json: { name: 'Ayşe Yılmaz', email, password, password_confirmation: password },
  });
  expect(answer.status).toBe(201);
  return { email, token: answer.body.token as string, id: answer.body.user.id as number };
}

const signIn = async (email: string, typed = password) =>
  server.request('/api/login', { json: { email, password: typed } });

/** The mails to `to`, read one after the other in the order they arrived. */
function mailbox(to: string) {
  const read = new Set<string>();
  return {
    /** The oldest mail to `to` not read yet, once it is there. */
    async next(): Promise<CaughtMail> {
      const mail = await catcher.waitFor(
        (caught) => caught.to === to && !read.has(caught.messageId),
      );
      read.add(mail.messageId);
      return mail;
    },
  };
}

/** The token of the link to `path` in a mail's text, and the link itself. */
function linkIn(mail: CaughtMail, path: string): { link: string; token: string } {
  const link = mail.text.match(new RegExp(`https?://\\S+${path}\\S*`))?.[0];
  if (!link) throw new Error(`No link to ${path} in:\n${mail.text}`);
  return { link, token: linkToken(new URL(link).hash) };
}

/** The subject `email` has in `language`, as the outbox got it. */
async function subjectOf(email: Email, language: Language): Promise<string> {
  return (await renderEmail(email, { language, origin: server.baseUrl })).subject;
}

const forgot = (email: string) => server.request('/api/password/forgot', { json: { email } });
const reset = (token: string, newPassword = 'kestane-42') =>
  server.request('/api/password/reset', {
    json: { token, password: newPassword, password_confirmation: newPassword },
  });
/** The status the reset link of `token` gets from the check made as its page opens. */
const check = async (token: string) =>
  (await server.request('/api/password/reset/check', { json: { token } })).status;
const verify = (token: string) => server.request('/api/email/verify', { json: { token } });
const me = (token: string) => server.request('/api/me', { token });

/** Moves a member's links of `purpose` past their expiry, as time passing would. */
async function expireLinks(userId: number) {
  await server.app.database.db
    .update(mailedLinks)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(mailedLinks.userId, userId));
}

describe('sign-up', () => {
  it('mails a welcome with a verification link in the language chosen before it', async () => {
    const member = await signUp('en');
    const mail = await mailbox(member.email).next();
    const { link, token } = linkIn(mail, '/verify-email');
    expect(link.startsWith(`${server.baseUrl}/verify-email?lang=en#token=`)).toBe(true);
    expect(mail.subject).toBe(
      await subjectOf(
        { kind: 'verifyAddress', name: 'Ayşe Yılmaz', verifyLink: link, welcome: true },
        'en',
      ),
    );
    expect((await me(member.token)).body.user.email_verified).toBe(false);
    // Only the digest is kept.
    const stored = await server.app.database.db.select().from(mailedLinks);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('writes in Turkish to a member who chose no language', async () => {
    const member = await signUp();
    const mail = await mailbox(member.email).next();
    const { link } = linkIn(mail, '/verify-email');
    expect(link.startsWith(`${server.baseUrl}/verify-email#token=`)).toBe(true);
    expect(mail.subject).toBe(
      await subjectOf(
        { kind: 'verifyAddress', name: 'Ayşe Yılmaz', verifyLink: link, welcome: true },
        'tr',
      ),
    );
  });
});

describe('address verification', () => {
  it('verifies once, with no sign-in needed; opened again, says the address is verified for 30 days', async () => {
    const member = await signUp();
    const { token } = linkIn(await mailbox(member.email).next(), '/verify-email');
    expect((await verify(token)).status).toBe(204);
    expect((await me(member.token)).body.user.email_verified).toBe(true);
    const again = await verify(token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: t('api.alreadyVerified') });
    const [link] = await server.app.database.db
      .select()
      .from(mailedLinks)
      .where(eq(mailedLinks.userId, member.id));
    expect(link?.usedAt).not.toBeNull();
    const days = ((link?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThanOrEqual(30);
    await expireLinks(member.id);
    const forgotten = await verify(token);
    expect(forgotten.status).toBe(410);
    expect(forgotten.body).toEqual({ message: t('api.linkExpired') });
  });

  it('opened twice at once, verifies once and says so to the other', async () => {
    const member = await signUp();
    const { token } = linkIn(await mailbox(member.email).next(), '/verify-email');
    const answers = await Promise.all([verify(token), verify(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 204]);
    expect((await me(member.token)).body.user.email_verified).toBe(true);
  });

  it('works for 24 hours', async () => {
    const member = await signUp();
    const { token } = linkIn(await mailbox(member.email).next(), '/verify-email');
    const [link] = await server.app.database.db
      .select()
      .from(mailedLinks)
      .where(eq(mailedLinks.userId, member.id));
    const hours = ((link?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.99);
    expect(hours).toBeLessThanOrEqual(24);
    await expireLinks(member.id);
    expect((await verify(token)).status).toBe(410);
    expect((await me(member.token)).body.user.email_verified).toBe(false);
  });

  it('refuses a token that is no token (422), and an unknown one (410)', async () => {
    const malformed = await verify('not-a-token');
    expect(malformed.status).toBe(422);
    expect(malformed.body).toEqual({
      message: t('validation.linkInvalid'),
      errors: { token: [t('validation.linkInvalid')] },
    });
    expect((await verify('A'.repeat(43))).status).toBe(410);
  });

  it('is mailed again on asking, the older link replaced, until verified (409), at most twice an hour (429)', async () => {
    const member = await signUp();
    const inbox = mailbox(member.email);
    const welcome = linkIn(await inbox.next(), '/verify-email');
    const resend = () =>
      server.request('/api/me/verification', { method: 'POST', token: member.token });
    const sent = await resend();
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ message: t('api.verificationSent', { email: member.email }) });
    const again = linkIn(await inbox.next(), '/verify-email');
    expect((await verify(welcome.token)).status).toBe(410);
    expect((await verify(again.token)).status).toBe(204);
    const verified = await resend();
    expect(verified.status).toBe(409);
    expect(verified.body).toEqual({ message: t('api.alreadyVerified') });
    const throttled = await resend();
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('password reset', () => {
  it('answers the same whether or not an account has the address', async () => {
    const member = await signUp();
    const known = await forgot(member.email.toUpperCase());
    const unknown = await forgot('nobody-at-all@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: t('api.resetLinkSent') });
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
  });

  it('takes as long whether or not an account has the address', async () => {
    // A server process of its own: in this one, the work done after a known address's answer
    // would hold up the test's own client, which shares the event loop, and not the answer.
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'job-reset-timing-'));
    const child = await startServerProcess({
      ...(database.options.databaseUrl
        ? { DATABASE_URL: database.options.databaseUrl }
        : { DATA_DIR: dataDir }),
      SMTP_URL: catcher.url,
      // Each call a visitor of its own, so the shipped limits stay out of the way.
      TRUST_PROXY: '127.0.0.1',
    });
    try {
      // An address gets at most 5 reset links an hour: the known ones take turns.
      const inboxes = new Map<string, ReturnType<typeof mailbox>>();
      for (let member = 0; member < 5; member++) {
        const { email } = await child.signUp();
        inboxes.set(email, mailbox(email));
        await inboxes.get(email)?.next();
      }
      const known = [...inboxes.keys()];
      let visitors = 0;
      const timed = async (address: string) => {
        visitors += 1;
        const started = performance.now();
        const answer = await child.request('/api/password/forgot', {
          json: { email: address },
          headers: { 'x-forwarded-for': `203.0.113.${visitors}` },
        });
        const took = performance.now() - started;
        expect(answer.status).toBe(202);
        // The known address's mail, written and sent after the answer, is out of the way
        // before the next call, and so is the sender's record of it (a write after the send):
        // checked after every call, known or not, so both kinds start from a quiet server.
        await inboxes.get(address)?.next();
        await vi.waitFor(
          async () => {
            const figures = String((await child.request('/metrics')).body);
            expect(figures).toMatch(/^job_mail_outbox_pending 0$/m);
          },
          { timeout: 10_000, interval: 20 },
        );
        return took;
      };
      // The first calls of a fresh process are slow whatever they ask: left out.
      let asked = 0;
      const nextKnown = () => known[asked++ % known.length] as string;
      for (let attempt = 0; attempt < 3; attempt++) {
        await timed(nextKnown());
        await timed(`warming${attempt}@example.com`);
      }
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      // Alternating the two keeps a change in the machine's load from favouring either.
      for (let attempt = 0; attempt < 20; attempt++) {
        knownTimes.push(await timed(nextKnown()));
        unknownTimes.push(await timed(`nobody${attempt}@example.com`));
      }
      const median = (times: number[]) => times.sort((a, b) => a - b)[10] ?? 0;
      // Looking the address up, writing its link and rendering the mail take 50 ms and more
      // (the render alone): answered after them, a known address would stand out by as much.
      // The bound leaves room for a busy machine's noise and stays below that.
      expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(
        Math.max(25, 0.5 * Math.max(median(knownTimes), median(unknownTimes))),
      );
    } finally {
      await stopServerProcesses();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A server process of its own to start first: over a minute on a busy machine.
  }, 240_000);

  it('mails a link that resets once, signs out everywhere and in here, and verifies the address', async () => {
    const member = await signUp('en');
    const inbox = mailbox(member.email);
    const welcome = linkIn(await inbox.next(), '/verify-email');
    const otherDevice = (await signIn(member.email)).body.token as string;
    expect((await forgot(member.email)).status).toBe(202);
    const mail = await inbox.next();
    expect(mail.subject).toBe(
      await subjectOf(
        { kind: 'passwordReset', name: 'Ayşe Yılmaz', resetLink: '', forgotLink: '' },
        'en',
      ),
    );
    const { link, token } = linkIn(mail, '/reset-password');
    expect(link.startsWith(`${server.baseUrl}/reset-password?lang=en#token=`)).toBe(true);

    // Checking it, as its page does on opening, uses nothing up.
    expect(await check(token)).toBe(204);
    expect(await check(token)).toBe(204);
    const answer = await reset(token);
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ email: member.email, email_verified: true });
    expect((await me(answer.body.token)).status).toBe(200);
    for (const revoked of [member.token, otherDevice]) expect((await me(revoked)).status).toBe(401);
    expect((await signIn(member.email)).status).toBe(401);
    expect((await signIn(member.email, 'kestane-42')).status).toBe(200);
    // The welcome's link, opened after, has nothing left to do and says so.
    const verified = await verify(welcome.token);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: t('api.alreadyVerified') });

    expect(await check(token)).toBe(410);
    const used = await reset(token, 'kestane-43');
    expect(used.status).toBe(410);
    expect(used.body).toEqual({ message: t('api.linkExpired') });
    const changed = await inbox.next();
    expect(changed.subject).toBe(
      await subjectOf({ kind: 'passwordChanged', name: 'Ayşe Yılmaz', forgotLink: '' }, 'en'),
    );
    linkIn(changed, '/forgot-password');
  });

  it('keeps only the newest link working', async () => {
    const member = await signUp();
    const inbox = mailbox(member.email);
    await inbox.next();
    await forgot(member.email);
    const older = linkIn(await inbox.next(), '/reset-password');
    await forgot(member.email);
    const newer = linkIn(await inbox.next(), '/reset-password');
    expect(await check(older.token)).toBe(410);
    expect(await check(newer.token)).toBe(204);
    expect((await reset(older.token)).status).toBe(410);
    expect((await reset(newer.token)).status).toBe(200);
  });

  it('works for one hour', async () => {
    const member = await signUp();
    const inbox = mailbox(member.email);
    await inbox.next();
    await forgot(member.email);
    const { token } = linkIn(await inbox.next(), '/reset-password');
    const [link] = await server.app.database.db
      .select()
      .from(mailedLinks)
      .where(and(eq(mailedLinks.userId, member.id), eq(mailedLinks.purpose, 'reset')));
    const minutes = ((link?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59.9);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(await check(token)).toBe(204);
    await expireLinks(member.id);
    expect(await check(token)).toBe(410);
    expect((await reset(token)).status).toBe(410);
    expect((await signIn(member.email)).status).toBe(200);
  });

  it('checks the token and the new password with the sign-up rules (422)', async () => {
    const blank = await server.request('/api/password/reset', {
      json: { token: 'x', password: '', password_confirmation: '' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({
      token: [t('validation.linkInvalid')],
      password: [t('validation.passwordRequired')],
      password_confirmation: [t('validation.passwordConfirmationRequired')],
    });
    const malformed = await server.request('/api/password/reset/check', { json: { token: 'x' } });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ token: [t('validation.linkInvalid')] });
    const short = await reset('A'.repeat(43), '1234');
    expect(short.status).toBe(422);
    const minLength = [t('validation.minLength', { min: 5 })];
    expect(short.body.errors).toEqual({ password: minLength, password_confirmation: minLength });
    const invalidEmail = await forgot('not-an-address');
    expect(invalidEmail.status).toBe(422);
    expect(invalidEmail.body.errors).toEqual({ email: [t('validation.emailInvalid')] });
  });
});

describe('account settings', () => {
  it('renames the member', async () => {
    const member = await signUp();
    const renamed = await server.request('/api/me', {
      method: 'PATCH',
      token: member.token,
      json: { name: '  Ayşe Kaya ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user.name).toBe('Ayşe Kaya');
    expect((await me(member.token)).body.user.name).toBe('Ayşe Kaya');
    const blank = await server.request('/api/me', {
      method: 'PATCH',
      token: member.token,
      json: { name: ' ' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ name: [t('validation.nameRequired')] });
  });

  it('changes the password with the current one, signing out every other session', async () => {
    const member = await signUp();
    const inbox = mailbox(member.email);
    await inbox.next();
    const otherDevice = (await signIn(member.email)).body.token as string;
    const change = (current: string) =>
      server.request('/api/me/password', {
        method: 'PUT',
        token: member.token,
        json: {
          current_password: current,
          password: 'kestane-42',
          password_confirmation: 'kestane-42',
        },
      });
    const wrong = await change('wrong-password');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      message: t('validation.currentPasswordWrong'),
      errors: { current_password: [t('validation.currentPasswordWrong')] },
    });
    expect((await change(password)).status).toBe(204);
    expect((await me(member.token)).status).toBe(200);
    expect((await me(otherDevice)).status).toBe(401);
    expect((await signIn(member.email, 'kestane-42')).status).toBe(200);
    linkIn(await inbox.next(), '/forgot-password');
  });

  it('deletes the account with its postings, saves, tokens and links, and says goodbye', async () => {
    const member = await signUp();
    const inbox = mailbox(member.email);
    await inbox.next();
    const other = await signUp();
    const shared = await picture('png', 12, 12);
    const post = async (token: string, title: string, png: Buffer) => {
      const answer = await server.request('/api/jobs', {
        token,
        form: jobForm({ title, workType: '1' }, { data: png, name: 'logo.png', type: 'image/png' }),
      });
      expect(answer.status).toBe(201);
      return answer.body.data.slug as string;
    };
    const own = [
      await post(member.token, 'Leaving soon', shared),
      await post(member.token, 'Also', await picture('png', 13, 13)),
    ];
    const theirs = await post(other.token, 'Staying', shared);
    const save = await server.request(`/api/jobs/${theirs}/save`, {
      method: 'PUT',
      token: member.token,
    });
    expect(save.body).toEqual({ saved: true, save: 1 });
    await forgot(member.email);
    await inbox.next();

    const deleted = await server.request('/api/me', {
      method: 'DELETE',
      token: member.token,
      json: { current_password: password },
    });
    expect(deleted.status).toBe(204);
    expect((await me(member.token)).status).toBe(401);
    for (const slug of own) expect((await server.request(`/api/jobs/${slug}`)).status).toBe(404);
    expect((await server.request(`/api/jobs/${theirs}`)).body.data.save).toBe(0);

    const goodbye = await inbox.next();
    expect(goodbye.subject).toBe(
      await subjectOf(
        { kind: 'accountDeleted', name: 'Ayşe Yılmaz', postings: 2, homeLink: '' },
        'tr',
      ),
    );
    const { db } = server.app.database;
    expect(await db.select().from(users).where(eq(users.id, member.id))).toEqual([]);
    expect(await db.select().from(tokens).where(eq(tokens.userId, member.id))).toEqual([]);
    expect(await db.select().from(mailedLinks).where(eq(mailedLinks.userId, member.id))).toEqual(
      [],
    );
    expect(await db.select().from(saves).where(eq(saves.userId, member.id))).toEqual([]);
    expect(await db.select().from(jobs).where(eq(jobs.userId, member.id))).toEqual([]);
    // The picture the other member's job shows too stays; the member's own one went.
    const unused = await selectRows(
      db,
      sql`SELECT name FROM ${images} WHERE name NOT IN (SELECT image_name FROM ${jobs} WHERE image_name IS NOT NULL)`,
    );
    expect(unused).toEqual([]);
    // Once the goodbye is sent, the outbox keeps nothing of the member either.
    await expect
      .poll(() =>
        selectRows(
          db,
          sql`SELECT id FROM outbox WHERE position(${member.email} in recipient || subject || html || text) > 0`,
        ),
      )
      .toEqual([]);
  });
});

// Two transactions at once need PostgreSQL: PGlite runs one at a time.
describe.runIf(testDatabaseKind() === 'postgres')(
  'an account deleted while its member posts',
  () => {
    const logo = picture('png', 14, 14);
    /** A member who has posted once, in the list of work type 2 (no workplace). */
    async function poster() {
      const member = await signUp();
      const post = async (title: string) =>
        server.request('/api/jobs', {
          token: member.token,
          form: jobForm(
            { title, workType: '2' },
            { data: await logo, name: 'logo.png', type: 'image/png' },
          ),
        });
      expect((await post('Önceki ilan')).status).toBe(201);
      const remove = () =>
        server.request('/api/me', {
          method: 'DELETE',
          token: member.token,
          json: { current_password: password },
        });
      return { ...member, post, remove };
    }
    const waiters = (count: number) => untilLockWaiters(server.app.database.db, count);
    /** Jobs whose poster went and that stayed (the foreign key sets null). */
    const orphans = () =>
      selectRows(server.app.database.db, sql`SELECT id FROM ${jobs} WHERE user_id IS NULL`);

    it('takes the posting under way with it', async () => {
      const member = await poster();
      // Holds the create past its insert, as a slow moment would: its list's count row.
      const held = await holdInTransaction(server.app.database.db, (tx) =>
        tx.execute(
          sql`SELECT total FROM job_counts WHERE work_type = 2 AND workplace = '' FOR UPDATE`,
        ),
      );
      const posting = member.post('Yoldaki ilan');
      await waiters(1);
      const deleting = member.remove();
      await waiters(2);
      await held.release();
      const [posted, deleted] = await Promise.all([posting, deleting]);
      expect(posted.status).toBe(201);
      expect(deleted.status).toBe(204);
      expect((await server.request(`/api/jobs/${posted.body.data.slug}`)).status).toBe(404);
      expect(await orphans()).toEqual([]);
    });

    it('refuses the posting that comes after it (401), without a deadlock', async () => {
      const member = await poster();
      // Holds the deletion before the member's row, once it has taken their postings' count rows.
      const held = await holdInTransaction(server.app.database.db, (tx) =>
        tx.execute(sql`SELECT 1 FROM ${users} WHERE id = ${member.id} FOR KEY SHARE`),
      );
      const deleting = member.remove();
      await waiters(1);
      // Signed in still: the deletion has not committed.
      const posting = member.post('Sonraki ilan');
      await waiters(2);
      await held.release();
      const [deleted, posted] = await Promise.all([deleting, posting]);
      expect(deleted.status).toBe(204);
      expect(posted.status).toBe(401);
      expect(posted.body.message).toBe(t('api.unauthenticated'));
      expect(await orphans()).toEqual([]);
    });
  },
);

describe('with REQUIRE_VERIFIED_EMAIL=true', () => {
  it('posts only with a verified address (403 before)', async () => {
    const strict = await startServer({ smtpUrl: catcher.url, requireVerifiedEmail: true });
    try {
      const email = `strict.${process.pid}@example.com`;
      const signedUp = await strict.request('/api/register', {
        json: { name: 'Ayşe', email, password, password_confirmation: password },
      });
      const { token } = signedUp.body;
      const form = async () =>
        jobForm(
          { title: 'Verified only', workType: '1' },
          { data: await picture('png', 8, 8), name: 'a.png', type: 'image/png' },
        );
      const refused = await strict.request('/api/jobs', { token, form: await form() });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: t('api.verifyFirst') });
      const mail = await catcher.waitFor((caught) => caught.to === email);
      const verified = await strict.request('/api/email/verify', {
        json: { token: linkIn(mail, '/verify-email').token },
      });
      expect(verified.status).toBe(204);
      expect((await strict.request('/api/jobs', { token, form: await form() })).status).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('is off by default: an unverified member posts', async () => {
    const member = await signUp();
    const posted = await server.request('/api/jobs', {
      token: member.token,
      form: jobForm(
        { title: 'Unverified', workType: '1' },
        { data: await picture('png', 8, 8), name: 'a.png', type: 'image/png' },
      ),
    });
    expect(posted.status).toBe(201);
  });
});
