import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Job } from '../jobs/service';
import { testDatabaseKind } from '../test/databases';
import { createFakeAppDist } from '../test/fakeAppDist';
import { jobForm, picture } from '../test/images';
import { rawGet } from '../test/rawHttp';
import { startServer, startServerPair, type TestServer } from '../test/server';

// What each write leaves in the cache and what it drops, for the API's answers and the pages alike:
// a GET that is still kept answers 304 to the ETag it was sent with (no read, no render); one
// that a write dropped answers 200 with what the write changed.

const dist = createFakeAppDist();
let png: Buffer;

beforeAll(async () => {
  png = await picture('png', 40, 40);
});
afterAll(() => dist.remove());

const fields = { salary: '₺40.000', description: 'Kısa tanım', detail: '<p>Ayrıntı</p>' };
const freelance = '3';
const partTime = '2';

async function post(server: TestServer, token: string, title: string, workType: string) {
  const form = jobForm(
    { ...fields, title, workType },
    { data: png, name: 'logo.png', type: 'image/png' },
  );
  const answer = await server.request<{ data: Job }>('/api/jobs', { token, form });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

/** The answers of a server, by address, with the ETag each was last sent with. */
function answersOf(server: TestServer) {
  const etags = new Map<string, string>();
  const page = { accept: 'text/html', 'accept-encoding': 'identity' };
  const headersOf = (path: string) => (path.startsWith('/api/') ? {} : page);
  return {
    /** Reads `path` and remembers its ETag; answers its body as text. */
    async read(path: string): Promise<string> {
      const answer = await rawGet(`${server.baseUrl}${path}`, headersOf(path));
      expect(answer.status, path).toBe(200);
      etags.set(path, String(answer.headers.etag));
      return answer.decoded.toString();
    },
    /** Whether the answer read before is still the one kept (a 304 to its ETag). */
    async kept(path: string): Promise<boolean> {
      const answer = await rawGet(`${server.baseUrl}${path}`, {
        ...headersOf(path),
        'if-none-match': etags.get(path) ?? '',
      });
      return answer.status === 304;
    },
  };
}

describe('a write drops the answers it can change and keeps the others', () => {
  let server: TestServer;
  let token: string;
  let answers: ReturnType<typeof answersOf>;
  let kept: Job;

  beforeAll(async () => {
    server = await startServer({ appDistDir: dist.distDir });
    ({ token } = await server.signUp());
    answers = answersOf(server);
    kept = await post(server, token, 'Yarı Zamanlı Kasiyer', partTime);
    await post(server, token, 'Serbest Çevirmen', freelance);
  });
  afterAll(() => server?.close());

  // The part-time job's own answers and its type's lists, which no freelance job is in.
  const partTimeAnswers = () => [
    `/api/jobs/${kept.slug}`,
    `/detail/${kept.slug}`,
    '/categories/part-time',
  ];

  it('a create: its lists shift, a job of another type and its lists stay', async () => {
    for (const path of [...partTimeAnswers(), '/api/paginate/0/5', '/', '/categories/freelance']) {
      await answers.read(path);
    }
    const created = await post(server, token, 'Serbest Tasarımcı', freelance);

    for (const path of partTimeAnswers()) expect(await answers.kept(path), path).toBe(true);
    for (const path of ['/api/paginate/0/5', '/', '/categories/freelance']) {
      expect(await answers.kept(path), path).toBe(false);
      expect(await answers.read(path), path).toContain(created.slug);
    }
  });

  it('a save: only the answers that show the job, wherever they are', async () => {
    // The newest job alone: the part-time job is not on it.
    for (const path of [...partTimeAnswers(), '/api/paginate/0/1', '/api/paginate/0/5', '/']) {
      await answers.read(path);
    }
    const { token: saver } = await server.signUp();
    const saved = await server.request(`/api/jobs/${kept.slug}/save`, {
      method: 'PUT',
      token: saver,
    });
    expect(saved.body).toEqual({ saved: true, save: 1 });

    expect(await answers.kept('/api/paginate/0/1'), 'a page without the job').toBe(true);
    for (const path of [...partTimeAnswers(), '/api/paginate/0/5', '/']) {
      expect(await answers.kept(path), path).toBe(false);
    }
    expect(JSON.parse(await answers.read(`/api/jobs/${kept.slug}`)).data.save).toBe(1);
  });

  it('an edit: the job and what shows it; lists it does not enter or leave keep their pages', async () => {
    for (const path of [...partTimeAnswers(), '/api/paginate/0/1', '/categories/freelance']) {
      await answers.read(path);
    }
    const edited = await server.request(`/api/jobs/${kept.slug}`, {
      method: 'PUT',
      token,
      form: jobForm({ ...fields, title: kept.title, workType: partTime, salary: '₺45.000' }),
    });
    expect(edited.status).toBe(200);

    for (const path of ['/api/paginate/0/1', '/categories/freelance']) {
      expect(await answers.kept(path), path).toBe(true);
    }
    for (const path of partTimeAnswers()) expect(await answers.kept(path), path).toBe(false);
    expect(await answers.read(`/api/jobs/${kept.slug}`)).toContain('₺45.000');
  });

  it('a delete: the lists it leaves shift; the other type keeps its answers', async () => {
    const gone = await post(server, token, 'Serbest Editör', freelance);
    for (const path of [...partTimeAnswers(), '/api/paginate/0/1', '/categories/freelance']) {
      await answers.read(path);
    }
    const deleted = await server.request(`/api/jobs/${gone.slug}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(204);

    for (const path of partTimeAnswers()) expect(await answers.kept(path), path).toBe(true);
    for (const path of ['/api/paginate/0/1', '/categories/freelance']) {
      expect(await answers.kept(path), path).toBe(false);
      expect(await answers.read(path), path).not.toContain(gone.slug);
    }
  });
});

/** How many writes that touched a job the server has dropped answers for (its metrics' count). */
async function jobWritesHeard(server: TestServer): Promise<number> {
  const metrics = (await rawGet(`${server.baseUrl}/metrics`, {})).decoded.toString();
  return Number(/^job_read_cache_invalidations_total\{tag="job"\} (\d+)$/m.exec(metrics)?.[1] ?? 0);
}

// Two servers on one database is a PostgreSQL setup: PGlite's directory belongs to one process.

describe.runIf(testDatabaseKind() === 'postgres')('across two servers on one PostgreSQL', () => {
  let pair: Awaited<ReturnType<typeof startServerPair>>;
  let writer: TestServer;
  let reader: TestServer;
  let token: string;

  beforeAll(async () => {
    pair = await startServerPair({ appDistDir: dist.distDir });
    ({ writer, reader } = pair);
    ({ token } = await writer.signUp());
  });
  afterAll(() => pair?.close());

  it("a create on one drops on the other what it shifts, and keeps another type's answers", async () => {
    const heard = await jobWritesHeard(reader);
    const kept = await post(writer, token, 'Yarı Zamanlı Garson', partTime);
    // Its own notice, heard after the reads below, would drop them: heard first.
    await vi.waitFor(async () => expect(await jobWritesHeard(reader)).toBeGreaterThan(heard));
    const answers = answersOf(reader);
    const untouched = [`/api/jobs/${kept.slug}`, `/detail/${kept.slug}`, '/categories/part-time'];
    for (const path of [...untouched, '/api/paginate/0/5', '/']) await answers.read(path);

    const created = await post(writer, token, 'Serbest Fotoğrafçı', freelance);
    // The notice's trip: polled, for a second at most.
    const started = Date.now();
    while (!(await answers.read('/')).includes(created.slug)) {
      expect(Date.now() - started, 'the other server shows the new job').toBeLessThan(1000);
    }
    expect(await answers.read('/api/paginate/0/5')).toContain(created.slug);
    for (const path of untouched) expect(await answers.kept(path), path).toBe(true);
  });
});
