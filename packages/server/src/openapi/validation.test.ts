import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobForm, picture } from '../test/images';
import { securityHeadersOf } from '../test/securityHeaders';
import { type Answer, startServer, type TestServer } from '../test/server';
import { isWellFormedText } from './validation';

let server: TestServer;
let token: string;
let png: Buffer;
beforeAll(async () => {
  server = await startServer();
  ({ token } = await server.signUp());
  png = await picture('png', 16, 16);
});
afterAll(() => server.close());

const refusedText = 'may not contain control characters or broken Unicode.';

/** A 422 in Laravel's shape whose complaints are all about `field`, the first as its message. */
function expectRefused(answer: { status: number; body: unknown }, field: string) {
  expect(answer.status).toBe(422);
  const { message, errors } = answer.body as { message: string; errors: Record<string, string[]> };
  expect(Object.keys(errors)).toEqual([field]);
  expect(message).toBe(errors[field]?.[0]);
}

describe('text the server cannot take', () => {
  it('refuses control characters and half surrogate pairs, and keeps every other character', () => {
    for (const text of [
      '\u0000',
      'a\u0007b',
      '\u001b[31m',
      '\u007f',
      '\u0085',
      '\ud800',
      'x\udc00',
    ]) {
      expect(isWellFormedText(text)).toBe(false);
    }
    const kept = [
      '',
      'line\nbreak\r\n\ttab',
      'İstanbul ışık',
      '😀 emoji',
      '\u200fRTL\u202e',
      '\ufeff',
    ];
    for (const text of kept) expect(isWellFormedText(text)).toBe(true);
  });

  it('answers 422 naming the field of a JSON body, on every call that takes one', async () => {
    const signup = { name: 'Ayşe', email: 'nul@example.com', password: 'kestane-41' };
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/search', { data: '\u0000' }, 'data'],
      ['/api/search', { data: 'a\ud800' }, 'data'],
      ['/api/getType', { type: 'freelance\u0000' }, 'type'],
      ['/api/login', { email: 'a\u0000@example.com', password: 'kestane-41' }, 'email'],
      ['/api/login', { email: 'a@example.com', password: 'secret\u0000' }, 'password'],
      [
        '/api/register',
        { ...signup, name: 'Ayşe\u0000', password_confirmation: 'kestane-41' },
        'name',
      ],
      [
        '/api/register',
        { ...signup, name: 'Ayşe\u007f', password_confirmation: 'kestane-41' },
        'name',
      ],
    ];
    for (const [path, json, field] of cases) {
      const answer = await server.request(path, { json });
      expectRefused(answer, field);
    }
    // The form rules run first: an address with a NUL is not one, which is also a 422.
    for (const [path, json, field] of cases.filter(([, json]) => !('email' in json))) {
      const answer = await server.request(path, { json });
      expect(answer.body.errors[field]).toContain(`The ${field} field ${refusedText}`);
    }
  });

  it('answers 422 naming the field of a create call, as JSON or as multipart', async () => {
    const url = `data:image/png;base64,${png.toString('base64')}`;
    for (const field of ['title', 'salary', 'description', 'detail']) {
      const fields = { title: 'Nul test', workType: '1', [field]: `bad\u0000${field}` };
      expectRefused(await server.request('/api/jobs', { token, json: { ...fields, url } }), field);
      const form = jobForm(fields, { data: png, name: 'a.png', type: 'image/png' });
      expectRefused(await server.request('/api/jobs', { token, form }), field);
    }
  });

  it('keeps tabs and line breaks in the detail, and any language in every field', async () => {
    const created = await server.request('/api/jobs', {
      token,
      form: jobForm(
        {
          title: 'İzmir’de ışıklı iş 😀 \u200fمرحبا',
          workType: '2',
          detail: '<p>one</p>\n\t<p>two</p>\r\n',
        },
        { data: png, name: 'a.png', type: 'image/png' },
      ),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.title).toBe('İzmir’de ışıklı iş 😀 \u200fمرحبا');
  });

  it('answers 422 naming the path parameter', async () => {
    for (const [path, field] of [
      ['/api/jobs/%00', 'slug'],
      ['/api/jobs/a%7Fb', 'slug'],
      ['/api/jobs/%C2%85', 'slug'],
      ['/api/paginate/%00/5', 'offset'],
      ['/api/paginate/0/5%00', 'limit'],
      ['/api/images/%00.webp', 'name'],
    ] as const) {
      const answer = await server.request(path);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toContain(field);
    }
  });
});

describe('no coercion', () => {
  it('refuses an array or an object where the contract wants text or a number', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/getType', { type: ['freelance'] }, 'type'],
      ['/api/getType', { type: 'freelance', offset: '5' }, 'offset'],
      ['/api/getType', { type: 'freelance', limit: [5] }, 'limit'],
      ['/api/search', { data: {} }, 'data'],
      ['/api/search', { data: ['x'] }, 'data'],
      ['/api/search', { data: 5 }, 'data'],
      ['/api/search', { data: null }, 'data'],
      ['/api/login', { email: ['a@b.c'], password: 'kestane-41' }, 'email'],
      ['/api/login', { email: 'a@b.c', password: { length: 7 } }, 'password'],
      [
        '/api/register',
        {
          name: ['Ayşe'],
          email: 'x@example.com',
          password: 'kestane-41',
          password_confirmation: 'kestane-41',
        },
        'name',
      ],
    ];
    for (const [path, json, field] of cases) {
      const answer = await server.request(path, { json });
      expectRefused(answer, field);
    }
  });

  it('refuses a create call whose fields are not text, or whose work type is no code', async () => {
    const url = `data:image/png;base64,${png.toString('base64')}`;
    const fields = { title: 'Typed', workType: 1, url };
    for (const [json, field] of [
      [{ ...fields, title: ['Typed'] }, 'title'],
      [{ ...fields, detail: { html: '<p>x</p>' } }, 'detail'],
      [{ ...fields, workType: ['1'] }, 'workType'],
      [{ ...fields, workType: 1.5 }, 'workType'],
      // A url that is not text brings no image.
      [{ ...fields, url: [url] }, 'image'],
    ] as const) {
      expectRefused(await server.request('/api/jobs', { token, json }), field);
    }
    // A field sent twice in a form is a list, not text.
    const form = jobForm(
      { title: 'Twice', workType: '1' },
      { data: png, name: 'a.png', type: 'image/png' },
    );
    form.append('title', 'Again');
    expectRefused(await server.request('/api/jobs', { token, form }), 'title');
  });

  it('takes the work type as a number or as its text, and reads path numbers as numbers', async () => {
    const url = `data:image/png;base64,${png.toString('base64')}`;
    for (const workType of [3, '3']) {
      const created = await server.request('/api/jobs', {
        token,
        json: { title: `Work type ${typeof workType}`, workType, url },
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ work_type: 3, type: 'freelance' });
    }
    const paths: [string, number][] = [
      ['/api/paginate/0/5', 200],
      ['/api/paginate/00/05', 200],
      ['/api/paginate/-1/5', 422],
      ['/api/paginate/1e1/5', 422],
      ['/api/paginate/0x1/5', 422],
      ['/api/paginate/0/5.0', 422],
      ['/api/paginate/99999999999999999999/5', 422],
    ];
    for (const [path, status] of paths) {
      expect({ path, status: (await server.request(path)).status }).toEqual({ path, status });
    }
  });
});

describe('requests that never reach a schema', () => {
  it('answers 422 to a call that needs a body and comes without one', async () => {
    for (const path of ['/api/register', '/api/login', '/api/search', '/api/getType']) {
      const answer = await server.request(path, { method: 'POST' });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        message: 'The body field is required.',
        errors: { body: ['The body field is required.'] },
      });
    }
    expect((await server.request('/api/jobs', { method: 'POST', token })).status).toBe(422);
  });

  /**
   * A refusal of the router, which comes before every hook: it carries the security headers all
   * the same, and is never kept, not even on a private route.
   */
  async function expectSecuredAndUnkept(answer: Answer) {
    const usual = await server.request('/api/health');
    expect(securityHeadersOf(answer.headers)).toEqual(securityHeadersOf(usual.headers));
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(answer.headers.get('cache-control')).toBe('no-store');
  }

  // %ED%A0%80 would be a lone surrogate, which UTF-8 does not allow.
  it.each([
    '/api/jobs/%',
    '/api/jobs/%ED%A0%80',
    '/api/paginate/%/5',
    '/api/images/%zz',
    '/api/me/alerts/%zz',
  ])('answers 400 with a message to %s, whose percent-encoding is broken', async (path) => {
    const answer = await server.request(path);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'The address has a broken percent-encoding.' });
    await expectSecuredAndUnkept(answer);
  });

  it('reads a path parameter as long as the contract allows, and names one that is longer', async () => {
    expect((await server.request(`/api/jobs/${'ş'.repeat(200)}`)).status).toBe(404);
    expectRefused(await server.request(`/api/jobs/${'x'.repeat(201)}`), 'slug');
    expectRefused(await server.request(`/api/paginate/${'9'.repeat(500)}/5`), 'offset');
    const far = await server.request(`/api/jobs/${'x'.repeat(5000)}`);
    expect(far.status).toBe(414);
    expect(far.body).toEqual({ message: 'A part of the address is too long.' });
    await expectSecuredAndUnkept(far);
  });
});

describe('text trimmed where it arrives', () => {
  it('stores, compares and checks the trimmed text of a job and an account', async () => {
    const title = `  ${'T'.repeat(120)}\n`;
    const created = await server.request('/api/jobs', {
      token,
      form: jobForm(
        { title, salary: ' ₺10 ', description: '\tbrief ', workType: '1' },
        { data: png, name: 'a.png', type: 'image/png' },
      ),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ title: title.trim(), salary: '₺10', info: 'brief' });
    const email = 'Trimmed@Example.com';
    const signup = { name: ' Ayşe ', email: ` ${email} `, password: ' kestane-41 ' };
    const registered = await server.request('/api/register', {
      json: { ...signup, password_confirmation: signup.password },
    });
    expect(registered.body.user).toMatchObject({ name: 'Ayşe', email });
    // The password keeps its spaces.
    const login = (password: string) =>
      server.request('/api/login', { json: { email: `${email}  `, password } });
    expect((await login(' kestane-41 ')).status).toBe(200);
    expect((await login('kestane-41')).status).toBe(401);
  });
});
