import { type Alert, limits, linkToken } from '@job/contract';
import { type CaughtMail, type MailCatcher, startMailCatcher } from '@job/machine';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/connect';
import type { Job } from '../jobs/service';
import { jobForm, picture } from '../test/images';
import { backgroundDone, relaxedLimits, startServer, type TestServer } from '../test/server';
import { t } from '../test/texts';

let catcher: MailCatcher;
let server: TestServer;
let png: Buffer;
beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startServer({
    smtpUrl: catcher.url,
    publicUrl: 'https://jobs.example.com',
    rateLimit: relaxedLimits,
  });
  png = await picture('png', 16, 16);
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

async function post(token: string, title: string, description: string): Promise<Job> {
  const answer = await server.request<{ data: Job }>('/api/jobs', {
    token,
    form: jobForm(
      { title, salary: '1', description, detail: '<p>Detail</p>', workType: '3' },
      { data: png, name: 'logo.png', type: 'image/png' },
    ),
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

const saveSearch = (token: string, q: string) =>
  server.request<{ data: Alert } | { message: string; errors: object }>('/api/me/alerts', {
    token,
    json: { q },
  });

/** The alert mails to `email` so far: the only mails with a List-Unsubscribe header. */
const alertMailsTo = (email: string) =>
  catcher.messages().filter((mail) => mail.to === email && mail.listUnsubscribe !== '');

/** The member's alerts as far as the database knows, however they were saved. */
async function alertCount(email: string): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    server.app.database.db,
    sql`SELECT count(*)::int AS count FROM alerts JOIN users ON users.id = alerts.user_id
      WHERE users.email = ${email}`,
  );
  return row?.count ?? 0;
}

/** Follows the verification link of the welcome mail, as the member would. */
async function verify(email: string): Promise<void> {
  const welcome: CaughtMail = await catcher.waitFor(
    (mail) => mail.to === email && mail.text.includes('/verify-email#token='),
  );
  const link = /https?:\/\/\S+\/verify-email#token=\S+/.exec(welcome.text)?.[0] ?? '';
  const answer = await server.request('/api/email/verify', {
    json: { token: linkToken(new URL(link).hash) },
  });
  expect(answer.status).toBe(204);
}

describe('alerts of an address nobody verified', () => {
  it('mail nothing while it waits, keep at most 20, and once verified mail only the jobs that come after', async () => {
    const stranger = await server.signUp('Stranger');
    const poster = await server.signUp('Poster');
    const words = Array.from(
      { length: 60 },
      (_, index) => `kelime${String(index).padStart(2, '0')}`,
    );
    const answers = [];
    for (const word of words) answers.push(await saveSearch(stranger.token, word));
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(limits.alertsPerMember).fill(201),
      ...Array<number>(60 - limits.alertsPerMember).fill(422),
    ]);
    expect(answers.at(-1)?.body).toEqual({
      message: t('api.alertsFull', { max: limits.alertsPerMember }),
      errors: {},
    });
    expect(await alertCount(stranger.email)).toBe(limits.alertsPerMember);
    // A search saved already still answers its alert, full or not.
    expect((await saveSearch(stranger.token, words[0] as string)).status).toBe(200);

    // A job every one of the 20 searches lists: nothing reaches the address, now or later.
    const kept = words.slice(0, limits.alertsPerMember);
    const waited = await post(poster.token, 'Waited role', kept.join(' '));
    await backgroundDone(server);
    expect(await server.app.alertMailer.dispatch(new Date(Date.now() + 86_400_000))).toBe(0);
    await backgroundDone(server);
    expect(alertMailsTo(stranger.email)).toEqual([]);
    const mine = await server.request<{ data: Alert[] }>('/api/me/alerts', {
      token: stranger.token,
    });
    expect(mine.body.data.map((alert) => alert.matched)).toEqual(
      Array<number>(limits.alertsPerMember).fill(0),
    );

    // Verified, the next job is mailed by each alert, and only that one: no backlog.
    await verify(stranger.email);
    const fresh = await post(poster.token, 'Fresh role', kept.join(' '));
    await backgroundDone(server);
    const mails = alertMailsTo(stranger.email);
    expect(mails).toHaveLength(limits.alertsPerMember);
    for (const mail of mails) {
      expect(mail.text).toContain(fresh.title);
      expect(mail.text).not.toContain(waited.title);
    }
  });

  it('cannot pass 20 with saves sent at once', async () => {
    const member = await server.signUp('Eager');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => saveSearch(member.token, `eager${index}`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(limits.alertsPerMember).fill(201),
      ...Array<number>(30 - limits.alertsPerMember).fill(422),
    ]);
    expect(await alertCount(member.email)).toBe(limits.alertsPerMember);
  });
});
