import { freePort } from '@job/machine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picture } from '../test/images';
import { startServer, type TestServer } from '../test/server';
import { t } from '../test/texts';

/*
 * The product's original Vue client (spec section 7), its requests replayed as it made them: axios 1
 * in a page served from another origin, the token read from storage and sent on every job call
 * (`Bearer null` before anyone signs in, `Bearer ` once signed out), the create form posted as JSON.
 * Each answer is checked for what that client reads from it, and each call the way the browser
 * checks it: the CORS preflight, then the answer's CORS headers.
 */

const clientOrigin = 'http://localhost:5173';
/** axios's Accept unless a call names its own; register and login ask for JSON only. */
const axiosAccept = 'application/json, text/plain, */*';

let server: TestServer;
let publicUrl: string;

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  server = await startServer({ corsOrigin: clientOrigin, publicUrl }, port);
});
afterAll(() => server.close());

interface ClientCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** What the store holds: a token, null before sign-in, '' after sign-out; absent on auth calls. */
  token?: string | null;
  accept?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: the client reads answers freely, as the original did.
async function call({ method, path, body, token, accept = axiosAccept }: ClientCall): Promise<any> {
  const headers: Record<string, string> = { accept, origin: clientOrigin };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  // Neither a JSON Content-Type nor Authorization is CORS-safelisted: the browser asks first.
  const asked = ['authorization', 'content-type'].filter((name) => name in headers);
  if (asked.length > 0) {
    const preflight = await fetch(`${server.baseUrl}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin: clientOrigin,
        'access-control-request-method': method,
        'access-control-request-headers': asked.join(','),
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(clientOrigin);
    const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
    expect(allowed.split(',').map((name) => name.trim().toLowerCase())).toEqual(
      expect.arrayContaining(asked),
    );
  }
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // The browser hands the answer to the page only with this header; CORP does not apply to CORS
  // calls, so the API keeps same-origin for everything else.
  expect(response.headers.get('access-control-allow-origin')).toBe(clientOrigin);
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  return { status: response.status, data: await response.json() };
}

/** An `<img src>` on the client's page: a no-cors request without Origin, from another site. */
async function loadImage(src: string): Promise<void> {
  const response = await fetch(src, {
    headers: {
      accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
      referer: `${clientOrigin}/`,
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'no-cors',
      'sec-fetch-dest': 'image',
    },
  });
  expect(response.status).toBe(200);
  // Chromium blocks a no-cors answer from another origin unless it allows that origin.
  expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  expect(response.headers.get('content-type')).toBe('image/webp');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
}

const member = {
  name: 'Ayşe Yılmaz',
  email: 'ayse.original@example.com',
  password: 'kestane-41',
  password_confirmation: 'kestane-41',
};
const workTypes = [
  { code: '1', slug: 'full-time' },
  { code: '2', slug: 'part-time' },
  { code: '3', slug: 'freelance' },
] as const;
const jobsPerType = 4;
const pageSize = 5;

/** What the client's rows and detail read of a job. */
function expectJobAsClientReadsIt(job: Record<string, unknown>) {
  expect(job).toMatchObject({
    id: expect.any(Number),
    title: expect.any(String),
    slug: expect.any(String),
    info: expect.any(String),
    salary: expect.any(String),
    description: expect.any(String),
    work_type: expect.any(Number),
    type: expect.any(String),
    image: expect.stringMatching(new RegExp(`^${publicUrl}/api/images/[\\w-]+\\.webp$`)),
  });
}

describe('the original client, from another origin', () => {
  let token: string;
  const created: Record<string, unknown>[] = [];

  it('signs up, and reads the message when the email is taken', async () => {
    const signup = {
      method: 'POST',
      path: '/api/register',
      body: member,
      accept: 'application/json',
    } as const;
    const answer = await call(signup);
    expect(answer.status).toBe(201);
    expect(answer.data.user).toMatchObject({ name: member.name, email: member.email });
    const again = await call(signup);
    expect(again.status).toBe(422);
    expect(again.data.message).toBe(t('validation.emailTaken'));
    expect(again.data.errors).toEqual({ email: [t('validation.emailTaken')] });
  });

  it('signs in: the message for a wrong password, the user and token for the right one', async () => {
    const login = (password: string) =>
      call({
        method: 'POST',
        path: '/api/login',
        body: { email: member.email, password },
        accept: 'application/json',
      });
    const wrong = await login('not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.data.message).toBe(t('validation.invalidCredentials'));
    const right = await login(member.password);
    expect(right.status).toBe(200);
    expect(right.data.user).toMatchObject({ name: member.name, email: member.email });
    expect(right.data.token).toEqual(expect.any(String));
    token = right.data.token;
  });

  it('creates jobs with its form as JSON: the file as {}, the picture as a data URL', async () => {
    const url = `data:image/png;base64,${(await picture('png', 64, 48)).toString('base64')}`;
    for (let index = 0; index < jobsPerType * workTypes.length; index++) {
      const workType = workTypes[index % workTypes.length] ?? workTypes[0];
      const answer = await call({
        method: 'POST',
        path: '/api/jobs',
        token,
        body: {
          title: `Barista ${index + 1}`,
          salary: '₺30.000',
          description: 'Kadıköy şubemiz',
          workType: workType.code,
          detail: '<p>Sabah <strong>vardiyası</strong></p>',
          image: {},
          url,
        },
      });
      expect(answer.status).toBe(201);
      expectJobAsClientReadsIt(answer.data.data);
      expect(answer.data.data).toMatchObject({
        title: `Barista ${index + 1}`,
        work_type: Number(workType.code),
        type: workType.slug,
      });
      created.unshift(answer.data.data);
    }
  });

  // Before sign-in the store's token is null; after sign-out it is '' (a browser sends `Bearer`);
  // a token the server no longer knows is what a client holds after it expired.
  const visitors = {
    'signed out': null,
    'after sign-out': '',
    'with a stale token': 'A'.repeat(43),
  };

  for (const [visitor, visitorToken] of Object.entries(visitors)) {
    it(`pages through the list ${visitor}: pages 1, 2 and the last`, async () => {
      const lastPage = Math.ceil(created.length / pageSize) - 1;
      for (const page of [0, 1, lastPage]) {
        // The client's offset is the page index times the page size.
        const answer = await call({
          method: 'GET',
          path: `/api/paginate/${page * pageSize}/${pageSize}`,
          token: visitorToken,
        });
        expect(answer.status).toBe(200);
        expect(answer.data.totalCount).toBe(created.length);
        const expected = created.slice(page * pageSize, (page + 1) * pageSize);
        expect(answer.data.data).toEqual(expected);
        for (const job of answer.data.data) expectJobAsClientReadsIt(job);
      }
    });

    it(`lists each category ${visitor}`, async () => {
      for (const { slug } of workTypes) {
        const answer = await call({
          method: 'POST',
          path: '/api/getType',
          body: { type: slug },
          token: visitorToken,
        });
        expect(answer.status).toBe(200);
        // The client's Type page reads data.data only.
        expect(answer.data.data).toEqual(created.filter((job) => job.type === slug));
      }
    });

    it(`searches ${visitor}: a bare array, with and without a match`, async () => {
      const search = (data: string) =>
        call({ method: 'POST', path: '/api/search', body: { data }, token: visitorToken });
      const found = await search('barista 1');
      expect(found.status).toBe(200);
      expect(found.data).toEqual(
        created.filter((job) => String(job.title).toLowerCase().includes('barista 1')),
      );
      const none = await search('Kubernetes');
      expect(none.status).toBe(200);
      expect(none.data).toEqual([]);
    });
  }

  it('shows the images of the list, loaded as the page on its own origin loads them', async () => {
    const sources = new Set(created.map((job) => String(job.image)));
    for (const src of sources) {
      expect(src.startsWith(`${publicUrl}/api/images/`)).toBe(true);
      await loadImage(src);
    }
  });
});
