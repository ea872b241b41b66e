import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokens, users } from '../db/schema';
import { jobForm, picture } from '../test/images';
import { type RequestOptions, startServer, type TestServer } from '../test/server';
import { t } from '../test/texts';
import { hashToken } from './tokens';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const signup = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  password: 'kestane-41',
  password_confirmation: 'kestane-41',
};
const minLength = t('validation.minLength', { min: 5 });

describe('POST /api/register', () => {
  it('creates the account and answers 201 with the user and a token', async () => {
    const answer = await server.request('/api/register', { json: signup });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      user: {
        id: expect.any(Number),
        name: 'Ayşe Yılmaz',
        email: 'ayse@example.com',
        created_at: expect.any(String),
        language: null,
        email_verified: false,
        role: 'member',
      },
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const me = await server.request('/api/me', { token: answer.body.token });
    expect(me.body.user.email).toBe('ayse@example.com');
  });

  it('stores a scrypt hash and a token digest, never the secrets themselves', async () => {
    const answer = await server.request('/api/register', {
      json: { ...signup, email: 'hash@example.com' },
    });
    const [user] = await server.app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'hash@example.com'));
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(user?.passwordHash).not.toContain('kestane-41');
    const stored = await server.app.database.db
      .select()
      .from(tokens)
      .where(eq(tokens.userId, user?.id ?? 0));
    expect(stored.map((token) => token.tokenHash)).toEqual([hashToken(answer.body.token)]);
  });

  it('refuses an email that is taken, whatever its case', async () => {
    const answer = await server.request('/api/register', {
      json: { ...signup, email: '  AYSE@Example.COM ' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: t('validation.emailTaken'),
      errors: { email: [t('validation.emailTaken')] },
    });
  });

  it('answers every rule of the sign-up form with its message, in Laravel shape', async () => {
    const blank = await server.request('/api/register', {
      json: { name: '  ', email: ' ', password: '', password_confirmation: '' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({
      message: t('validation.nameRequired'),
      errors: {
        name: [t('validation.nameRequired')],
        email: [t('validation.emailRequired')],
        password: [t('validation.passwordRequired')],
        password_confirmation: [t('validation.passwordConfirmationRequired')],
      },
    });
    const wrong = await server.request('/api/register', {
      json: {
        name: 'A',
        email: 'not-an-address',
        password: '1234',
        password_confirmation: '12345',
      },
    });
    expect(wrong.body.errors).toEqual({
      email: [t('validation.emailInvalid')],
      password: [minLength],
      password_confirmation: [t('validation.sameAs')],
    });
  });

  it('treats missing fields as blank ones', async () => {
    const answer = await server.request('/api/register', { json: {} });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual([
      'name',
      'email',
      'password',
      'password_confirmation',
    ]);
  });

  it('refuses a body that is not a JSON object', async () => {
    const answer = await server.request('/api/register', { json: ['a'] });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('The body field must be an object.');
  });
});

describe('POST /api/login', () => {
  beforeAll(async () => {
    await server.request('/api/register', { json: { ...signup, email: 'login@example.com' } });
  });

  it('answers the user and a new token for the right password, the email in any case', async () => {
    const answer = await server.request('/api/login', {
      json: { email: ' LOGIN@example.com', password: 'kestane-41' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user.email).toBe('login@example.com');
    expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers 401 with a message for a wrong password or an unknown email', async () => {
    for (const json of [
      { email: 'login@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'kestane-41' },
    ]) {
      const answer = await server.request('/api/login', { json });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: t('validation.invalidCredentials') });
    }
  });

  it('answers the login form rules with their messages', async () => {
    const blank = await server.request('/api/login', { json: { email: '', password: ' ' } });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({
      message: t('validation.emailRequired'),
      errors: {
        email: [t('validation.emailRequired')],
        password: [t('validation.passwordRequired')],
      },
    });
    const short = await server.request('/api/login', { json: { email: 'a@b', password: '1234' } });
    expect(short.body.errors).toEqual({
      email: [t('validation.emailInvalid')],
      password: [minLength],
    });
  });
});

describe('bearer tokens', () => {
  it('refuses a call that needs one when it is missing or malformed', async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: `Bearer ${'x'.repeat(42)}!` },
    ];
    for (const headers of headerSets) {
      const answer = await server.request('/api/me', { headers });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('is ignored by the public reads, whatever it is, and refused by calls that need one', async () => {
    const { token } = await server.signUp();
    const created = await server.request('/api/jobs', {
      token,
      form: jobForm(
        { title: 'Public read', workType: '2' },
        { data: await picture('png', 16, 16), name: 'a.png', type: 'image/png' },
      ),
    });
    expect(created.status).toBe(201);
    const { slug, image } = created.body.data;
    const { token: revoked } = await server.signUp();
    await server.request('/api/logout', { method: 'POST', token: revoked });
    const { token: expired } = await server.signUp();
    await server.app.database.db
      .update(tokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(tokens.tokenHash, hashToken(expired)));

    const useless = [
      'Bearer null',
      'Bearer ',
      'Bearer',
      'Basic abc',
      `Bearer ${'A'.repeat(43)}`,
      `Bearer ${revoked}`,
      `Bearer ${expired}`,
    ];
    const reads: [string, RequestOptions?][] = [
      ['/api/paginate/0/5'],
      ['/api/getType', { json: { type: 'part-time' } }],
      ['/api/search', { json: { data: 'Public' } }],
      [`/api/jobs/${slug}`],
      [image],
    ];
    for (const [path, options] of reads) {
      const anonymous = await server.request(path, options);
      expect(anonymous.status).toBe(200);
      for (const authorization of useless) {
        const answer = await server.request(path, { ...options, headers: { authorization } });
        expect({ path, authorization, status: answer.status }).toEqual({
          path,
          authorization,
          status: 200,
        });
        expect(answer.body).toEqual(anonymous.body);
      }
    }
    for (const authorization of useless) {
      const headers = { authorization };
      const needOne = [
        await server.request('/api/me', { headers }),
        await server.request('/api/logout', { method: 'POST', headers }),
        await server.request('/api/jobs', { headers, json: { title: 'x', workType: 1, url: 'x' } }),
      ];
      for (const answer of needOne) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ message: 'Unauthenticated.' });
      }
    }
  });

  it('stops working once expired', async () => {
    const { token } = await server.signUp();
    await server.app.database.db
      .update(tokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(tokens.tokenHash, hashToken(token)));
    expect((await server.request('/api/me', { token })).status).toBe(401);
  });

  it('is revoked by logout, and only that one', async () => {
    const { token, email } = await server.signUp();
    const other = await server.request('/api/login', { json: { email, password: 'kestane-41' } });
    const logout = await server.request('/api/logout', { method: 'POST', token });
    expect(logout.status).toBe(204);
    expect((await server.request('/api/me', { token })).status).toBe(401);
    expect((await server.request('/api/logout', { method: 'POST', token })).status).toBe(401);
    expect((await server.request('/api/me', { token: other.body.token })).status).toBe(200);
  });

  it('lasts thirty days', async () => {
    const { token } = await server.signUp();
    const [row] = await server.app.database.db
      .select()
      .from(tokens)
      .where(eq(tokens.tokenHash, hashToken(token)));
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThanOrEqual(30);
  });
});

describe('login timing', () => {
  it('takes as long for an unknown email as for a wrong password', async () => {
    // A cost high enough for scrypt to dominate the request time.
    const slow = await startServer({ scryptCost: { N: 2 ** 14, r: 8, p: 1 } });
    try {
      const { email } = await slow.signUp();
      const timeLogin = async (loginEmail: string) => {
        const started = performance.now();
        const answer = await slow.request('/api/login', {
          json: { email: loginEmail, password: 'wrong-password' },
        });
        expect(answer.status).toBe(401);
        return performance.now() - started;
      };
      // Alternating the two keeps a change in the machine's load from favouring either.
      const known: number[] = [];
      const unknown: number[] = [];
      for (let attempt = 0; attempt < 7; attempt++) {
        known.push(await timeLogin(email));
        unknown.push(await timeLogin('nobody-at-all@example.com'));
      }
      const median = (times: number[]) => times.sort((a, b) => a - b)[3] ?? 0;
      const ratio = median(unknown) / median(known);
      // Without the decoy hash an unknown email answers in a few percent of the time; the wide
      // band keeps a busy machine from failing the test.
      expect(ratio).toBeGreaterThan(0.4);
      expect(ratio).toBeLessThan(2.5);
    } finally {
      await slow.close();
    }
  });
});
