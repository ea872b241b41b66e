import { setTimeout } from 'node:timers/promises';
import { countDistinct, count as countRows, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { buildApp } from '../app';
import { hashToken, newToken, tokenLifetimeMs } from '../auth/tokens';
import { applications, tokens, users } from '../db/schema';
import type { Job } from '../jobs/service';
import type { MailOutbox } from '../mail/outbox';
import { applicationForm, pdf } from '../test/applications';
import { createTestDatabase, testDatabaseKind } from '../test/databases';
import { jobForm, picture } from '../test/images';
import { relaxedLimits, testClient, testScryptCost } from '../test/server';

const members = 1000;

/** The count the poster's mail (in English) tells of: 'Your job has had 1,000 applications'. */
function countIn(text: string): number {
  if (text.includes('This is the first application to your job.')) return 1;
  const found = /Your job has had ([\d,]+) applications so far\./.exec(text)?.[1];
  if (found === undefined) throw new Error(`No count in: ${text}`);
  return Number(found.replaceAll(',', ''));
}

// Two servers on one database is a PostgreSQL setup: PGlite's directory belongs to one process.
it.runIf(testDatabaseKind() === 'postgres')(
  'stores once each of 1,000 applications sent at once by 1,000 members through two instances, and counts them exactly',
  async () => {
    const database = await createTestDatabase();
    const instances: FastifyInstance[] = [];
    try {
      instances.push(
        ...(await Promise.all(
          [0, 1].map(() =>
            buildApp({
              ...database.options,
              scryptCost: testScryptCost,
              rateLimit: relaxedLimits,
            }),
          ),
        )),
      );
      const clients = await Promise.all(
        instances.map(async (instance) => {
          const address = await instance.listen({ port: 0, host: '127.0.0.1' });
          // Between the rounds a member's connection may sit idle past the server's 72 s on a busy
          // machine. The client lets go of an idle connection shortly before the server's hint,
          // on a coarse timer: the server's close can come first, and a request written on a
          // closing connection is reset (the likeliest reading of the second round's one reset in
          // CI). Kept open for the test's length, the connections never race.
          instance.server.keepAliveTimeout = 300_000;
          return testClient(address);
        }),
      );
      const [one, two] = clients;
      const db = instances[0]?.database.db;
      if (!one || !two || !db) throw new Error('The instances did not start');
      // What each instance queues, as it queues it (their senders write it to files meanwhile).
      const queued: Parameters<MailOutbox['queue']>[1][] = [];
      for (const instance of instances) {
        const { mailOutbox } = instance;
        const queue = mailOutbox.queue.bind(mailOutbox);
        mailOutbox.queue = async (tx, mail) => {
          await queue(tx, mail);
          queued.push(mail);
        };
      }

      const poster = await one.request('/api/register?lang=en', {
        json: {
          name: 'Poster',
          email: `poster.${process.pid}@example.com`,
          password: 'kestane-41',
          password_confirmation: 'kestane-41',
        },
      });
      const posterToken: string = poster.body.token;
      const posted = await one.request<{ data: Job }>('/api/jobs', {
        token: posterToken,
        form: jobForm(
          { title: 'Much Wanted', workType: '1' },
          { data: await picture('png', 8, 8), name: 'logo.png', type: 'image/png' },
        ),
      });
      const { slug, id: jobId } = posted.body.data;

      // The members, straight into the database: a thousand sign-ups would test sign-up.
      const sessions = Array.from({ length: members }, () => newToken());
      const created = await db
        .insert(users)
        .values(
          sessions.map((_, index) => ({
            name: `Applicant ${index}`,
            email: `applicant${index}.${process.pid}@example.com`,
            passwordHash: 'never used',
          })),
        )
        .returning({ id: users.id });
      await db.insert(tokens).values(
        created.map(({ id }, index) => ({
          userId: id,
          tokenHash: hashToken(sessions[index] ?? ''),
          expiresAt: new Date(Date.now() + tokenLifetimeMs),
        })),
      );

      const cv = pdf();
      /**
       * Every member applies at once, every other one through the second instance. A 503 (no
       * connection free within the pool's 3 s wait, as a busy CI machine gives a burst of 1,000)
       * is sent again as a client would: after its `Retry-After`, spread over as long again so
       * that the retries do not come back as one burst. It wrote nothing (the counts below check
       * it).
       */
      const everyoneApplies = () =>
        Promise.all(
          sessions.map(async (token, index) => {
            for (let attempt = 1; ; attempt++) {
              const answer = await (index % 2 === 0 ? one : two).request(
                `/api/jobs/${slug}/applications`,
                {
                  token,
                  form: applicationForm(`Note of applicant ${index}`, { data: cv }),
                  timeoutMs: 120_000,
                },
              );
              if (answer.status !== 503 || attempt === 10) return answer;
              const waitMs = Number(answer.headers.get('retry-after')) * 1000;
              await setTimeout(waitMs * (1 + Math.random()));
            }
          }),
        );
      const statuses = (answers: { status: number }[]) =>
        answers.reduce<Record<number, number>>((tally, { status }) => {
          tally[status] = (tally[status] ?? 0) + 1;
          return tally;
        }, {});
      const stored = async () => {
        const [row] = await db
          .select({ rows: countRows(), members: countDistinct(applications.applicantId) })
          .from(applications)
          .where(eq(applications.jobId, jobId));
        return row;
      };

      expect(statuses(await everyoneApplies())).toEqual({ 201: members });
      expect(await stored()).toEqual({ rows: members, members });
      const mine = await two.request<{ data: Job[] }>('/api/me/jobs', { token: posterToken });
      expect(mine.body.data[0]?.applications).toEqual({ total: members, new: members });

      // Each application mailed its applicant and the poster, who was told a different count
      // each time: every count from 1 to 1,000 once.
      expect(queued.filter((mail) => mail.kind === 'applicationSent')).toHaveLength(members);
      const counts = queued
        .filter((mail) => mail.kind === 'applicationReceived')
        .map((mail) => countIn(mail.message.text));
      expect(counts.sort((a, b) => a - b)).toEqual(
        Array.from({ length: members }, (_, index) => index + 1),
      );

      const queuedBefore = queued.length;
      expect(statuses(await everyoneApplies())).toEqual({ 409: members });
      expect(await stored()).toEqual({ rows: members, members });
      expect(queued).toHaveLength(queuedBefore);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await database.drop();
    }
  },
  300_000,
);
