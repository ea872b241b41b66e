import { randomBytes } from 'node:crypto';
import type { Alert } from '@job/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens';
import { alertUnsubscribes } from '../db/schema';
import { createFakeAppDist, renderedLocale } from '../test/fakeAppDist';
import { startServer, type TestServer } from '../test/server';

// The built app's render stands in as the fake entry, which shows in its page (a header, then
// main) the address and the answer it was handed: this file checks the server's side of the page,
// entry-server.test.ts the app's (the board's frame and the screen), e2e/unsubscribe.spec.ts both.
const dist = createFakeAppDist();
let server: TestServer;
let member: string;

beforeAll(async () => {
  server = await startServer({ appDistDir: dist.distDir });
  ({ token: member } = await server.signUp());
});
afterAll(async () => {
  await server?.close();
  dist.remove();
});

/** A saved search and the path of an unsubscribe link mailed for it, as the mailer stores one. */
async function linkFor(q: string): Promise<{ alert: Alert; path: string; token: string }> {
  const saved = await server.request<{ data: Alert }>('/api/me/alerts', {
    token: member,
    json: { q },
  });
  expect(saved.status).toBe(201);
  const alert = saved.body.data;
  const token = randomBytes(32).toString('base64url');
  await server.app.database.db
    .insert(alertUnsubscribes)
    .values({ tokenHash: hashToken(token), alertId: alert.id });
  return { alert, path: `/api/alerts/unsubscribe/${token}`, token };
}

const oneClick = {
  method: 'POST',
  body: 'List-Unsubscribe=One-Click',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
};

const htmlOf = (body: unknown) => Buffer.from(body as ArrayBuffer).toString();

/** What the fake entry was handed, read back from its page. */
function handed(html: string) {
  const main = /<header>Job<\/header><main>(\S+) (.*)<\/main>/.exec(html);
  if (!main) throw new Error(`No page of the app's frame in ${html}`);
  const unescaped = (text: string) =>
    text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  return { url: unescaped(main[1] ?? ''), unsubscribing: JSON.parse(unescaped(main[2] ?? '')) };
}

describe("an alert mail's unsubscribe link, with the app built", () => {
  it("renders its page in the app's frame, in the mail's language, for the one who holds it", async () => {
    const { path, token } = await linkFor('elixir');
    // A browser that reads Turkish opens the English mail's link: the page speaks English.
    const page = await server.request(`${path}?lang=en`, { headers: { cookie: 'lang=tr' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Never kept: not by a shared cache, not in the read cache, whose fast lane would answer it.
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = htmlOf(page.body);
    expect(renderedLocale(html)).toBe('en');
    // The render never holds the token (nothing it logs can name it), only the route it is on.
    expect(html).not.toContain(token);
    expect(handed(html)).toEqual({
      url: '/api/alerts/unsubscribe/[redacted]?lang=en',
      unsubscribing: { status: 'question', name: '"elixir"' },
    });

    const answered = server.app.fastLane.answered;
    const again = await server.request(`${path}?lang=tr`);
    expect(server.app.fastLane.answered).toBe(answered);
    expect(renderedLocale(htmlOf(again.body))).toBe('tr');
  });

  it('answers the one click with the page that says so, then says it is stopped already', async () => {
    const { path } = await linkFor('ocaml');
    const click = await server.request(`${path}?lang=tr`, oneClick);
    expect(click.status).toBe(200);
    expect(handed(htmlOf(click.body)).unsubscribing).toEqual({ status: 'done', name: '"ocaml"' });
    for (const again of [
      await server.request(`${path}?lang=tr`),
      await server.request(`${path}?lang=tr`, oneClick),
    ]) {
      expect(again.status).toBe(200);
      expect(handed(htmlOf(again.body)).unsubscribing).toEqual({
        status: 'stoppedAlready',
        name: '"ocaml"',
      });
    }
  });

  it("answers a link that is no alert's, or no link this server makes, with the page that says so, and a 404", async () => {
    // Unknown; then cut short, and run on by a character no token has.
    for (const token of ['a'.repeat(43), 'a'.repeat(20), `${'a'.repeat(43)}.`]) {
      const link = `/api/alerts/unsubscribe/${token}?lang=en`;
      for (const answer of [await server.request(link), await server.request(link, oneClick)]) {
        expect(answer.status).toBe(404);
        const html = htmlOf(answer.body);
        expect(renderedLocale(html)).toBe('en');
        expect(handed(html).unsubscribing).toEqual({ status: 'gone' });
      }
    }
  });

  it('still says what the link did when the render fails, on a bare page', async () => {
    const { alert, path } = await linkFor('fortran');
    const renamed = await server.request(`/api/me/alerts/${alert.id}`, {
      method: 'PATCH',
      token: member,
      json: { name: 'breaks the render' },
    });
    expect(renamed.status).toBe(200);
    const click = await server.request(`${path}?lang=en`, oneClick);
    expect(click.status).toBe(200);
    const html = htmlOf(click.body);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('We will no longer email you about breaks the render.');
  });
});
