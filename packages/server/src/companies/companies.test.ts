import { type Company, companyLimits, type Job } from '@job/contract';
import { apiTextsOf } from '@job/texts/catalogues';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, users } from '../db/schema';
import type { MemberData } from '../memberData/gather';
import { testDatabaseKind } from '../test/databases';
import { jobForm, picture } from '../test/images';
import { startServer, startServerPair, type TestServer } from '../test/server';
import { waitFor } from '../test/waitFor';

let server: TestServer;
let png: Buffer;
beforeAll(async () => {
  server = await startServer();
  png = await picture('png', 16, 16);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.app.database.db;
const tr = apiTextsOf('tr');
const en = apiTextsOf('en');

const createCompany = (body: unknown, token?: string, query = '') =>
  server.request(`/api/companies${query}`, {
    method: 'POST',
    ...(token !== undefined && { token }),
    json: body,
  });
const updateCompany = (slug: string, body: unknown, token?: string, query = '') =>
  server.request(`/api/companies/${slug}${query}`, {
    method: 'PATCH',
    ...(token !== undefined && { token }),
    json: body,
  });
const logoForm = (data: Buffer) => {
  const form = new FormData();
  form.append('logo', new Blob([data], { type: 'image/png' }), 'logo.png');
  return form;
};
const setLogo = (slug: string, token?: string, data: Buffer = png) =>
  server.request(`/api/companies/${slug}/logo`, {
    method: 'PUT',
    ...(token !== undefined && { token }),
    form: logoForm(data),
  });
const removeLogo = (slug: string, token?: string) =>
  server.request(`/api/companies/${slug}/logo`, {
    method: 'DELETE',
    ...(token !== undefined && { token }),
  });
const myCompanies = (token?: string) =>
  server.request('/api/me/companies', { ...(token !== undefined && { token }) });

async function created(token: string, body: Record<string, unknown>): Promise<Company> {
  const answer = await createCompany(body, token);
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

const postJob = (token: string, fields: Record<string, string>, query = '') =>
  server.request(`/api/jobs${query}`, {
    token,
    form: jobForm(
      { title: 'Depo Sorumlusu', workType: '1', ...fields },
      { data: png, name: 'job.png', type: 'image/png' },
    ),
  });

async function posted(token: string, fields: Record<string, string>): Promise<Job> {
  const answer = await postJob(token, fields);
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

const editJob = (slug: string, token: string, fields: Record<string, string>) =>
  server.request(`/api/jobs/${slug}`, {
    method: 'PUT',
    token,
    form: jobForm({ title: 'Depo Sorumlusu', workType: '1', ...fields }),
  });

async function memberId(email: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No member ${email}`);
  return row.id;
}

const full = {
  name: '  Kuzey Yazılım A.Ş.  ',
  website: 'https://kuzey.example.com',
  description: 'Ödeme altyapısı geliştiriyoruz.',
  city: 'İzmir',
  country: '',
  size: '11-50',
  sector: 'Yazılım',
};

describe('a company', () => {
  it('is created with its slug made from its name, its creator its owner, and read by anyone', async () => {
    const { token } = await server.signUp();
    const answer = await createCompany(full, token, '?lang=tr');
    expect(answer.status).toBe(201);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(answer.body.message).toBe(tr.t('api.companyCreated'));
    const company: Company = answer.body.data;
    expect(company).toEqual({
      slug: expect.stringMatching(/^kuzey-yazilim-a-s(-\d+)?$/),
      name: 'Kuzey Yazılım A.Ş.',
      logo: null,
      website: 'https://kuzey.example.com',
      description: 'Ödeme altyapısı geliştiriyoruz.',
      city: 'İzmir',
      // The city's own country, as a posting's.
      country: 'TR',
      size: '11-50',
      sector: 'Yazılım',
      open_jobs: 0,
      created_at: expect.any(String),
    });
    const read = await server.request(`/api/companies/${company.slug}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(company);
    expect(read.headers.get('cache-control')).not.toContain('no-store');
    expect(read.headers.get('etag')).toBeTruthy();
    expect((await myCompanies(token)).body).toEqual({ data: [{ company, role: 'owner' }] });

    const bare = await created(token, { name: 'Yalın' });
    expect(bare).toMatchObject({
      website: null,
      description: '',
      city: null,
      country: null,
      size: null,
      sector: null,
    });
  });

  it('numbers a taken slug, also when several are created at once', async () => {
    const { token } = await server.signUp();
    const other = await server.signUp();
    const first = await created(token, { name: 'Çınar Gıda' });
    expect(first.slug).toBe('cinar-gida');
    const answers = await Promise.all([
      createCompany({ name: 'ÇINAR GIDA' }, token),
      createCompany({ name: 'çınar gıda' }, other.token),
      createCompany({ name: 'Cinar Gida' }, other.token),
    ]);
    expect(answers.map(({ status }) => status)).toEqual([201, 201, 201]);
    expect(answers.map(({ body }) => body.data.slug).sort()).toEqual([
      'cinar-gida-2',
      'cinar-gida-3',
      'cinar-gida-4',
    ]);
  });

  it('answers 404 for an address no company has', async () => {
    for (const path of ['/api/companies/yok-boyle', '/api/companies/yok-boyle/jobs']) {
      const answer = await server.request(`${path}?lang=en`);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(en.t('api.companyNotFound'));
    }
  });

  it('refuses invalid details with the contract’s messages, in Turkish and English', async () => {
    const { token } = await server.signUp();
    const bad = { name: ' ', website: 'http://insecure.example.com', country: 'XX', size: '2-5' };
    for (const [language, texts] of [
      ['tr', tr],
      ['en', en],
    ] as const) {
      const answer = await createCompany(bad, token, `?lang=${language}`);
      expect(answer.status).toBe(422);
      expect(answer.body.errors.name).toEqual([texts.t('validation.companyNameRequired')]);
      expect(answer.body.errors.website).toEqual([texts.t('validation.companyWebsiteInvalid')]);
      expect(answer.body.errors.country).toEqual([texts.t('validation.countryInvalid')]);
      expect(answer.body.errors.size).toEqual([texts.t('validation.companySizeInvalid')]);
      expect(answer.body.message).toBe(texts.t('validation.companyNameRequired'));
    }
    const long = await createCompany({ name: 'a'.repeat(companyLimits.nameMaxLength + 1) }, token);
    expect(long.status).toBe(422);
    expect(long.body.errors.name).toHaveLength(1);
    expect((await myCompanies(token)).body.data).toEqual([]);
  });

  it('is changed by its owner: its slug stays, its details are replaced', async () => {
    const { token } = await server.signUp();
    const company = await created(token, full);
    const answer = await updateCompany(company.slug, { name: 'Kuzey Bulut', size: null }, token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      slug: company.slug,
      name: 'Kuzey Bulut',
      website: null,
      city: null,
      size: null,
      sector: null,
    });
    const invalid = await updateCompany(company.slug, { name: '' }, token, '?lang=en');
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.name).toEqual([en.t('validation.companyNameRequired')]);
  });

  it('takes a logo checked by its bytes, replaces it, and drops it', async () => {
    const { token } = await server.signUp();
    const company = await created(token, { name: 'Logo Ltd' });
    const set = await setLogo(company.slug, token);
    expect(set.status).toBe(200);
    expect(set.body.data.logo).toMatch(/^\/api\/images\/[\w-]+\.webp$/);
    const image = await server.request(set.body.data.logo);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');

    const text = await setLogo(company.slug, token, Buffer.from('<svg onload="alert(1)"/>'));
    expect(text.status).toBe(422);
    expect(Object.keys(text.body.errors)).toEqual(['logo']);
    const none = await server.request(`/api/companies/${company.slug}/logo?lang=tr`, {
      method: 'PUT',
      token,
      form: new FormData(),
    });
    expect([400, 422]).toContain(none.status);

    const other = await picture('jpeg', 20, 20);
    const replaced = await setLogo(company.slug, token, other);
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.logo).not.toBe(set.body.data.logo);
    // The first logo, shown by nothing now, is gone.
    expect((await server.request(set.body.data.logo)).status).toBe(404);

    const removed = await removeLogo(company.slug, token);
    expect(removed.status).toBe(200);
    expect(removed.body.data.logo).toBeNull();
    expect((await server.request(`/api/companies/${company.slug}`)).body.data.logo).toBeNull();
  });
});

describe('the directory', () => {
  it('orders by open jobs, then name, and searches name, sector and city the Turkish way', async () => {
    const { token } = await server.signUp();
    const tag = `z${process.pid}`;
    const busy = await created(token, { name: `Zeta ${tag}`, sector: 'Yazılım' });
    const quiet = await created(token, { name: `Alfa ${tag}`, city: 'Iğdır' });
    await posted(token, { companySlug: busy.slug });
    await posted(token, { companySlug: busy.slug });
    const list = await server.request(`/api/companies?q=${tag}`);
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(2);
    expect(list.body.data.map((company: Company) => [company.slug, company.open_jobs])).toEqual([
      [busy.slug, 2],
      [quiet.slug, 0],
    ]);
    for (const q of ['YAZILIM', 'yazılım', 'yazilim']) {
      const found = await server.request(
        `/api/companies?q=${encodeURIComponent(`${q} `)}&limit=50`,
      );
      expect(found.body.data.map((company: Company) => company.slug)).toContain(busy.slug);
      expect(found.body.data.map((company: Company) => company.slug)).not.toContain(quiet.slug);
    }
    const byCity = await server.request(`/api/companies?q=${encodeURIComponent('IĞDIR')}`);
    expect(byCity.body.data.map((company: Company) => company.slug)).toEqual([quiet.slug]);
    const second = await server.request(`/api/companies?q=${tag}&offset=1&limit=1`);
    expect(second.body).toEqual({
      data: [expect.objectContaining({ slug: quiet.slug })],
      totalCount: 2,
    });
  });
});

describe('posting as a company', () => {
  it('shows the company’s name and page on the job; free text keeps its own and has no page', async () => {
    const { token } = await server.signUp();
    const company = await created(token, { name: 'Ege Depo' });
    const job = await posted(token, { companySlug: company.slug, company: 'Başka Ad' });
    expect(job.company).toBe('Ege Depo');
    expect(job.company_page).toEqual({ slug: company.slug, name: 'Ege Depo', logo: null });
    const alone = await posted(token, { company: 'Serbest Metin Ltd', companySlug: '' });
    expect(alone.company).toBe('Serbest Metin Ltd');
    expect(alone.company_page).toBeNull();

    const jobs = await server.request(`/api/companies/${company.slug}/jobs`);
    expect(jobs.status).toBe(200);
    expect(jobs.body.totalCount).toBe(1);
    expect(jobs.body.data.map((found: Job) => found.slug)).toEqual([job.slug]);
    expect((await server.request(`/api/companies/${company.slug}`)).body.data.open_jobs).toBe(1);

    // An edit without the company posts as the member alone.
    const edited = await editJob(job.slug, token, { company: 'Kendi Adım' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.company_page).toBeNull();
    expect(edited.body.data.company).toBe('Kendi Adım');
    expect((await server.request(`/api/companies/${company.slug}/jobs`)).body.totalCount).toBe(0);
    const back = await editJob(job.slug, token, { companySlug: company.slug });
    expect(back.body.data.company_page?.slug).toBe(company.slug);
    expect((await server.request(`/api/companies/${company.slug}`)).body.data.open_jobs).toBe(1);
  });

  it('refuses a company the member does not belong to with a 422 on companySlug', async () => {
    const owner = await server.signUp();
    const stranger = await server.signUp();
    const company = await created(owner.token, { name: 'Kapalı Kutu' });
    for (const [language, texts] of [
      ['tr', tr],
      ['en', en],
    ] as const) {
      const answer = await postJob(
        stranger.token,
        { companySlug: company.slug },
        `?lang=${language}`,
      );
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({
        companySlug: [texts.t('validation.companySlugNotYours')],
      });
    }
    const nowhere = await postJob(stranger.token, { companySlug: 'yok-boyle-sirket' });
    expect(nowhere.status).toBe(422);
    const own = await posted(stranger.token, {});
    const edit = await editJob(own.slug, stranger.token, { companySlug: company.slug });
    expect(edit.status).toBe(422);
    expect(Object.keys(edit.body.errors)).toEqual(['companySlug']);
  });

  it('lets a recruiter post as the company, but not change it', async () => {
    const owner = await server.signUp();
    const recruiter = await server.signUp();
    const company = await created(owner.token, { name: 'Ekip İşi' });
    const [row] = await db()
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.slug, company.slug));
    await db()
      .insert(companyMembers)
      .values({
        companyId: row?.id ?? 0,
        userId: await memberId(recruiter.email),
        role: 'recruiter',
      });
    const job = await posted(recruiter.token, { companySlug: company.slug });
    expect(job.company_page?.slug).toBe(company.slug);
    expect((await myCompanies(recruiter.token)).body.data).toEqual([
      { company: expect.objectContaining({ slug: company.slug }), role: 'recruiter' },
    ]);
    expect((await updateCompany(company.slug, { name: 'Ele Geçti' }, recruiter.token)).status).toBe(
      404,
    );
  });

  it('shows a rename and a new logo on the job everywhere it is read, with the cache on', async () => {
    const { token } = await server.signUp();
    const tag = `r${process.pid}`;
    const company = await created(token, { name: `Eski Ad ${tag}` });
    const job = await posted(token, { companySlug: company.slug, title: `Forklift ${tag}` });
    const reads = {
      detail: () => server.request(`/api/jobs/${job.slug}`),
      list: () => server.request('/api/paginate/0/50'),
      search: () => server.request('/api/search', { json: { data: tag } }),
      companyJobs: () => server.request(`/api/companies/${company.slug}/jobs`),
      directory: () => server.request(`/api/companies?q=${tag}`),
      page: () => server.request(`/api/companies/${company.slug}`),
    };
    const shown = async () => {
      const detail = (await reads.detail()).body.data;
      const listed = (await reads.list()).body.data.find((found: Job) => found.slug === job.slug);
      const searched = (await reads.search()).body.find((found: Job) => found.slug === job.slug);
      const ofCompany = (await reads.companyJobs()).body.data[0];
      return [detail, listed, searched, ofCompany].map((found: Job) => [
        found.company,
        found.company_page?.name,
        found.company_page?.logo,
      ]);
    };
    // Read twice: the second answer is the kept one.
    await shown();
    expect(await shown()).toEqual(Array(4).fill([`Eski Ad ${tag}`, `Eski Ad ${tag}`, null]));
    await reads.directory();
    await reads.page();

    const renamed = await updateCompany(company.slug, { name: `Yeni Ad ${tag}` }, token);
    expect(renamed.status).toBe(200);
    expect(await shown()).toEqual(Array(4).fill([`Yeni Ad ${tag}`, `Yeni Ad ${tag}`, null]));
    expect((await reads.directory()).body.data[0].name).toBe(`Yeni Ad ${tag}`);
    expect((await reads.page()).body.data.name).toBe(`Yeni Ad ${tag}`);
    // The search finds the job by its company's new name, and no longer by the old one.
    const byName = await server.request('/api/search', { json: { data: `Yeni Ad ${tag}` } });
    expect(byName.body.map((found: Job) => found.slug)).toEqual([job.slug]);
    const byOldName = await server.request('/api/search', { json: { data: `Eski Ad ${tag}` } });
    expect(byOldName.body).toEqual([]);

    const logo = (await setLogo(company.slug, token)).body.data.logo;
    expect(await shown()).toEqual(Array(4).fill([`Yeni Ad ${tag}`, `Yeni Ad ${tag}`, logo]));
    expect((await reads.page()).body.data.logo).toBe(logo);
    await removeLogo(company.slug, token);
    expect(await shown()).toEqual(Array(4).fill([`Yeni Ad ${tag}`, `Yeni Ad ${tag}`, null]));
  });

  it('counts a job off the board out of the company’s open jobs at once', async () => {
    const { token } = await server.signUp();
    const company = await created(token, { name: 'Sayaç' });
    const job = await posted(token, { companySlug: company.slug });
    expect((await server.request(`/api/companies/${company.slug}`)).body.data.open_jobs).toBe(1);
    expect(
      (await server.request(`/api/jobs/${job.slug}`, { method: 'DELETE', token })).status,
    ).toBe(204);
    expect((await server.request(`/api/companies/${company.slug}`)).body.data.open_jobs).toBe(0);
    expect((await server.request(`/api/companies/${company.slug}/jobs`)).body).toEqual({
      data: [],
      totalCount: 0,
    });
  });
});

describe('the owner’s limit', () => {
  it(`is ${companyLimits.ownedMax} companies: another is a 409 that says so in both languages`, async () => {
    const { token } = await server.signUp();
    for (let i = 0; i < companyLimits.ownedMax; i += 1)
      await created(token, { name: `Sınır ${i}` });
    for (const [language, texts] of [
      ['tr', tr],
      ['en', en],
    ] as const) {
      const sixth = await createCompany({ name: 'Altıncı' }, token, `?lang=${language}`);
      expect(sixth.status).toBe(409);
      expect(sixth.body).toEqual({
        message: texts.t('api.companiesOwnedFull', { max: companyLimits.ownedMax }),
      });
    }
    expect(tr.t('api.companiesOwnedFull', { max: 5 })).toContain('5');
    expect((await myCompanies(token)).body.data).toHaveLength(companyLimits.ownedMax);
  });

  it('holds under concurrency: five creates at once by a member owning four make one', async () => {
    const { token, email } = await server.signUp();
    for (let i = 0; i < companyLimits.ownedMax - 1; i += 1) {
      await created(token, { name: `Eşzamanlı ${i}` });
    }
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => createCompany({ name: `Yarış ${i}` }, token)),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409, 409, 409, 409]);
    const owned = await db()
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.userId, await memberId(email)));
    expect(owned).toHaveLength(companyLimits.ownedMax);
  });
});

describe('a member’s data', () => {
  it('exports their companies with their role, and deleting the account leaves the company', async () => {
    const member = await server.signUp();
    const company = await created(member.token, { name: 'Kalıcı Şirket' });
    const exported = await server.request('/api/me/export', { token: member.token });
    expect(exported.status).toBe(200);
    const files = unzipSync(new Uint8Array(exported.body as Buffer));
    const data = JSON.parse(strFromU8(files['data.json'] as Uint8Array)) as MemberData;
    expect(data.companies).toEqual([{ company, role: 'owner' }]);

    const deleted = await server.request('/api/me', {
      method: 'DELETE',
      token: member.token,
      json: { current_password: 'kestane-41' },
    });
    expect(deleted.status).toBe(204);
    expect((await server.request(`/api/companies/${company.slug}`)).status).toBe(200);
    const left = await db()
      .select()
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companies.slug, company.slug));
    expect(left).toEqual([]);
  });
});

describe('who reaches what', () => {
  it('answers the owner, another member, a visitor and a signed-out token as declared', async () => {
    const owner = await server.signUp('Owner');
    const other = await server.signUp('Other');
    const signedOut = await server.signUp('Leaving');
    expect(
      (await server.request('/api/logout', { method: 'POST', token: signedOut.token })).status,
    ).toBe(204);
    const company = await created(owner.token, { name: `Matris ${process.pid}` });
    const actors = {
      owner: owner.token,
      other: other.token,
      visitor: undefined,
      signedOut: signedOut.token,
    };
    type Actor = keyof typeof actors;
    const calls: Record<
      string,
      [(token?: string) => Promise<{ status: number; headers: Headers }>, Record<Actor, number>]
    > = {
      updateCompany: [
        (token) => updateCompany(company.slug, { name: `Matris ${process.pid}` }, token),
        { owner: 200, other: 404, visitor: 401, signedOut: 401 },
      ],
      setCompanyLogo: [
        (token) => setLogo(company.slug, token),
        { owner: 200, other: 404, visitor: 401, signedOut: 401 },
      ],
      'setCompanyLogo, no picture': [
        (token) => setLogo(company.slug, token, Buffer.from('not a picture')),
        { owner: 422, other: 404, visitor: 401, signedOut: 401 },
      ],
      removeCompanyLogo: [
        (token) => removeLogo(company.slug, token),
        { owner: 200, other: 404, visitor: 401, signedOut: 401 },
      ],
      myCompanies: [myCompanies, { owner: 200, other: 200, visitor: 401, signedOut: 401 }],
      createCompany: [
        (token) => createCompany({ name: 'Yeni' }, token),
        { owner: 201, other: 201, visitor: 401, signedOut: 401 },
      ],
    };
    const answered: Record<string, Record<string, number>> = {};
    const expected: Record<string, Record<string, number>> = {};
    for (const [name, [call, statuses]] of Object.entries(calls)) {
      answered[name] = {};
      expected[name] = statuses;
      for (const [actor, token] of Object.entries(actors)) {
        const answer = await call(token);
        answered[name][actor] = answer.status;
        expect(answer.headers.get('cache-control')).toContain('no-store');
      }
    }
    expect(answered).toEqual(expected);
    // Another member's list holds only their own company.
    const theirs = (await myCompanies(other.token)).body.data;
    expect(theirs.map((mine: { company: Company }) => mine.company.slug)).not.toContain(
      company.slug,
    );
  });
});

// Two servers on one database is a PostgreSQL setup: PGlite's directory belongs to one process.
describe.runIf(testDatabaseKind() === 'postgres')('across two servers on one PostgreSQL', () => {
  it('shows a rename made through one on the other’s kept answers', async () => {
    const pair = await startServerPair();
    try {
      const { writer, reader } = pair;
      const { token } = await writer.signUp();
      const tag = `p${process.pid}`;
      const company = await writer.request('/api/companies', {
        token,
        json: { name: `Birinci ${tag}` },
      });
      const { slug } = company.body.data;
      const job = await writer.request('/api/jobs', {
        token,
        form: jobForm(
          { title: `Vinç ${tag}`, workType: '1', companySlug: slug },
          { data: png, name: 'job.png', type: 'image/png' },
        ),
      });
      expect(job.status).toBe(201);
      const reads = [
        `/api/jobs/${job.body.data.slug}`,
        `/api/companies/${slug}`,
        `/api/companies/${slug}/jobs`,
        `/api/companies?q=${tag}`,
      ];
      const names = async () => {
        const [detail, page, jobs, directory] = await Promise.all(
          reads.map((path) => reader.request(path)),
        );
        return [
          detail?.body.data.company,
          page?.body.data.name,
          jobs?.body.data[0]?.company_page?.name,
          directory?.body.data[0]?.name,
        ];
      };
      // Kept on the reader.
      await names();
      expect(await names()).toEqual(Array(4).fill(`Birinci ${tag}`));
      const renamed = await writer.request(`/api/companies/${slug}`, {
        method: 'PATCH',
        token,
        json: { name: `İkinci ${tag}` },
      });
      expect(renamed.status).toBe(200);
      await waitFor(names, (shown) => shown.every((name) => name === `İkinci ${tag}`), 10_000);
    } finally {
      await pair.close();
    }
  });
});
