import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/connect';
import { testDatabaseKind } from '../test/databases';
import { jobForm, picture } from '../test/images';
import { startServer, startServerPair, type TestClient, type TestServer } from '../test/server';
import { t } from '../test/texts';

const postingsPerDay = 3;
const dayInSeconds = 24 * 60 * 60;
let png: Buffer;

beforeAll(async () => {
  png = await picture('png', 8, 8);
});

/** Posts a job of its own title through `client`; answers the status and the refusal. */
async function post(client: TestClient, token: string, title: string) {
  return client.request('/api/jobs', {
    token,
    timeoutMs: 60_000,
    // Different lists: their creates do not take turns in the process (jobs/create.ts).
    form: jobForm(
      { title, workType: String((title.length % 3) + 1) },
      { data: png, name: 'logo.png', type: 'image/png' },
    ),
  });
}

/** How many postings the member with `token` has, asked of the database. */
async function storedPostings(server: TestServer, token: string): Promise<number> {
  const me = await server.request<{ user: { id: number } }>('/api/me', { token });
  const [row] = await selectRows<{ n: number }>(
    server.app.database.db,
    sql`SELECT count(*)::integer AS n FROM jobs WHERE user_id = ${me.body.user.id}`,
  );
  return row?.n ?? 0;
}

/** Checks a refusal: 429, saying the limit, and the next posting taken about a day from now. */
function expectRefused(answer: Awaited<ReturnType<typeof post>>) {
  expect(answer.status).toBe(429);
  expect(answer.body.message).toBe(t('api.tooManyPostings', { limit: postingsPerDay, hours: 24 }));
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(dayInSeconds - 120);
  expect(retryAfter).toBeLessThanOrEqual(dayInSeconds);
}

describe('a member’s postings of the day', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ postingsPerDay });
  });
  afterAll(() => server.close());

  it('takes POSTINGS_PER_DAY postings and refuses the next with a clear 429', async () => {
    const { token } = await server.signUp();
    for (let i = 0; i < postingsPerDay; i++) {
      expect((await post(server, token, `Günlük ilan ${i}`)).status).toBe(201);
    }
    expectRefused(await post(server, token, 'Bir fazlası'));
    // Another member's postings are theirs to count.
    const other = await server.signUp('Başka İşveren');
    expect((await post(server, other.token, 'Başkasının ilanı')).status).toBe(201);
  });

  it('counts a deleted posting until it is a day old', async () => {
    const { token } = await server.signUp();
    const made = [];
    for (let i = 0; i < postingsPerDay; i++) {
      const answer = await post(server, token, `Silinecek ilan ${i}`);
      expect(answer.status).toBe(201);
      made.push(answer.body.data.slug);
    }
    const deleted = await server.request(`/api/jobs/${made[0]}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(204);
    // Posting, deleting and posting again would mail the alerts every new posting matches.
    expectRefused(await post(server, token, 'Silinenin yerine'));

    // A day on, the postings of yesterday count no more, and the next create forgets them.
    const { id } = (await server.request<{ user: { id: number } }>('/api/me', { token })).body.user;
    const db = server.app.database.db;
    await db.execute(
      sql`UPDATE postings_made SET made_at = made_at - interval '1 day' WHERE user_id = ${id}`,
    );
    expect((await post(server, token, 'Ertesi günün ilanı')).status).toBe(201);
    const [kept] = await selectRows<{ n: number }>(
      db,
      sql`SELECT count(*)::integer AS n FROM postings_made WHERE user_id = ${id}`,
    );
    expect(kept?.n).toBe(1);
  });

  it('stores exactly POSTINGS_PER_DAY of the creates a member sends at once', async () => {
    const { token } = await server.signUp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(server, token, `Aynı anda ${'x'.repeat(i)}`)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(postingsPerDay);
    for (const refused of answers.filter((answer) => answer.status !== 201)) expectRefused(refused);
    expect(await storedPostings(server, token)).toBe(postingsPerDay);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('postings of the day on two instances', () => {
  let pair: Awaited<ReturnType<typeof startServerPair>>;

  beforeAll(async () => {
    pair = await startServerPair({ postingsPerDay });
  });
  afterAll(() => pair?.close());

  it('stores exactly POSTINGS_PER_DAY of the creates a member sends at once to both', async () => {
    const { token } = await pair.writer.signUp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(i % 2 ? pair.reader : pair.writer, token, `İki sunucu ${'y'.repeat(i)}`),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(postingsPerDay);
    for (const refused of answers.filter((answer) => answer.status !== 201)) expectRefused(refused);
    expect(await storedPostings(pair.writer, token)).toBe(postingsPerDay);
  });
});
