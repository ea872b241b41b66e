import { linkToken } from '@job/contract';
import { type MailCatcher, startMailCatcher } from '@job/machine';
import { apiTextsOf } from '@job/texts/catalogues';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/connect';
import { testDatabaseKind } from '../test/databases';
import { holdInTransaction, untilLockWaiters } from '../test/heldTransaction';
import { relaxedLimits, startServer, type TestServer } from '../test/server';
import { t } from '../test/texts';

let catcher: MailCatcher;
let server: TestServer;
beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startServer({ smtpUrl: catcher.url, rateLimit: relaxedLimits });
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

const password = 'kestane-41';
let members = 0;

async function signUp() {
  members += 1;
  const email = `keeper${members}.${process.pid}@example.com`;
  const answer = await server.request('/api/register', {
    json: { name: 'Ayşe Yılmaz', email, password, password_confirmation: password },
  });
  expect(answer.status).toBe(201);
  return { email, token: answer.body.token as string };
}

const signIn = (email: string, typed: string) =>
  server.request('/api/login', { json: { email, password: typed } });
const changePassword = (token: string, current: string, next: string, lang = '') =>
  server.request(`/api/me/password${lang}`, {
    method: 'PUT',
    token,
    json: { current_password: current, password: next, password_confirmation: next },
  });
const reset = (token: string, next: string) =>
  server.request('/api/password/reset', {
    json: { token, password: next, password_confirmation: next },
  });
const checkLink = async (token: string) =>
  (await server.request('/api/password/reset/check', { json: { token } })).status;

/** Asks for a reset link for `email` and answers the token of the link mailed, once it came. */
async function resetLink(email: string): Promise<string> {
  const before = new Set(catcher.messages().map((mail) => mail.messageId));
  expect((await server.request('/api/password/forgot', { json: { email } })).status).toBe(202);
  const mail = await catcher.waitFor(
    (caught) =>
      caught.to === email &&
      !before.has(caught.messageId) &&
      caught.text.includes('/reset-password'),
  );
  const link = /https?:\/\/\S+\/reset-password\S*/.exec(mail.text)?.[0] ?? '';
  return linkToken(new URL(link).hash);
}

describe('a change of password', () => {
  it('ends the reset links asked for before it, from the profile', async () => {
    const member = await signUp();
    const token = await resetLink(member.email);
    expect(await checkLink(token)).toBe(204);
    expect((await changePassword(member.token, password, 'kestane-42')).status).toBe(204);
    expect(await checkLink(token)).toBe(410);
    expect((await reset(token, 'kestane-43')).status).toBe(410);
    expect((await signIn(member.email, 'kestane-42')).status).toBe(200);
  });

  // Two transactions at once on one member's row: PostgreSQL's (PGlite runs one at a time).
  it.runIf(testDatabaseKind() === 'postgres')(
    'ends a reset link looked up before it and stored after it: none is stored',
    async () => {
      const member = await signUp();
      const { db } = server.app.database;
      // A change of password under way: the member's row written, not committed yet.
      const change = await holdInTransaction(db, (tx) =>
        tx.execute(sql`UPDATE users SET password_hash = 'changed' WHERE email = ${member.email}`),
      );
      const asked = await server.request('/api/password/forgot', {
        json: { email: member.email },
      });
      expect(asked.status).toBe(202);
      // The link's transaction waits for the change, then finds the password changed.
      await untilLockWaiters(db, 1);
      await change.release();
      await server.app.accounts.settle();
      const links = await selectRows<{ count: number }>(
        db,
        sql`SELECT count(*)::int AS count FROM mailed_links JOIN users ON users.id = user_id
          WHERE email = ${member.email} AND purpose = 'reset'`,
      );
      expect(links).toEqual([{ count: 0 }]);
    },
  );

  it('is refused when the new password is the current one, or among the most common', async () => {
    const member = await signUp();
    for (const language of ['tr', 'en'] as const) {
      const words = apiTextsOf(language);
      const same = await changePassword(member.token, password, password, `?lang=${language}`);
      expect(same.status).toBe(422);
      expect(same.body.errors).toEqual({ password: [words.t('validation.passwordUnchanged')] });
      const common = await changePassword(member.token, password, 'iloveyou', `?lang=${language}`);
      expect(common.status).toBe(422);
      expect(common.body).toEqual({
        message: words.t('validation.passwordCommon'),
        errors: { password: [words.t('validation.passwordCommon')] },
      });
    }
    // The spec's minimum first, in its own words, and alone.
    const short = await changePassword(member.token, password, '1234');
    expect(short.body.errors.password).toEqual([t('validation.minLength', { min: 5 })]);
    expect((await signIn(member.email, password)).status).toBe(200);
  });
});

describe('the most common passwords', () => {
  it('are refused at sign-up, variants included, after the spec’s minimum', async () => {
    for (const common of ['password', 'P@ssw0rd', '123456789', 'qwerty123', 'galatasaray']) {
      const answer = await server.request('/api/register?lang=en', {
        json: {
          name: 'Ayşe Yılmaz',
          email: `common.${members++}@example.com`,
          password: common,
          password_confirmation: common,
        },
      });
      expect(answer.status, common).toBe(422);
      expect(answer.body.errors).toEqual({
        password: [apiTextsOf('en').t('validation.passwordCommon')],
      });
    }
    const short = await server.request('/api/register', {
      json: {
        name: 'A',
        email: 'short@example.com',
        password: '1234',
        password_confirmation: '1234',
      },
    });
    expect(short.body.errors.password).toEqual([t('validation.minLength', { min: 5 })]);
    // Five characters that are no common password still do, as the spec has it.
    const five = await server.request('/api/register', {
      json: {
        name: 'A',
        email: 'five@example.com',
        password: 'kx7qz',
        password_confirmation: 'kx7qz',
      },
    });
    expect(five.status).toBe(201);
  });

  it('and the current one are refused at a reset, which leaves its link working', async () => {
    const member = await signUp();
    const token = await resetLink(member.email);
    const common = await reset(token, 'sunshine');
    expect(common.status).toBe(422);
    expect(common.body.errors).toEqual({ password: [t('validation.passwordCommon')] });
    const same = await reset(token, password);
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ password: [t('validation.passwordUnchanged')] });
    expect(await checkLink(token)).toBe(204);
    expect((await reset(token, 'kestane-44')).status).toBe(200);
  });
});

describe('a suspended member', () => {
  it('cannot complete a reset: refused as sign-in refuses them, the password unchanged', async () => {
    const member = await signUp();
    const token = await resetLink(member.email);
    await server.app.database.db.execute(
      sql`UPDATE users SET suspended_at = now() WHERE email = ${member.email}`,
    );
    const signInRefusal = await signIn(member.email, password);
    expect(signInRefusal.status).toBe(403);
    const answer = await reset(token, 'kestane-45');
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(signInRefusal.body);
    expect(answer.body).toEqual({ message: t('api.accountSuspended') });
    await server.app.database.db.execute(
      sql`UPDATE users SET suspended_at = NULL WHERE email = ${member.email}`,
    );
    expect((await signIn(member.email, password)).status).toBe(200);
  });
});

describe('deleting an account', () => {
  it('asks for the password: a wrong one deletes nothing (422), the right one deletes', async () => {
    const member = await signUp();
    const remove = (body: unknown) =>
      server.request('/api/me', { method: 'DELETE', token: member.token, json: body });
    const none = await remove({ current_password: '' });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({
      current_password: [t('validation.currentPasswordRequired')],
    });
    // The address the call used to take is no longer enough.
    expect((await remove({ email: member.email })).status).toBe(422);
    const wrong = await remove({ current_password: 'kestane-99' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: [t('validation.currentPasswordWrong')] });
    expect((await server.request('/api/me', { token: member.token })).status).toBe(200);
    expect((await remove({ current_password: password })).status).toBe(204);
    expect((await server.request('/api/me', { token: member.token })).status).toBe(401);
    expect((await signIn(member.email, password)).status).toBe(401);
  });
});
