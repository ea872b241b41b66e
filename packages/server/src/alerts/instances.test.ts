import { startMailCatcher } from '@job/machine';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { buildApp } from '../app';
import { outbox } from '../db/schema';
import { createTestDatabase, testDatabaseKind } from '../test/databases';
import { jobForm, picture } from '../test/images';
import { relaxedLimits, type TestClient, testClient, testScryptCost } from '../test/server';

const creates = 500;
const seekers = 5;

// Two servers on one database is a PostgreSQL setup: PGlite's directory belongs to one process.
it.runIf(testDatabaseKind() === 'postgres')(
  `mails each alert each of ${creates} matching jobs created on two instances exactly once`,
  async () => {
    const database = await createTestDatabase();
    const catcher = await startMailCatcher();
    const instances: FastifyInstance[] = [];
    const clients: TestClient[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const app = await buildApp({
          ...database.options,
          smtpUrl: catcher.url,
          scryptCost: testScryptCost,
          rateLimit: relaxedLimits,
          // One poster makes all the creates: past the default 20 a day, the rest would be refused.
          postingsPerDay: creates,
          mailSender: { pollMs: 100 },
        });
        const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
        instances.push(app);
        clients.push(testClient(address.origin));
      }
      const [one, two] = clients as [TestClient, TestClient];
      const register = async (name: string) => {
        const json = { name, email: `${name}@example.com`, password: 'kestane-41' };
        const answer = await one.request('/api/register', {
          json: { ...json, password_confirmation: 'kestane-41' },
        });
        return answer.body.token as string;
      };
      for (let i = 0; i < seekers; i++) {
        const token = await register(`seeker${i}`);
        await one.request('/api/me/alerts', { token, json: { q: 'Twin' } });
      }
      // As their welcome mails' links would: alerts mail only verified addresses.
      await (instances[0] as FastifyInstance).database.db.execute(
        sql`UPDATE users SET email_verified_at = now()`,
      );
      const poster = await register('poster');
      const png = await picture('png', 2, 2);
      const titles = Array.from({ length: creates }, (_, i) => `Twin job #${i}#`);
      // Each instance creates half, in parallel runs; each also dispatches as it goes (its nudge).
      const post = async (client: TestClient, title: string) => {
        const answer = await client.request('/api/jobs', {
          token: poster,
          form: jobForm({ title, workType: '1' }, { data: png, name: 'a.png', type: 'image/png' }),
        });
        expect(answer.status, title).toBe(201);
      };
      for (let i = 0; i < creates; i += 10) {
        await Promise.all(
          titles.slice(i, i + 10).map((title, j) => post(j % 2 === 0 ? one : two, title)),
        );
        // Both dispatch at once, as their timers would, each past the last one's 10 minutes.
        const at = new Date(Date.now() + (i / 10 + 1) * 11 * 60_000);
        await Promise.all(instances.map((app) => app.alertMailer.dispatch(at)));
      }
      await Promise.all(
        instances.map((app) =>
          app.alertMailer.dispatch(new Date(Date.now() + 7 * 24 * 60 * 60_000)),
        ),
      );
      // Every queued mail sent before the servers stop.
      const db = instances[0]?.database.db;
      if (!db) throw new Error('No database');
      await expect
        .poll(() => db.$count(outbox, eq(outbox.status, 'pending')), { timeout: 60_000 })
        .toBe(0);
      await Promise.all(instances.splice(0).map((app) => app.close()));
      for (let i = 0; i < seekers; i++) {
        const texts = catcher
          .messages()
          .filter((mail) => mail.to === `seeker${i}@example.com` && mail.listUnsubscribe !== '')
          .map((mail) => mail.text)
          .join('\n');
        for (const title of titles) {
          expect(texts.split(title).length - 1, `${title} to seeker${i}`).toBe(1);
        }
      }
    } finally {
      await Promise.all(instances.map((app) => app.close()));
      await catcher.close();
      await database.drop();
    }
  },
  240_000,
);
