import { type WorkTypeCode, workTypes } from '@job/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Job } from '../jobs/service';
import { jobForm, picture } from '../test/images';
import { relaxedLimits, type TestClient, testClient, testScryptCost } from '../test/server';
import { createPostgresCluster, type PostgresCluster } from './postgresCluster';

const creates = 1000;
/** Enough to keep both instances and PostgreSQL busy without drowning two cores in image work. */
const inFlight = 50;
/** A member's creates take turns (their postings of the day are counted): many employers post. */
const posters = 25;

/**
 * Half the creates share one of two titles, so their slugs come from the suffix logic, and
 * "Frontend Developer 2" wants the slug the second "Frontend Developer" would take.
 */
function titleOf(index: number): string {
  switch (index % 10) {
    case 0:
    case 1:
      return 'Frontend Developer';
    case 2:
      return 'Frontend Developer 2';
    case 3:
    case 4:
      return 'Kıdemli Yazılım Geliştirici';
    default:
      return `Backend Developer ${index}`;
  }
}

let cluster: PostgresCluster;
const instances: FastifyInstance[] = [];
let clients: TestClient[];

beforeAll(async () => {
  cluster = await createPostgresCluster();
  await cluster.start();
  // Both start together on the fresh database, as a deployment of two would.
  const started = await Promise.all(
    [0, 1].map(async () => {
      const app = await buildApp({
        databaseUrl: cluster.url,
        scryptCost: testScryptCost,
        rateLimit: relaxedLimits,
        // Past the default 20 a day, the rest of a member's creates would be refused.
        postingsPerDay: creates,
      });
      instances.push(app);
      return app.listen({ port: 0, host: '127.0.0.1' });
    }),
  );
  clients = started.map(testClient);
});
afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await cluster?.destroy();
});

it('stores 1,000 creates sent at once to two instances, with unique slugs and exact counts', async () => {
  const tokens: string[] = [];
  for (let i = 0; i < posters; i++) tokens.push((await (clients[0] as TestClient).signUp()).token);
  const png = await picture('png', 8, 8);
  const created: Job[] = [];
  const failures: string[] = [];
  const create = (index: number) =>
    (clients[index % 2] as TestClient)
      .request<{ data: Job }>('/api/jobs', {
        token: tokens[index % posters],
        timeoutMs: 60_000,
        form: jobForm(
          {
            title: titleOf(index),
            salary: '₺40.000',
            description: 'Aynı anda gönderildi',
            workType: String((index % 3) + 1),
            detail: `<p>${index}</p>`,
          },
          { data: png, name: 'logo.png', type: 'image/png' },
        ),
      })
      .catch((error: unknown) => ({ status: String(error), body: undefined }));
  let next = 0;
  const sender = async () => {
    for (let index = next++; index < creates; index = next++) {
      const answer = await create(index);
      if (answer.status === 201 && answer.body) created.push(answer.body.data);
      else failures.push(`#${index}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, sender));

  expect(failures).toEqual([]);
  expect(created).toHaveLength(creates);
  expect(new Set(created.map((job) => job.slug)).size).toBe(creates);
  expect(new Set(created.map((job) => job.id)).size).toBe(creates);

  const stored = await countStored();
  expect(stored.total).toBe(creates);
  expect(stored.slugs).toEqual(created.map((job) => job.slug).sort());
  for (const client of clients) {
    const page = await client.request<{ totalCount: number }>('/api/paginate/0/5');
    expect(page.body.totalCount).toBe(stored.total);
    for (const { code, slug } of workTypes) {
      const ofType = await client.request<{ totalCount: number }>('/api/getType', {
        json: { type: slug },
      });
      expect(ofType.body.totalCount, slug).toBe(stored.byType[code]);
    }
  }
});

/** What PostgreSQL itself holds, counted row by row rather than by the trigger-kept counts. */
async function countStored() {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const total = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs');
    const slugs = await client.query<{ slug: string }>(
      'SELECT slug FROM jobs ORDER BY slug COLLATE "C"',
    );
    const byType = await client.query<{ work_type: WorkTypeCode; n: number }>(
      'SELECT work_type, count(*)::int AS n FROM jobs GROUP BY work_type',
    );
    return {
      total: total.rows[0]?.n,
      slugs: slugs.rows.map((row) => row.slug),
      byType: Object.fromEntries(byType.rows.map((row) => [row.work_type, row.n])),
    };
  } finally {
    await client.end();
  }
}
