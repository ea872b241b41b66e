import { linkToken } from '@job/contract';
import { type MailCatcher, startMailCatcher } from '@job/machine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobForm, picture } from '../test/images';
import { type Answer, memberPassword, startServer, type TestServer } from '../test/server';
import { type OperationId, readOpenApi } from './document';

/**
 * The operations whose answers hold nothing of a member's and no token: the public reads, which
 * anyone may keep (the read cache's answers say `no-cache` and carry an ETag; images are
 * immutable). Every other operation's every answer, refusals included, says `no-store`.
 */
const publicReads = new Set<OperationId>([
  'search',
  'getJob',
  'paginate',
  'getType',
  'filterCounts',
  'getImage',
  'listCompanies',
  'company',
  'companyJobs',
]);

const document = readOpenApi();
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);

let catcher: MailCatcher;
let server: TestServer;
let member: { token: string; email: string };
let slug: string;
let imagePath: string;

beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startServer({ smtpUrl: catcher.url });
  member = await server.signUp();
  const created = await server.request('/api/jobs', {
    token: member.token,
    form: jobForm(
      { title: 'Gece Bekçisi', workType: '3' },
      { data: await picture('png', 16, 16), name: 'logo.png', type: 'image/png' },
    ),
  });
  expect(created.status).toBe(201);
  slug = created.body.data.slug;
  imagePath = created.body.data.image;
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

/** The operation's path with its parameters filled: real ones where the member has them. */
function filled(path: string): string {
  if (path === '/api/images/{name}') return imagePath;
  return path
    .replace('{slug}', slug)
    .replace('{companySlug}', 'no-such-company')
    .replace('{offset}', '0')
    .replace('{limit}', '5')
    .replace('{token}', 'a'.repeat(43))
    .replace('{id}', '1');
}

/** A request to the operation with a body of the first type it takes (empty, mostly refused). */
function call(path: string, method: string, token: string | undefined) {
  const operation = document.paths[path]?.[method];
  const type = Object.keys(operation?.requestBody?.content ?? {})[0];
  const body =
    type === 'multipart/form-data' ? { form: new FormData() } : type ? { body: '{}' } : {};
  return server.request(filled(path), {
    method: method.toUpperCase(),
    token,
    headers: type && type !== 'multipart/form-data' ? { 'content-type': type } : {},
    ...body,
  });
}

const cacheControl = (answer: Answer) => answer.headers.get('cache-control') ?? '';

describe('Cache-Control: no-store', () => {
  it('is on every answer of every operation but the public reads, signed in or not', async () => {
    const missing: string[] = [];
    for (const { path, method, operation } of operations) {
      if (publicReads.has(operation.operationId)) continue;
      for (const token of [member.token, undefined]) {
        const answer = await call(path, method, token);
        if (!/\bno-store\b/.test(cacheControl(answer))) {
          missing.push(
            `${operation.operationId} ${answer.status} as ${token ? 'member' : 'visitor'}`,
          );
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('is on the answers that hand out a token', async () => {
    const email = `fresh.${process.pid}@example.com`;
    const registered = await server.request('/api/register', {
      json: {
        name: 'Ayşe',
        email,
        password: memberPassword,
        password_confirmation: memberPassword,
      },
    });
    expect(registered.status).toBe(201);
    const login = await server.request('/api/login', {
      json: { email, password: memberPassword },
    });
    expect(login.status).toBe(200);
    expect((await server.request('/api/password/forgot', { json: { email } })).status).toBe(202);
    const mail = await catcher.waitFor(
      (caught) => caught.to === email && /reset/i.test(caught.text),
    );
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\S*/)?.[0] ?? '';
    const reset = await server.request('/api/password/reset', {
      json: {
        token: linkToken(new URL(link).hash),
        password: 'ceviz-ağacı-7',
        password_confirmation: 'ceviz-ağacı-7',
      },
    });
    expect(reset.status).toBe(200);
    const me = await server.request('/api/me', { token: reset.body.token });
    expect(me.status).toBe(200);
    for (const answer of [registered, login, reset, me]) {
      expect(cacheControl(answer)).toBe('private, no-store');
    }
  });

  it('is not on the public reads, which keep their own caching', async () => {
    const page = await server.request('/api/paginate/0/5', { token: member.token });
    expect(cacheControl(page)).toBe('no-cache');
    const image = await server.request(imagePath);
    expect(cacheControl(image)).toBe('public, max-age=31536000, immutable');
  });
});
