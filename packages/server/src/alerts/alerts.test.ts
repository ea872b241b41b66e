import type { Alert } from '@job/contract';
import { apiTextsOf } from '@job/texts/catalogues';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts } from '../db/schema';
import { startServer, type TestServer } from '../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const save = (token: string | undefined, body: Record<string, unknown>, lang = 'en') =>
  server.request<{ data: Alert }>(`/api/me/alerts?lang=${lang}`, {
    ...(token !== undefined && { token }),
    json: body,
  });
const mine = (token: string | undefined, lang = 'en') =>
  server.request<{ data: Alert[] }>(`/api/me/alerts?lang=${lang}`, {
    ...(token !== undefined && { token }),
  });
const change = (token: string | undefined, id: number, body: Record<string, unknown>) =>
  server.request<{ data: Alert }>(`/api/me/alerts/${id}?lang=en`, {
    method: 'PATCH',
    ...(token !== undefined && { token }),
    json: body,
  });
const remove = (token: string | undefined, id: number) =>
  server.request(`/api/me/alerts/${id}?lang=en`, {
    method: 'DELETE',
    ...(token !== undefined && { token }),
  });

describe('a member saves a search as an alert', () => {
  it('names it by its criteria in the reader’s words, instant unless asked for daily', async () => {
    const { token } = await server.signUp();
    const made = await save(token, { q: ' react ', type: 'freelance', workplace: 'remote' });
    expect(made.status).toBe(201);
    expect(made.headers.get('cache-control')).toBe('private, no-store');
    expect(made.body.data).toMatchObject({
      name: '"react", Freelance, Remote',
      q: 'react',
      type: 'freelance',
      workplace: 'remote',
      salary: null,
      frequency: 'instant',
      paused: false,
      last_sent_at: null,
      matched: 0,
    });
    const turkish = await mine(token, 'tr');
    expect(turkish.body.data.map((alert) => alert.name)).toEqual(['"react", Serbest, Uzaktan']);
    const everything = await save(token, { frequency: 'daily' });
    expect(everything.body.data).toMatchObject({ name: 'All jobs', frequency: 'daily', q: '' });
    expect((await mine(token)).body.data.map((alert) => alert.id)).toEqual([
      everything.body.data.id,
      made.body.data.id,
    ]);
  });

  it('answers the alert there is when the same search is saved again, however it is typed', async () => {
    const { token } = await server.signUp();
    const first = await save(token, { q: 'Yazılım', type: 'full-time' });
    const again = await save(token, { q: 'YAZILIM', type: 'full-time', frequency: 'daily' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    // Other filters are another search.
    expect((await save(token, { q: 'yazilim' })).status).toBe(201);
  });

  it('keeps the salary floor of the list, lira when it names no currency', async () => {
    const { token } = await server.signUp();
    const lira = await save(token, { q: 'react', minSalary: 50000 });
    expect(lira.status).toBe(201);
    expect(lira.body.data).toMatchObject({
      name: '"react", at least ₺50,000/month',
      salary: { amount: 50000, currency: 'TRY' },
    });
    const same = await save(token, { q: 'React', minSalary: 50000, salaryCurrency: 'TRY' });
    expect(same.status).toBe(200);
    expect(same.body.data.id).toBe(lira.body.data.id);
    // Another amount, another currency, or none: each another search.
    for (const floor of [{ minSalary: 60000 }, { minSalary: 50000, salaryCurrency: 'EUR' }, {}]) {
      expect((await save(token, { q: 'react', ...floor })).status, JSON.stringify(floor)).toBe(201);
    }
    const turkish = await mine(token, 'tr');
    expect(turkish.body.data.map((alert) => alert.name)).toContain('"react", en az €50.000/ay');
  });

  it('renames, switches to daily, pauses and resumes, and deletes', async () => {
    const { token } = await server.signUp();
    const { id } = (await save(token, { q: 'go' })).body.data;
    expect((await change(token, id, { name: '  Go jobs ' })).body.data.name).toBe('Go jobs');
    expect((await change(token, id, { frequency: 'daily', paused: true })).body.data).toMatchObject(
      { name: 'Go jobs', frequency: 'daily', paused: true },
    );
    const back = await change(token, id, { name: null, paused: false });
    expect(back.body.data).toMatchObject({ name: '"go"', paused: false, frequency: 'daily' });
    expect((await change(token, id, { name: '   ' })).status).toBe(422);
    expect((await change(token, id, {})).status).toBe(422);
    expect((await remove(token, id)).status).toBe(204);
    expect((await mine(token)).body.data).toEqual([]);
    expect((await remove(token, id)).status).toBe(404);
  });

  it('refuses criteria no list has', async () => {
    const { token } = await server.signUp();
    expect((await save(token, { type: 'weekly' })).status).toBe(422);
    expect((await save(token, { workplace: 'moon' })).status).toBe(422);
    expect((await save(token, { frequency: 'hourly' })).status).toBe(422);
    expect((await save(token, { q: 'x'.repeat(101) })).status).toBe(422);
    expect((await save(token, { minSalary: 0 })).status).toBe(422);
    expect((await save(token, { minSalary: '50000' })).status).toBe(422);
    expect((await save(token, { minSalary: 50000, salaryCurrency: 'JPY' })).status).toBe(422);
    expect((await mine(token)).body.data).toEqual([]);
  });
});

describe('an alert is private', () => {
  it('answers 404 to another member and 401 to a visitor or a revoked token, and stays as it was', async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    const revoked = await server.signUp();
    await server.request('/api/logout', { method: 'POST', token: revoked.token });
    const alert = (await save(owner.token, { q: 'private' })).body.data;
    const notFound = apiTextsOf('en').t('api.alertNotFound');
    const calls = [
      (token?: string) => change(token, alert.id, { paused: true }),
      (token?: string) => remove(token, alert.id),
    ];
    for (const call of calls) {
      const answer = await call(other.token);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(notFound);
      expect((await call(undefined)).status).toBe(401);
      expect((await call(revoked.token)).status).toBe(401);
    }
    expect((await mine(other.token)).body.data).toEqual([]);
    expect((await mine(undefined)).status).toBe(401);
    expect((await save(undefined, { q: 'x' })).status).toBe(401);
    expect((await save(revoked.token, { q: 'x' })).status).toBe(401);
    expect((await mine(owner.token)).body.data).toEqual([alert]);
  });

  it('goes with its member’s account', async () => {
    const { token } = await server.signUp();
    await save(token, { q: 'leaving' });
    const gone = await server.request('/api/me', {
      method: 'DELETE',
      token,
      json: { current_password: 'kestane-41' },
    });
    expect(gone.status).toBe(204);
    const [row] = await server.app.database.db
      .select({ n: count() })
      .from(alerts)
      .where(eq(alerts.q, 'leaving'));
    expect(row?.n).toBe(0);
  });
});
