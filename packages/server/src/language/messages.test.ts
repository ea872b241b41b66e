import { type Locale, languageCookieValue, type MessageValues, type Translate } from '@job/texts';
import { apiTextsOf } from '@job/texts/catalogues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeAppDist } from '../test/fakeAppDist';
import { jobForm, picture } from '../test/images';
import { rawGet } from '../test/rawHttp';
import { type Answer, type RequestOptions, startServer, type TestServer } from '../test/server';

/**
 * The API's words as they were before it spoke two languages: what a request that chooses none
 * still gets, word for word (the spec's texts, Laravel's, and the server's own).
 */
const before: [Parameters<Translate>[0], MessageValues | undefined, string][] = [
  ['validation.nameRequired', undefined, 'Name is required'],
  ['validation.emailRequired', undefined, 'Email is required'],
  ['validation.emailInvalid', undefined, 'Value is not a valid email address'],
  ['validation.passwordRequired', undefined, 'Password is required'],
  ['validation.passwordConfirmationRequired', undefined, 'Password confirmation is required'],
  ['validation.minLength', { min: 5 }, 'This field should be at least 5 characters long'],
  ['validation.maxLength', { max: 20000 }, 'This field may not be longer than 20000 characters'],
  ['validation.sameAs', undefined, 'The value must be equal to the other value'],
  ['validation.emailTaken', undefined, 'The email has already been taken.'],
  ['validation.invalidCredentials', undefined, 'These credentials do not match our records.'],
  ['validation.titleRequired', undefined, 'The title field is required.'],
  [
    'validation.workTypeInvalid',
    undefined,
    'The work type must be Full-time, Part-time or Freelance.',
  ],
  ['validation.workplaceInvalid', undefined, 'The workplace must be On-site, Remote or Hybrid.'],
  ['validation.imageRequired', undefined, 'The image field is required.'],
  ['validation.imageInvalid', undefined, 'The image must be a PNG, JPEG, WebP or GIF picture.'],
  ['validation.imageTooLarge', undefined, 'The image may not be larger than 5 MB.'],
  ['toast.jobPosted', undefined, 'İlan eklendi.'],
  ['toast.jobUpdated', undefined, 'İlan güncellendi.'],
  ['api.invalidData', undefined, 'The given data was invalid.'],
  ['api.fieldRequired', { field: 'body' }, 'The body field is required.'],
  ['api.fieldType', { field: 'body', type: 'object' }, 'The body field must be an object.'],
  ['api.fieldType', { field: 'limit', type: 'integer' }, 'The limit field must be an integer.'],
  ['api.fieldType', { field: 'data', type: 'string' }, 'The data field must be a string.'],
  [
    'api.fieldOneOf',
    { field: 'type', values: 'full-time, part-time, freelance' },
    'The type field must be one of: full-time, part-time, freelance.',
  ],
  ['api.fieldMinimum', { field: 'offset', limit: '0' }, 'The offset field must be at least 0.'],
  [
    'api.fieldMaximum',
    { field: 'limit', limit: '50' },
    'The limit field may not be greater than 50.',
  ],
  [
    'api.fieldControlCharacters',
    { field: 'q' },
    'The q field may not contain control characters or broken Unicode.',
  ],
  ['api.fieldInvalid', { field: 'slug' }, 'The slug field is not valid.'],
  ['api.internalError', undefined, 'Something went wrong on our side. Please try again.'],
  ['api.databaseUnavailable', undefined, 'The database is unavailable. Please try again shortly.'],
  ['api.databaseNotAnswering', undefined, 'The database does not answer.'],
  ['api.brokenPercentEncoding', undefined, 'The address has a broken percent-encoding.'],
  ['api.addressPartTooLong', undefined, 'A part of the address is too long.'],
  ['api.multipartMalformed', undefined, 'The multipart body is malformed.'],
  ['api.invalidJson', undefined, 'The body is not valid JSON.'],
  ['api.emptyJson', undefined, 'The body is empty; send a JSON object.'],
  ['api.bodyTooLarge', undefined, 'The body is too large.'],
  ['api.oneImageOnly', undefined, 'Send one image only.'],
  [
    'api.unsupportedMediaType',
    { accepted: 'application/json', mediaType: 'text/plain' },
    'This call takes application/json, not text/plain.',
  ],
  [
    'api.unnamedMediaType',
    { accepted: 'application/json' },
    'This call takes application/json, not an unnamed type.',
  ],
  ['api.unauthenticated', undefined, 'Unauthenticated.'],
  ['api.tooManyAttempts', { seconds: 42 }, 'Too many attempts. Please try again in 42 seconds.'],
  ['api.jobNotFound', undefined, 'No job has this address.'],
  ['api.jobOfAnotherMember', undefined, "This job is another member's."],
  ['api.imageNotFound', undefined, 'No image has this name.'],
  ['api.nothingHere', { method: 'GET', path: '/api/x?y=1' }, 'Nothing is at GET /api/x?y=1.'],
  ['api.sitemapPartNotFound', undefined, 'The sitemap has no such part.'],
  ['feed.title', { subject: 'All jobs' }, 'All jobs — Job'],
];

describe('a request that chooses no language', () => {
  it.each(before)('is told %s as before', (id, values, text) => {
    expect(apiTextsOf('default').t(id, values)).toBe(text);
  });
});

let server: TestServer;
let token: string;
let otherToken: string;
let slug: string;
const dist = createFakeAppDist();

beforeAll(async () => {
  server = await startServer({ appDistDir: dist.distDir });
  ({ token } = await server.signUp());
  ({ token: otherToken } = await server.signUp());
  const form = jobForm(
    { title: 'A job to refuse edits to', workType: '1' },
    { data: await picture('png', 8, 8), name: 'a.png', type: 'image/png' },
  );
  const created = await server.request('/api/jobs', { token, form });
  slug = created.body.data.slug;
});
afterAll(async () => {
  await server?.close();
  dist.remove();
});

/** A request whose answer is worded for its reader; `query` and `headers` choose the language. */
interface Refusal {
  name: string;
  path: string;
  options?: () => Promise<RequestOptions>;
  /** The answer `t` words; `path` is the address as sent, its query included. */
  expected(t: Translate, path: string): { status: number; body: unknown };
}

const refusals: Refusal[] = [
  {
    name: 'the sign-up form’s rules (422)',
    path: '/api/register',
    options: async () => ({
      json: { name: ' ', email: 'not-an-address', password: '1234', password_confirmation: '' },
    }),
    expected: (t) => ({
      status: 422,
      body: {
        message: t('validation.nameRequired'),
        errors: {
          name: [t('validation.nameRequired')],
          email: [t('validation.emailInvalid')],
          password: [t('validation.minLength', { min: 5 })],
          password_confirmation: [t('validation.passwordConfirmationRequired')],
        },
      },
    }),
  },
  {
    name: 'wrong credentials (401)',
    path: '/api/login',
    options: async () => ({ json: { email: 'nobody@example.com', password: 'kestane-41' } }),
    expected: (t) => ({ status: 401, body: { message: t('validation.invalidCredentials') } }),
  },
  {
    name: 'a value outside the schema’s enum (422)',
    path: '/api/getType',
    options: async () => ({ json: { type: 'remote' } }),
    expected: (t) => {
      const told = t('api.fieldOneOf', {
        field: 'type',
        values: 'full-time, part-time, freelance',
      });
      return { status: 422, body: { message: told, errors: { type: [told] } } };
    },
  },
  {
    name: 'a body of the wrong type (422)',
    path: '/api/register',
    options: async () => ({ json: ['a'] }),
    expected: (t) => {
      const told = t('api.fieldType', { field: 'body', type: 'object' });
      return { status: 422, body: { message: told, errors: { body: [told] } } };
    },
  },
  {
    name: 'a search text past its limit (422)',
    path: '/api/search',
    options: async () => ({ json: { data: 'x'.repeat(101) } }),
    expected: (t) => {
      const told = t('validation.maxLength', { max: 100 });
      return { status: 422, body: { message: told, errors: { data: [told] } } };
    },
  },
  {
    name: 'a body of a type the call does not take (415)',
    path: '/api/login',
    options: async () => ({ body: 'email=a', headers: { 'content-type': 'text/plain' } }),
    expected: (t) => ({
      status: 415,
      body: {
        message: t('api.unsupportedMediaType', {
          accepted: 'application/json',
          mediaType: 'text/plain',
        }),
      },
    }),
  },
  {
    name: 'broken JSON (400)',
    path: '/api/login',
    options: async () => ({ body: '{"email"', headers: { 'content-type': 'application/json' } }),
    expected: (t) => ({ status: 400, body: { message: t('api.invalidJson') } }),
  },
  {
    name: 'no token (401)',
    path: '/api/me',
    expected: (t) => ({ status: 401, body: { message: t('api.unauthenticated') } }),
  },
  {
    name: 'an address of no route (404)',
    path: '/api/nothing-here',
    expected: (t, path) => ({
      status: 404,
      body: { message: t('api.nothingHere', { method: 'GET', path }) },
    }),
  },
  {
    name: 'an unknown job (404)',
    path: '/api/jobs/no-such-job',
    expected: (t) => ({ status: 404, body: { message: t('api.jobNotFound') } }),
  },
  {
    name: 'another member’s job (403)',
    path: '/api/jobs/{slug}',
    options: async () => ({
      method: 'PUT',
      token: otherToken,
      form: jobForm({ title: 'Not mine', workType: '1' }),
    }),
    expected: (t) => ({ status: 403, body: { message: t('api.jobOfAnotherMember') } }),
  },
  {
    name: 'an upload that is no picture (422)',
    path: '/api/jobs',
    options: async () => ({
      token,
      form: jobForm(
        { title: 'A job', workType: '1' },
        { data: Buffer.from('not a picture'), name: 'a.png', type: 'image/png' },
      ),
    }),
    expected: (t) => ({
      status: 422,
      body: {
        message: t('validation.imageInvalid'),
        errors: { image: [t('validation.imageInvalid')] },
      },
    }),
  },
  {
    name: 'a broken percent-encoding (400)',
    path: '/api/jobs/%E0%A4%A',
    expected: (t) => ({ status: 400, body: { message: t('api.brokenPercentEncoding') } }),
  },
  {
    name: 'an unknown image (404)',
    path: '/api/images/none.webp',
    expected: (t) => ({ status: 404, body: { message: t('api.imageNotFound') } }),
  },
];

/** How a request chooses a locale: its query, its cookie, or neither. */
const choices: { locale: Locale; name: string; query: string; cookie?: string }[] = [
  { locale: 'default', name: 'nothing', query: '' },
  { locale: 'default', name: 'a cookie of no language', query: '', cookie: 'lang=de; a=b' },
  { locale: 'tr', name: 'the cookie', query: '', cookie: 'theme=dark; lang=tr' },
  { locale: 'en', name: 'the cookie', query: '', cookie: 'lang=en' },
  { locale: 'tr', name: '?lang=', query: 'lang=tr' },
  { locale: 'en', name: '?lang=, over the cookie', query: 'lang=en', cookie: 'lang=tr' },
];

function withQuery(path: string, query: string) {
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

describe.each(choices)('a request in $locale, chosen by $name', ({ locale, query, cookie }) => {
  it.each(refusals)('is told $name in it', async (refusal) => {
    const path = withQuery(refusal.path.replace('{slug}', slug), query);
    const options = (await refusal.options?.()) ?? {};
    const headers = { ...options.headers, ...(cookie && { cookie }) };
    const answer: Answer = await server.request(path, { ...options, headers });
    expect({ status: answer.status, body: answer.body }).toEqual(
      refusal.expected(apiTextsOf(locale).t, path),
    );
    // No shared cache may hand it to a reader of another language.
    expect(answer.headers.get('vary')).toMatch(/\bCookie\b/);
  });
});

it('has a Turkish wording for every refusal, unlike the default’s', () => {
  for (const refusal of refusals) {
    const turkish = refusal.expected(apiTextsOf('tr').t, '/x');
    expect(turkish, refusal.name).not.toEqual(refusal.expected(apiTextsOf('default').t, '/x'));
  }
});

describe('a member’s language, kept with the account', () => {
  const signUp = (email: string, options: RequestOptions = {}) =>
    server.request('/api/register', {
      ...options,
      json: { name: 'Deniz', email, password: 'kestane-41', password_confirmation: 'kestane-41' },
    });

  it('comes from the language chosen at sign-up, and is null when none was', async () => {
    const chosen = await signUp('deniz.tr@example.com', { headers: { cookie: 'lang=tr' } });
    expect(chosen.status).toBe(201);
    expect(chosen.body.user.language).toBe('tr');
    const linked = await server.request('/api/register?lang=en', {
      json: {
        name: 'Deniz',
        email: 'deniz.en@example.com',
        password: 'kestane-41',
        password_confirmation: 'kestane-41',
      },
    });
    expect(linked.body.user.language).toBe('en');
    const none = await signUp('deniz.none@example.com', { headers: { cookie: 'lang=xx' } });
    expect(none.body.user.language).toBeNull();
    const login = await server.request('/api/login', {
      json: { email: 'deniz.tr@example.com', password: 'kestane-41' },
    });
    expect(login.body.user.language).toBe('tr');
  });

  it('changes with PUT /api/me/language, and `me` answers it', async () => {
    const { body } = await signUp('deniz.changes@example.com');
    const member = body.token as string;
    for (const language of ['en', 'tr']) {
      const put = await server.request('/api/me/language', {
        method: 'PUT',
        token: member,
        json: { language },
      });
      expect(put.status).toBe(204);
      const me = await server.request('/api/me', { token: member });
      expect(me.body.user.language).toBe(language);
    }
  });

  it('refuses no token with 401 and anything but tr or en with 422, in the request’s words', async () => {
    const { t } = apiTextsOf('tr');
    const headers = { cookie: 'lang=tr' };
    const anonymous = await server.request('/api/me/language', {
      method: 'PUT',
      headers,
      json: { language: 'en' },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: t('api.unauthenticated') });
    const oneOf = t('api.fieldOneOf', { field: 'language', values: 'tr, en' });
    for (const [json, errors] of [
      [{ language: 'de' }, { language: [oneOf] }],
      [
        { language: null },
        { language: [oneOf, t('api.fieldType', { field: 'language', type: 'string' })] },
      ],
      [{}, { language: [t('api.fieldRequired', { field: 'language' })] }],
    ] as const) {
      const refused = await server.request('/api/me/language', {
        method: 'PUT',
        token,
        headers,
        json,
      });
      expect(refused.status, JSON.stringify(json)).toBe(422);
      expect(refused.body.errors, JSON.stringify(json)).toEqual(errors);
    }
    const bodiless = await server.request('/api/me/language', { method: 'PUT', token, headers });
    expect(bodiless.status).toBe(422);
    expect(bodiless.body.message).toBe(t('api.fieldRequired', { field: 'body' }));
  });
});

describe('?lang= on an address', () => {
  it.each([
    '/',
    '/login',
    '/detail/no-such-job',
    '/feed.xml',
    '/sitemap.xml',
    '/robots.txt',
    '/api/paginate/0/5',
    '/api/nothing-here',
    '/assets/missing.js',
  ])('keeps the choice in the lang cookie: %s', async (path) => {
    for (const language of ['tr', 'en'] as const) {
      // The third visit of a kept answer is the fast lane's.
      for (let visit = 0; visit < 3; visit++) {
        const answer = await rawGet(`${server.baseUrl}${withQuery(path, `lang=${language}`)}`);
        expect(answer.headers['set-cookie'], `${path}, visit ${visit + 1}`).toEqual([
          languageCookieValue(language),
        ]);
      }
    }
    // Readable by the page's scripts, for the switch to show it; nothing without a choice.
    expect(languageCookieValue('en')).not.toMatch(/HttpOnly/i);
    expect((await rawGet(`${server.baseUrl}${path}`)).headers['set-cookie']).toBeUndefined();
    const unknown = await rawGet(`${server.baseUrl}${withQuery(path, 'lang=de')}`);
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });
});
