import type { Alert } from '@job/contract';
import { type CaughtMail, type MailCatcher, startMailCatcher } from '@job/machine';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobsToMatch, outbox } from '../db/schema';
import type { Job } from '../jobs/service';
import { testDatabaseKind } from '../test/databases';
import { holdInTransaction } from '../test/heldTransaction';
import { jobForm, picture } from '../test/images';
import { relaxedLimits, signUpVerified, startServer, type TestServer } from '../test/server';
import { alertLetterWriter } from './letters';
import { instantSpacingMs } from './mailer';
import { matchQueuedJobs } from './service';

let catcher: MailCatcher;
let server: TestServer;
let png: Buffer;
beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startServer({
    smtpUrl: catcher.url,
    publicUrl: 'https://jobs.example.com',
    rateLimit: relaxedLimits,
    alertDigestHour: 8,
  });
  png = await picture('png', 16, 16);
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

async function post(token: string, fields: Record<string, string>): Promise<Job> {
  const answer = await server.request<{ data: Job }>('/api/jobs', {
    token,
    form: jobForm(
      { salary: '1', description: 'A brief', detail: '<p>Detail</p>', workType: '3', ...fields },
      { data: png, name: 'logo.png', type: 'image/png' },
    ),
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

async function saveSearch(token: string, body: Record<string, unknown>): Promise<Alert> {
  const answer = await server.request<{ data: Alert }>('/api/me/alerts?lang=en', {
    token,
    json: body,
  });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

/** An alert mail to `email`: the only mails with a List-Unsubscribe header. */
const isAlertMailTo = (email: string) => (mail: CaughtMail) =>
  mail.to === email && mail.listUnsubscribe !== '';
const mailsTo = (email: string) => catcher.messages().filter(isAlertMailTo(email));
const dispatch = (at: Date) => server.app.alertMailer.dispatch(at);
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
/** The https link of a List-Unsubscribe header. */
const unsubscribeLinkOf = (header: string) => /<(https:[^>]+)>/.exec(header)?.[1] ?? '';
/** The same link on the test server. */
const onServer = (link: string) => new URL(link).pathname;
/** A link's path and query string, as the server gets it. */
const pathOf = (link: string) => `${new URL(link).pathname}${new URL(link).search}`;

describe('instant alerts', () => {
  let seeker: { token: string; email: string };
  let poster: { token: string; email: string };
  beforeAll(async () => {
    seeker = await signUpVerified(server, 'Seeker');
    poster = await server.signUp('Poster');
  });

  it('mail a matching job once, with one-click unsubscribe; batch what comes within 10 minutes; stop once unsubscribed', async () => {
    const alert = await saveSearch(seeker.token, { q: 'React', type: 'freelance' });
    const other = await saveSearch(seeker.token, { q: 'kotlin' });
    const matching = await post(poster.token, {
      title: 'Senior react developer',
      salary: '$150k-$200k per year',
    });
    await post(poster.token, { title: 'Gardener' });
    const mail = await catcher.waitFor(isAlertMailTo(seeker.email));
    expect(mail.subject).toBe('"React", Serbest için yeni bir ilan');
    expect(mail.text).toContain('Senior react developer');
    // The salary as the board shows it, in the mail's language (Turkish: the member chose none).
    expect(mail.text).toContain('$150.000 – $200.000/yıl');
    expect(mail.text).not.toContain('Gardener');
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(mail.listUnsubscribe).toMatch(
      /^<https:\/\/jobs\.example\.com\/api\/alerts\/unsubscribe\/[\w-]{43}\?lang=tr>, <mailto:no-reply@jobs\.example\.com\?subject=unsubscribe%20[\w-]{43}>$/,
    );
    const link = unsubscribeLinkOf(mail.listUnsubscribe);
    expect(mail.text.split('\n')).toContain(link);

    // Within the 10 minutes: the next match waits for the next mail.
    const second = await post(poster.token, { title: 'React Native lead' });
    expect(await dispatch(new Date())).toBe(0);
    expect(await dispatch(new Date(Date.now() + instantSpacingMs + 1000))).toBe(1);
    const batched = await catcher.waitFor(
      (m) => isAlertMailTo(seeker.email)(m) && m.messageId !== mail.messageId,
    );
    expect(batched.text).toContain(second.title);
    expect(batched.text).not.toContain(matching.title);
    // Never twice for one job.
    expect(await dispatch(minutesFromNow(60))).toBe(0);
    expect(mailsTo(seeker.email)).toHaveLength(2);
    const mine = await server.request<{ data: Alert[] }>('/api/me/alerts', { token: seeker.token });
    expect(mine.body.data.find((a) => a.id === alert.id)).toMatchObject({ matched: 2 });
    expect(mine.body.data.find((a) => a.id === alert.id)?.last_sent_at).not.toBeNull();

    // The confirmation page, then the one click a mail client makes.
    const page = await server.request(`${onServer(link)}?lang=en`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = Buffer.from(page.body).toString();
    expect(html).toContain('Stop emails for the search &quot;React&quot;, Freelance?');
    expect(html).toContain('<form method="post">');
    const click = await server.request(pathOf(link), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(click.status).toBe(200);
    expect(Buffer.from(click.body).toString()).toContain(
      '&quot;React&quot;, Serbest araması için artık e-posta göndermeyeceğiz.',
    );
    // Opened or clicked again, the link says the mails are stopped already, not that it is gone.
    for (const again of [
      await server.request(`${onServer(link)}?lang=en`),
      await server.request(`${onServer(link)}?lang=en`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ]) {
      expect(again.status).toBe(200);
      const said = Buffer.from(again.body).toString();
      expect(said).toContain(
        'The emails for the search &quot;React&quot;, Freelance are stopped already.',
      );
      expect(said).not.toContain('<form');
      expect(said).toContain(
        '<a href="/login?next=%2Fprofile%2Falerts&amp;lang=en">Manage your saved searches</a>',
      );
    }
    await post(poster.token, { title: 'React and Kotlin' });
    // Only the other alert, which the link did not touch, mails (at once: it never mailed).
    const last = await catcher.waitFor(
      (m) => m.to === seeker.email && m.subject.includes('kotlin'),
    );
    expect(last.text).toContain('React and Kotlin');
    expect(await dispatch(minutesFromNow(120))).toBe(0);
    expect(mailsTo(seeker.email)).toHaveLength(3);
    const after = await server.request<{ data: Alert[] }>('/api/me/alerts', {
      token: seeker.token,
    });
    expect(after.body.data.find((a) => a.id === alert.id)?.paused).toBe(true);
    expect(after.body.data.find((a) => a.id === other.id)?.paused).toBe(false);
  });

  it('link the page and the member’s alerts in the language the mail was written in', async () => {
    const reader = await signUpVerified(server, 'Reader');
    await server.app.database.db.execute(
      sql`UPDATE users SET language = 'en' WHERE email = ${reader.email}`,
    );
    await saveSearch(reader.token, { q: 'Haskell' });
    await post(poster.token, { title: 'Haskell engineer' });
    const mail = await catcher.waitFor(isAlertMailTo(reader.email));
    const link = unsubscribeLinkOf(mail.listUnsubscribe);
    expect(link).toMatch(
      /^https:\/\/jobs\.example\.com\/api\/alerts\/unsubscribe\/[\w-]{43}\?lang=en$/,
    );
    expect(mail.text.split('\n')).toContain(link);
    // The way to the alerts opens their own part of the profile, in the mail's language.
    const alertsLink = 'https://jobs.example.com/profile/alerts?lang=en';
    expect(mail.text.split('\n')).toContain(alertsLink);
    expect(mail.html).toContain(`href="${alertsLink}"`);
    // Opened in a browser that reads Turkish: the page is in the mail's English all the same.
    const page = await server.request(pathOf(link), {
      headers: { cookie: 'lang=tr' },
    });
    const html = Buffer.from(page.body).toString();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Stop emails for the search &quot;Haskell&quot;?');
    expect(html).toContain(
      '<a href="/login?next=%2Fprofile%2Falerts&amp;lang=en">Manage your saved searches</a>',
    );
  });

  it('answers a link that is no alert’s with a 404 page, a malformed one too', async () => {
    // Unknown; then cut short, run on, or with a character no token has.
    const tokens = ['a'.repeat(43), 'short', `${'a'.repeat(43)}>`, `${'a'.repeat(42)}.`];
    for (const token of tokens) {
      const link = `/api/alerts/unsubscribe/${encodeURIComponent(token)}?lang=en`;
      for (const answer of [
        await server.request(link),
        await server.request(link, { method: 'POST' }),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(answer.headers.get('cache-control')).toBe('private, no-store');
        const html = Buffer.from(answer.body).toString();
        expect(html).toContain('This link no longer belongs to a saved search.');
        expect(html).not.toContain('<form');
      }
    }
  });
});

describe('daily alerts', () => {
  it('send one digest a day at the digest hour with the day’s live matches, and nothing when none', async () => {
    const seeker = await signUpVerified(server, 'Daily');
    const poster = await server.signUp('DailyPoster');
    await saveSearch(seeker.token, { q: 'digest', frequency: 'daily' });
    const kept = await post(poster.token, { title: 'Digest analyst' });
    const expiring = await post(poster.token, { title: 'Digest intern' });
    await server.app.database.db.execute(
      sql`UPDATE jobs SET expires_at = now() - interval '1 second' WHERE slug = ${expiring.slug}`,
    );
    // Tomorrow 07:59 and 08:00 in Istanbul (UTC+3).
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000).toISOString().slice(0, 10);
    expect(await dispatch(new Date(`${tomorrow}T04:59:00Z`))).toBe(0);
    expect(await dispatch(new Date(`${tomorrow}T05:00:00Z`))).toBe(1);
    expect(await dispatch(new Date(`${tomorrow}T09:00:00Z`))).toBe(0);
    const digest = await catcher.waitFor(isAlertMailTo(seeker.email));
    expect(digest.subject).toContain('günün ilanları');
    expect(digest.text).toContain(kept.title);
    expect(digest.text).not.toContain(expiring.title);
    // The next day, nothing new: no mail.
    expect(await dispatch(new Date(Date.parse(`${tomorrow}T05:00:00Z`) + 24 * 60 * 60_000))).toBe(
      0,
    );
  });
});

describe('matching after the commit', () => {
  it('matches a job a crash left in line at the next look, and mails it', async () => {
    const seeker = await signUpVerified(server, 'Linger');
    const poster = await server.signUp('LingerPoster');
    await saveSearch(seeker.token, { q: 'lingering' });
    const job = await post(poster.token, { title: 'Lingering role' });
    await catcher.waitFor(isAlertMailTo(seeker.email));
    // As a server that died between the create's commit and the matching leaves it.
    const { db } = server.app.database;
    await db.execute(sql`DELETE FROM alert_matches WHERE job_id = ${job.id}`);
    await db.execute(sql`INSERT INTO jobs_to_match (job_id) VALUES (${job.id})`);
    expect(await dispatch(minutesFromNow(11))).toBe(1);
    expect(await db.$count(jobsToMatch)).toBe(0);
    await vi.waitFor(() => expect(mailsTo(seeker.email)).toHaveLength(2), { timeout: 10_000 });
  });

  // Two transactions at once need PostgreSQL: PGlite runs one at a time.
  it.runIf(testDatabaseKind() === 'postgres')(
    'passes over a job being deleted, so that neither the delete nor the matching waits on the other',
    async () => {
      const poster = await server.signUp('DeletedWhileInLine');
      const job = await post(poster.token, { title: 'Deleted while in line' });
      const { db } = server.app.database;
      const inLine = () => db.$count(jobsToMatch, eq(jobsToMatch.jobId, job.id));
      await vi.waitFor(async () => expect(await inLine()).toBe(0), { timeout: 10_000 });
      // Back in line, where only this test's matching takes it (the server's timer is stopped).
      await server.app.alertMailer.stop();
      await db.execute(sql`INSERT INTO jobs_to_match (job_id) VALUES (${job.id})`);
      // A delete under way: it holds the job's row, and its cascade comes for the place in line.
      const deleting = await holdInTransaction(
        db,
        (tx) => tx.execute(sql`SELECT id FROM jobs WHERE id = ${job.id} FOR UPDATE`),
        (tx) => tx.execute(sql`DELETE FROM jobs WHERE id = ${job.id}`),
      );
      try {
        expect(await matchQueuedJobs(db)).toEqual(new Set());
        expect(await inLine()).toBe(1);
      } finally {
        await deleting.release();
        server.app.alertMailer.start();
      }
      expect(await inLine()).toBe(0);
    },
  );
});

describe('a queued alert mail', () => {
  it('is written with the other letters of its claim, each to its own member with its own jobs', async () => {
    const first = await server.signUp('ClaimFirst');
    const second = await server.signUp('ClaimSecond');
    const poster = await server.signUp('ClaimPoster');
    const firstAlert = await saveSearch(first.token, { q: 'claimed', frequency: 'daily' });
    const secondAlert = await saveSearch(second.token, { q: 'claimed', frequency: 'daily' });
    const older = await post(poster.token, { title: 'Claimed older role' });
    const newer = await post(poster.token, { title: 'Claimed newer role' });
    const write = alertLetterWriter({
      db: server.app.database.db,
      origin: () => 'https://jobs.example.com',
      renderer: server.app.mailRenderer,
      mailbox: undefined,
    });
    const letter = (jobIds: number[]) => ({ jobIds, digest: true, token: 'c'.repeat(43) });
    const [toFirst, toSecond] = await Promise.all(
      write([
        { alertId: firstAlert.id, letter: letter([older.id]) },
        { alertId: secondAlert.id, letter: letter([newer.id, older.id]) },
      ]),
    );
    expect(toFirst?.to).toBe(first.email);
    expect(toFirst?.text).toContain('Claimed older role');
    expect(toFirst?.text).not.toContain('Claimed newer role');
    expect(toSecond?.to).toBe(second.email);
    const { text = '' } = toSecond ?? {};
    // Newest first, as a single letter lists them.
    expect(text.indexOf('Claimed newer role')).toBeLessThan(text.indexOf('Claimed older role'));
    expect(text.indexOf('Claimed older role')).toBeGreaterThan(-1);
  });

  it('is written as it is sent: not at all when its jobs left the board, nor for an alert gone', async () => {
    const seeker = await server.signUp('Queued');
    const poster = await server.signUp('QueuedPoster');
    const alert = await saveSearch(seeker.token, { q: 'queued', frequency: 'daily' });
    const job = await post(poster.token, { title: 'Queued role' });
    const { db } = server.app.database;
    const letter = { jobIds: [job.id], digest: true, token: 'q'.repeat(43) };
    const write = alertLetterWriter({
      db,
      origin: () => 'https://jobs.example.com',
      renderer: server.app.mailRenderer,
      mailbox: undefined,
    });
    const [written] = await Promise.all(write([{ alertId: alert.id, letter }]));
    expect(written).toMatchObject({ to: seeker.email });
    expect(written?.text).toContain('Queued role');

    // Taken down between the dispatch and the sending: the mail is dropped, not sent empty.
    expect(
      (await server.request(`/api/jobs/${job.slug}`, { method: 'DELETE', token: poster.token }))
        .status,
    ).toBe(204);
    expect(await Promise.all(write([{ alertId: alert.id, letter }]))).toEqual([undefined]);
    await server.app.mailOutbox.queueLetters(db, [{ alertId: alert.id, letter }]);
    server.app.mailOutbox.nudge();
    await vi.waitFor(
      async () => expect(await db.$count(outbox, eq(outbox.alertId, alert.id))).toBe(0),
      { timeout: 10_000 },
    );
    expect(mailsTo(seeker.email)).toHaveLength(0);

    // An alert deleted: nobody to write to.
    expect(
      (
        await server.request(`/api/me/alerts/${alert.id}`, {
          method: 'DELETE',
          token: seeker.token,
        })
      ).status,
    ).toBe(204);
    expect(await Promise.all(write([{ alertId: alert.id, letter }]))).toEqual([undefined]);
  });
});
