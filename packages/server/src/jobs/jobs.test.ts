import { limits } from '@job/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '../db/connect';
import { images } from '../db/schema';
import { toWebp } from '../images/process';
import { testDatabaseKind } from '../test/databases';
import { holdInTransaction, lockWaiters } from '../test/heldTransaction';
import { jobForm, picture } from '../test/images';
import { backgroundDone, startServer, type TestServer } from '../test/server';
import { t } from '../test/texts';
import { createJobService, type Job } from './service';

let server: TestServer;
let token: string;
let png: Buffer;

beforeAll(async () => {
  server = await startServer();
  ({ token } = await server.signUp());
  png = await picture('png');
});
afterAll(() => server.close());

const fields = {
  title: 'Kıdemli Yazılım Geliştirici',
  salary: '₺95.000',
  description: 'İstanbul ofisimizde',
  workType: '1',
  detail: '<p>Merhaba <strong>dünya</strong></p>',
};

async function createJob(overrides: Record<string, string> = {}): Promise<Job> {
  const answer = await server.request<{ data: Job }>('/api/jobs', {
    token,
    form: jobForm({ ...fields, ...overrides }, { data: png, name: 'logo.png', type: 'image/png' }),
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

describe('POST /api/jobs', () => {
  it('creates a job from a multipart form and answers it with the field mapping', async () => {
    const answer = await server.request('/api/jobs', {
      token,
      form: jobForm(fields, { data: png, name: 'logo.png', type: 'image/png' }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      message: t('toast.jobPosted'),
      data: {
        id: expect.any(Number),
        title: 'Kıdemli Yazılım Geliştirici',
        slug: 'kidemli-yazilim-gelistirici',
        description: '<p>Merhaba <strong>dünya</strong></p>',
        description2: 'Merhaba dünya',
        image: expect.stringMatching(/^\/api\/images\/[A-Za-z0-9_-]+\.webp$/),
        type: 'full-time',
        salary: '₺95.000',
        salary_range: { min: 95000, max: null, currency: 'TRY', period: null },
        info: 'İstanbul ofisimizde',
        save: 0,
        work_type: 1,
        created_at: expect.any(String),
        company: null,
        company_page: null,
        location: null,
        country: null,
        applicant_countries: [],
        workplace: null,
        posted_by: 'Ayşe Yılmaz',
        expires_at: expect.any(String),
        expired: false,
        apply_method: 'site',
        apply_to: null,
        cover_note_required: false,
        screening_questions: [],
      },
    });
  });

  it('takes the JSON body of the reference client, the image as a data URL', async () => {
    const answer = await server.request<{ data: Job }>('/api/jobs', {
      token,
      json: {
        ...fields,
        title: 'Part-time Barista',
        workType: 2,
        url: `data:image/png;base64,${png.toString('base64')}`,
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      slug: 'part-time-barista',
      type: 'part-time',
      work_type: 2,
    });
  });

  it('ignores an image field that is not a file when the data URL carries the picture', async () => {
    // The reference client's File object turns into {} in JSON; a form may leave it blank.
    for (const image of [{}, '', ' ', null]) {
      const answer = await server.request<{ data: Job }>('/api/jobs', {
        token,
        json: {
          ...fields,
          workType: '3',
          image,
          url: `data:image/png;base64,${png.toString('base64')}`,
        },
      });
      expect({ image, status: answer.status }).toEqual({ image, status: 201 });
      expect(answer.body.data).toMatchObject({ type: 'freelance', work_type: 3 });
    }
  });

  it('asks for the image when neither a file nor a data URL brings one', async () => {
    // The reference client's form as it starts: blanks in image and url.
    const answer = await server.request('/api/jobs', {
      token,
      json: { ...fields, image: ' ', url: ' ' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ image: [t('validation.imageRequired')] });
  });

  it('takes the file when a form brings both a file and a data URL', async () => {
    const form = jobForm(fields, { data: png, name: 'logo.png', type: 'image/png' });
    const other = await picture('gif', 10, 10);
    form.append('url', `data:image/gif;base64,${other.toString('base64')}`);
    const answer = await server.request<{ data: Job }>('/api/jobs', { token, form });
    expect(answer.status).toBe(201);
    const stored = await server.request<Buffer>(answer.body.data.image ?? '');
    // The 800×600 file, scaled down; the data URL's picture is 10×10.
    expect(await sharp(stored.body).metadata()).toMatchObject({ width: 512, height: 384 });
  });

  it("stores the image in the job's transaction: a job that fails leaves no image behind", async () => {
    const { db } = server.app.database;
    const upload = await picture('png', 23, 29);
    const { name } = await toWebp(upload);
    const imageRows = async () =>
      (await db.select({ name: images.name }).from(images).where(eq(images.name, name))).length;
    const service = createJobService(db);
    const job = {
      ...{
        title: 'Orphan',
        salary: '',
        salaryFigures: null,
        description: '',
        workType: 1 as const,
        detail: '',
      },
      ...{ company: null, location: null, workplace: null },
    };
    // No member has this id: the job's insert breaks its foreign key.
    await expect(
      service.create({ ...job, image: upload, userId: 2_000_000_000 }),
    ).rejects.toThrow();
    expect(await imageRows()).toBe(0);
    await service.create({ ...job, image: upload, userId: null });
    expect(await imageRows()).toBe(1);
  });

  it('answers every rule of the form with its message', async () => {
    const answer = await server.request('/api/jobs', {
      token,
      form: jobForm({
        title: '  ',
        salary: 'x'.repeat(limits.salaryMaxLength + 1),
        description: 'x'.repeat(limits.briefMaxLength + 1),
        workType: '4',
        detail: 'x'.repeat(limits.detailMaxLength + 1),
      }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: t('validation.titleRequired'),
      errors: {
        title: [t('validation.titleRequired')],
        salary: [t('validation.maxLength', { max: limits.salaryMaxLength })],
        description: [t('validation.maxLength', { max: limits.briefMaxLength })],
        workType: [t('validation.workTypeInvalid')],
        detail: [t('validation.maxLength', { max: limits.detailMaxLength })],
        image: [t('validation.imageRequired')],
      },
    });
    const long = await server.request('/api/jobs', {
      token,
      json: { ...fields, title: 'x'.repeat(limits.titleMaxLength + 1), url: 'data:,' },
    });
    expect(long.body.errors).toEqual({
      title: [t('validation.maxLength', { max: limits.titleMaxLength })],
    });
  });

  it('takes applications where the form says: on the site, at an https address, by mail', async () => {
    const site = await createJob({ title: 'On The Site', applyMethod: '', applyTo: 'ignored' });
    expect(site).toMatchObject({ apply_method: 'site', apply_to: null });
    // Every field of the create form: eleven beside the image.
    const url = await createJob({
      title: 'At An Address',
      company: 'Boğaziçi',
      location: 'İstanbul',
      workplace: 'hybrid',
      days: '14',
      applyMethod: 'url',
      applyTo: '  https://kariyer.example.com/basvur?ilan=7  ',
    });
    expect(url).toMatchObject({
      apply_method: 'url',
      apply_to: 'https://kariyer.example.com/basvur?ilan=7',
    });
    const email = await createJob({
      title: 'By Mail',
      applyMethod: 'email',
      applyTo: 'ik@example.com',
    });
    expect(email).toMatchObject({ apply_method: 'email', apply_to: 'ik@example.com' });
    const read = await server.request(`/api/jobs/${email.slug}`);
    expect(read.body.data).toMatchObject({ apply_method: 'email', apply_to: 'ik@example.com' });
  });

  it.each([
    [{ applyMethod: 'url', applyTo: 'http://kariyer.example.com' }, 'validation.applyUrlInvalid'],
    [{ applyMethod: 'url', applyTo: '' }, 'validation.applyUrlInvalid'],
    [{ applyMethod: 'email', applyTo: 'ik@' }, 'validation.applyEmailInvalid'],
  ] as const)('refuses an address that does not fit its method: %j', async (apply, message) => {
    const answer = await server.request('/api/jobs', {
      token,
      form: jobForm(
        { ...fields, title: 'Bad Address', ...apply },
        { data: png, name: 'logo.png', type: 'image/png' },
      ),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ applyTo: [t(message)] });
  });

  it('refuses a method it does not know', async () => {
    const answer = await server.request('/api/jobs', {
      token,
      json: {
        ...fields,
        applyMethod: 'fax',
        url: `data:image/png;base64,${png.toString('base64')}`,
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ applyMethod: [t('validation.applyMethodInvalid')] });
  });

  it('changes the method on an edit, an empty image field among its fields', async () => {
    const job = await createJob({ title: 'Changes Its Method' });
    const edited = await server.request(`/api/jobs/${job.slug}`, {
      method: 'PUT',
      token,
      form: jobForm({
        ...fields,
        title: 'Changes Its Method',
        company: 'Boğaziçi',
        location: 'İstanbul',
        workplace: 'remote',
        applyMethod: 'url',
        applyTo: 'https://kariyer.example.com',
        image: '',
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      apply_method: 'url',
      apply_to: 'https://kariyer.example.com',
      image: job.image,
    });
    // Back on the site, the address goes.
    const back = await server.request(`/api/jobs/${job.slug}`, {
      method: 'PUT',
      token,
      form: jobForm({ ...fields, title: 'Changes Its Method', applyTo: 'https://x.example.com' }),
    });
    expect(back.body.data).toMatchObject({ apply_method: 'site', apply_to: null });
  });

  it('asks for a cover note when the form says so, kept through an edit that leaves it out', async () => {
    const asks = await createJob({ title: 'Asks For A Note', coverNoteRequired: 'true' });
    expect(asks.cover_note_required).toBe(true);
    const edit = (changes: Record<string, string>) =>
      server.request<{ data: Job }>(`/api/jobs/${asks.slug}`, {
        method: 'PUT',
        token,
        form: jobForm({ ...fields, title: 'Asks For A Note', ...changes }),
      });
    // The original client's edit sends no such field: the posting keeps asking.
    expect((await edit({})).body.data.cover_note_required).toBe(true);
    expect((await edit({ coverNoteRequired: 'false' })).body.data.cover_note_required).toBe(false);
    expect((await edit({ coverNoteRequired: 'true' })).body.data.cover_note_required).toBe(true);
    // Off the site there is no note to ask for.
    const elsewhere = await edit({
      applyMethod: 'url',
      applyTo: 'https://kariyer.example.com',
      coverNoteRequired: 'true',
    });
    expect(elsewhere.body.data.cover_note_required).toBe(false);
    const json = await server.request<{ data: Job }>('/api/jobs', {
      token,
      json: {
        ...fields,
        title: 'Asks In JSON',
        coverNoteRequired: true,
        url: `data:image/png;base64,${png.toString('base64')}`,
      },
    });
    expect(json.body.data.cover_note_required).toBe(true);
  });

  it('refuses a data URL that is not an image', async () => {
    const answer = await server.request('/api/jobs', {
      token,
      json: { ...fields, url: 'https://example.com/a.png' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: t('validation.imageInvalid'),
      errors: { image: [t('validation.imageInvalid')] },
    });
  });

  it('answers 401 without a token, before reading the upload', async () => {
    // Only the head of a 50 MB body is sent: the answer has to come before the rest.
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL('/api/jobs', server.baseUrl);
      import('node:http').then(({ request }) => {
        const req = request(url, {
          method: 'POST',
          headers: {
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(50 * 1024 * 1024),
          },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, body });
            req.destroy();
          });
        });
        req.on('error', reject);
        req.write('--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nA\r\n');
      });
    });
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: 'Unauthenticated.' });
  });

  it('refuses a body of another type with 415 and broken JSON with 400', async () => {
    const text = await server.request('/api/jobs', {
      token,
      body: 'title=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const broken = await server.request('/api/jobs', {
      token,
      body: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'The body is not valid JSON.' });
  });

  it('answers a broken multipart body with 400', async () => {
    const cut = '--xx\r\nContent-Disposition: form-data; name="title"\r\n\r\nabc';
    for (const type of ['multipart/form-data; boundary=xx', 'multipart/form-data']) {
      const answer = await server.request('/api/jobs', {
        token,
        body: cut,
        headers: { 'content-type': type },
      });
      expect(answer, type).toMatchObject({
        status: 400,
        body: { message: 'The multipart body is malformed.' },
      });
    }
  });

  it('gives 50 concurrent jobs of one title 50 different slugs', async () => {
    const created = await Promise.all(
      Array.from({ length: 50 }, () => createJob({ title: 'Aynı Başlık' })),
    );
    const slugs = new Set(created.map((job) => job.slug));
    expect(slugs.size).toBe(50);
    expect(slugs).toContain('ayni-baslik');
    expect(slugs).toContain('ayni-baslik-50');
    const found = await server.request('/api/search', { json: { data: 'AYNI BAŞLIK' } });
    expect(found.body).toHaveLength(limits.searchMaxResults);
  });

  // Two transactions at once need PostgreSQL: PGlite runs one at a time.
  it.runIf(testDatabaseKind() === 'postgres')(
    'queues the creates of one list before they take a connection, so that reads still get one',
    async () => {
      const { db } = server.app.database;
      const list = { workType: '3', workplace: 'remote' };
      const countOfList = sql`SELECT total FROM job_counts WHERE work_type = 3 AND workplace = 'remote'`;
      const before = (await createJob({ ...list, title: 'Liste Sırası' })).slug;
      // What every create of the list waits for while another holds it: its count's row.
      const counting = await holdInTransaction(db, async (tx) => {
        const [row] = await selectRows<{ total: number }>(tx, sql`${countOfList} FOR UPDATE`);
        return row?.total ?? 0;
      });
      // More than the pool's ten connections: queued on the lock, they would take them all.
      const creating = Array.from({ length: 15 }, (_, index) =>
        createJob({ ...list, title: `Liste Sırası ${index}` }),
      );
      await vi.waitFor(async () => expect(await lockWaiters(db)).toBeGreaterThan(0), {
        timeout: 10_000,
        interval: 10,
      });
      // A read that nothing kept yet: it needs a connection while the creates wait.
      const read = await server.request<{ data: Job }>(`/api/jobs/${before}`);
      expect(read.status).toBe(200);
      expect(await lockWaiters(db)).toBe(1);
      await counting.release();
      const created = await Promise.all(creating);
      expect(new Set(created.map((job) => job.slug)).size).toBe(15);
      const [after] = await selectRows<{ total: number }>(db, countOfList);
      expect(after?.total).toBe(counting.value + 15);
    },
  );

  it('keeps Quill formatting and drops everything dangerous from the detail', async () => {
    const job = await createJob({
      title: 'Sanitised',
      detail:
        '<h2>Başlık</h2><p class="ql-align-center">Hi <em>a</em> <u>b</u> <s>c</s><script>alert(1)</script></p>' +
        '<p onclick="steal()" style="color:red">x<img src=x onerror=alert(1)></p>' +
        '<ol><li data-list="bullet">one</li></ol><blockquote>q</blockquote><pre class="ql-syntax">code</pre>' +
        '<a href="javascript:alert(1)">js</a><a href="data:text/html,x">data</a><a href="https://ok.example">ok</a>' +
        '<iframe src="https://evil.example"></iframe>',
    });
    expect(job.description).toBe(
      '<h2>Başlık</h2><p class="ql-align-center">Hi <em>a</em> <u>b</u> <s>c</s></p>' +
        '<p>x</p>' +
        '<ol><li data-list="bullet">one</li></ol><blockquote>q</blockquote><pre class="ql-syntax">code</pre>' +
        '<a rel="noopener noreferrer nofollow">js</a><a rel="noopener noreferrer nofollow">data</a>' +
        '<a href="https://ok.example" rel="noopener noreferrer nofollow">ok</a>',
    );
    expect(job.description2).not.toContain('alert');
  });
});

describe('reading jobs', () => {
  let reader: TestServer;
  const created: Job[] = [];
  beforeAll(async () => {
    reader = await startServer();
    const { token: readerToken } = await reader.signUp();
    for (const [index, workType] of ['1', '2', '3', '1', '3', '3'].entries()) {
      const answer = await reader.request<{ data: Job }>('/api/jobs', {
        token: readerToken,
        form: jobForm(
          { ...fields, title: `Job ${index}`, workType },
          { data: png, name: 'a.png', type: 'image/png' },
        ),
      });
      created.push(answer.body.data);
    }
  });
  afterAll(() => reader.close());

  it('pages newest first with the count of all jobs', async () => {
    const first = await reader.request('/api/paginate/0/5');
    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBe(6);
    expect(first.body.data.map((job: Job) => job.title)).toEqual([
      'Job 5',
      'Job 4',
      'Job 3',
      'Job 2',
      'Job 1',
    ]);
    const second = await reader.request('/api/paginate/5/5');
    expect(second.body.data.map((job: Job) => job.title)).toEqual(['Job 0']);
  });

  it('gives every page as a slice of the whole list, whichever end it is walked from', async () => {
    const newestFirst = ['Job 5', 'Job 4', 'Job 3', 'Job 2', 'Job 1', 'Job 0'];
    const lists = [
      { type: undefined, titles: newestFirst },
      { type: 'freelance', titles: ['Job 5', 'Job 4', 'Job 2'] },
      { type: 'full-time', titles: ['Job 3', 'Job 0'] },
    ];
    for (const { type, titles } of lists) {
      for (let limit = 1; limit <= 5; limit++) {
        for (let offset = 0; offset <= titles.length + 1; offset++) {
          const answer = type
            ? await reader.request('/api/getType', { json: { type, offset, limit } })
            : await reader.request(`/api/paginate/${offset}/${limit}`);
          const page = `${type ?? 'all'} at ${offset}, ${limit}`;
          expect(
            answer.body.data.map((job: Job) => job.title),
            page,
          ).toEqual(titles.slice(offset, offset + limit));
          expect(answer.body.totalCount, page).toBe(titles.length);
        }
      }
    }
  });

  it('refuses a limit outside 1 to 50 and a negative or non-numeric offset', async () => {
    for (const path of [
      '/api/paginate/0/0',
      '/api/paginate/0/51',
      '/api/paginate/-1/5',
      '/api/paginate/a/5',
    ]) {
      const answer = await reader.request(path);
      expect(answer.status, path).toBe(422);
      expect(answer.body.message).toEqual(expect.any(String));
    }
  });

  it('answers the jobs of one type, newest first, with offset, limit and their count', async () => {
    const freelance = await reader.request('/api/getType', { json: { type: 'freelance' } });
    expect(freelance.status).toBe(200);
    expect(freelance.body.totalCount).toBe(3);
    expect(freelance.body.data.map((job: Job) => job.title)).toEqual(['Job 5', 'Job 4', 'Job 2']);
    const paged = await reader.request('/api/getType', {
      json: { type: 'freelance', offset: 1, limit: 1 },
    });
    expect(paged.body).toMatchObject({ totalCount: 3, data: [{ title: 'Job 4' }] });
    const bad = await reader.request('/api/getType', { json: { type: 'remote' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.type).toEqual([
      'The type field must be one of: full-time, part-time, freelance.',
    ]);
  });

  it('finds one job by its slug, and answers 404 for an unknown one', async () => {
    const job = created[0] as Job;
    const found = await reader.request(`/api/jobs/${job.slug}`);
    expect(found.body).toEqual({ data: job });
    const missing = await reader.request('/api/jobs/no-such-job');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'No job has this address.' });
  });
});

describe('the counts of jobs', () => {
  it('follow jobs added, changed, removed and cleared, also outside the API', async () => {
    const counted = await startServer();
    try {
      const { token: posterToken } = await counted.signUp();
      for (const workType of ['1', '3', '3']) {
        await counted.request('/api/jobs', {
          token: posterToken,
          form: jobForm({ ...fields, workType }, { data: png, name: 'a.png', type: 'image/png' }),
        });
      }
      const viaApi = async () => ({
        all: (await counted.request('/api/paginate/0/5')).body.totalCount,
        fullTime: (await counted.request('/api/getType', { json: { type: 'full-time' } })).body
          .totalCount,
        freelance: (await counted.request('/api/getType', { json: { type: 'freelance' } })).body
          .totalCount,
      });
      expect(await viaApi()).toEqual({ all: 3, fullTime: 1, freelance: 2 });
      // The creates' alert matching done: it locks their jobs, which the TRUNCATE below waits for.
      await backgroundDone(counted);

      // Writes outside the API tell no read cache, so read past it: the counts are the subject.
      const { db } = counted.app.database;
      const service = createJobService(db);
      const totals = async () => ({
        all: await service.count(),
        fullTime: (await service.list({ workType: 1 }, 0, 5)).totalCount,
        freelance: (await service.list({ workType: 3 }, 0, 5)).totalCount,
      });
      await db.execute(sql`UPDATE jobs SET work_type = 1 WHERE work_type = 3`);
      expect(await totals()).toEqual({ all: 3, fullTime: 3, freelance: 0 });
      await db.execute(sql`DELETE FROM jobs WHERE id = (SELECT min(id) FROM jobs)`);
      expect(await totals()).toEqual({ all: 2, fullTime: 2, freelance: 0 });
      // Their saves go too; saves reference jobs.
      await db.execute(sql`TRUNCATE jobs CASCADE`);
      expect(await totals()).toEqual({ all: 0, fullTime: 0, freelance: 0 });
    } finally {
      await counted.close();
    }
  });
});
