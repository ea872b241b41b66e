import { hrefs, type ModerationQueue, reportSentHref } from '@job/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../moderation/roles';
import { createFakeAppDist } from '../test/fakeAppDist';
import { jobForm, picture } from '../test/images';
import { relaxedLimits, startServer, type TestServer } from '../test/server';
import { t } from '../test/texts';

/**
 * The report page's form as a browser without the page's script posts it: the API's report under
 * another address, with that call's checks and limits, answered as pages.
 */

const dist = createFakeAppDist();
let server: TestServer;
let poster: string;
let moderator: string;
let addresses = 0;

beforeAll(async () => {
  server = await startServer({
    appDistDir: dist.distDir,
    // Each test is a visitor of its own address (X-Forwarded-For), as behind a load balancer.
    trustProxy: ['loopback'],
    rateLimit: {
      limits: { ...relaxedLimits.limits, reportsByAddress: { points: 2, seconds: 3600 } },
    },
  });
  ({ token: poster } = await server.signUp('İlan Sahibi'));
  const member = await server.signUp('Moderatör Mine');
  await setRole(server.app.database.db, member.email, 'moderator');
  moderator = member.token;
});
afterAll(async () => {
  await server?.close();
  dist.remove();
});

let posted = 0;
async function postJob(): Promise<string> {
  posted += 1;
  const form = jobForm(
    { title: `Bildirilen İlan ${posted}`, salary: '1', description: 'Kısa', workType: '3' },
    { data: await picture('png', 16, 16), name: 'logo.png', type: 'image/png' },
  );
  const answer = await server.request<{ data: { slug: string } }>('/api/jobs', {
    token: poster,
    form,
  });
  expect(answer.status).toBe(201);
  return answer.body.data.slug;
}

/** A new visitor's address. */
const newVisitor = () => ({ 'x-forwarded-for': `10.8.0.${++addresses}` });

/** The form posted as a browser sends it, the redirect not followed. */
async function postForm(slug: string, fields: Record<string, string>, headers = {}) {
  const response = await fetch(`${server.baseUrl}${hrefs.report(slug)}`, {
    method: 'POST',
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { response, html: await response.text() };
}

/** What the API's own call answers a new visitor who sends `body` as JSON. */
async function apiMessage(slug: string, body: object, headers = {}): Promise<string> {
  const answer = await server.request<{ message: string }>(`/api/jobs/${slug}/reports`, {
    json: body,
    headers: { ...newVisitor(), ...headers },
  });
  expect(answer.status).toBeGreaterThanOrEqual(400);
  return answer.body.message;
}

/** Text as the fake render writes it into the page. */
const shown = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The refusal's reason as the fake render shows it. */
const alert = (message: string) => `<p role="alert">${shown(message)}</p>`;

/** The reports the moderators see of a posting, newest first. */
async function reportsOf(slug: string) {
  const queue = await server.request<ModerationQueue>('/api/moderation', { token: moderator });
  expect(queue.status).toBe(200);
  return queue.body.reported.find((item) => item.job.slug === slug)?.reports ?? [];
}

describe('the report page posted without its script', () => {
  it("files the report as the API's call does, and sends the visitor to the page's thanks", async () => {
    const slug = await postJob();
    const { response } = await postForm(
      slug,
      { reason: 'fraud', note: '  Ücret istiyor  ', extra: 'ignored' },
      newVisitor(),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(reportSentHref(slug));
    expect(await reportsOf(slug)).toEqual([
      expect.objectContaining({ reason: 'fraud', note: 'Ücret istiyor', by_member: false }),
    ]);
    const thanks = await fetch(`${server.baseUrl}${reportSentHref(slug)}`);
    expect(thanks.status).toBe(200);
  });

  it('answers a refused report with its page: the API’s status and reason, and what was sent', async () => {
    const slug = await postJob();
    const noReason = await postForm(slug, { reason: '', note: 'Nedeni yok' }, newVisitor());
    expect(noReason.response.status).toBe(422);
    expect(noReason.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(noReason.response.headers.get('cache-control')).toBe('no-store');
    expect(noReason.html).toContain(alert(await apiMessage(slug, { note: 'Nedeni yok' })));
    expect(noReason.html).toContain(`<p>${shown(JSON.stringify({ note: 'Nedeni yok' }))}</p>`);

    const tooLong = { reason: 'spam', note: 'x'.repeat(1001) };
    const english = await postForm(slug, tooLong, { ...newVisitor(), cookie: 'lang=en' });
    expect(english.response.status).toBe(422);
    expect(english.html).toContain('<html data-locale="en">');
    const inEnglish = await apiMessage(slug, tooLong, { cookie: 'lang=en' });
    expect(inEnglish).not.toBe(await apiMessage(slug, tooLong, { cookie: 'lang=tr' }));
    expect(english.html).toContain(alert(inEnglish));

    const unknown = await postForm('no-such-job', { reason: 'spam' }, newVisitor());
    expect(unknown.response.status).toBe(404);
    expect(unknown.html).toContain(alert(t('api.jobNotFound')));
    expect(await reportsOf(slug)).toEqual([]);
  });

  it("counts against the API's own limit, by the visitor's address, and says when to try again", async () => {
    // Three postings: a visitor's second report of one posting would count once (409).
    const [first, second, third] = [await postJob(), await postJob(), await postJob()];
    const visitor = newVisitor();
    expect((await postForm(first, { reason: 'spam' }, visitor)).response.status).toBe(303);
    const byApi = await server.request(`/api/jobs/${second}/reports`, {
      json: { reason: 'spam' },
      headers: visitor,
    });
    expect(byApi.status).toBe(201);
    const refused = await postForm(third, { reason: 'misleading', note: 'Üçüncü' }, visitor);
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.html).toContain(alert(t('api.tooManyReports', { minutes: 60 })));
    // Another visitor has their own.
    expect((await postForm(first, { reason: 'spam' }, newVisitor())).response.status).toBe(303);
    const reasons = async (slug: string) => (await reportsOf(slug)).map(({ reason }) => reason);
    expect(await reasons(first)).toEqual(['spam', 'spam']);
    expect(await reasons(second)).toEqual(['spam']);
    expect(await reasons(third)).toEqual([]);
  });

  it("counts a visitor's second report of a posting once, and says so on the page", async () => {
    const slug = await postJob();
    const visitor = newVisitor();
    const sent = await postForm(slug, { reason: 'fraud' }, visitor);
    expect(sent.response.status).toBe(303);
    // The browser keeps the cookie the report set: the same visitor from another address.
    const cookie = sent.response.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^visitor=/);
    const again = await postForm(slug, { reason: 'spam' }, { ...newVisitor(), cookie });
    expect(again.response.status).toBe(409);
    expect(again.html).toContain(alert(await apiMessage(slug, { reason: 'spam' }, { cookie })));
    expect((await reportsOf(slug)).map(({ reason }) => reason)).toEqual(['fraud']);
  });

  it('refuses a form another site posts in its visitors’ browsers, and files nothing', async () => {
    const slug = await postJob();
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': undefined, origin: 'https://evil.example' },
      { 'sec-fetch-site': undefined, origin: 'null' },
    ]) {
      const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value));
      const forged = await fetch(`${server.baseUrl}${hrefs.report(slug)}`, {
        method: 'POST',
        headers: { ...newVisitor(), ...sent },
        body: new URLSearchParams({ reason: 'fraud', note: 'Sahte <b>bildirim</b>' }),
        redirect: 'manual',
      });
      const html = await forged.text();
      expect(forged.status, JSON.stringify(headers)).toBe(403);
      expect(html).toContain(alert(t('api.reportFromElsewhere')));
      expect(html).not.toContain('Sahte');
    }
    expect(await reportsOf(slug)).toEqual([]);
    // The board's own page, by its origin, when the browser sends no Sec-Fetch-Site.
    const own = await fetch(`${server.baseUrl}${hrefs.report(slug)}`, {
      method: 'POST',
      headers: { ...newVisitor(), origin: server.baseUrl },
      body: new URLSearchParams({ reason: 'other' }),
      redirect: 'manual',
    });
    expect(own.status).toBe(303);
  });
});
