// What the bench asks the server: the API's cases, the pages, a member signed up; each answer
// checked before it is loaded, so no figure measures an error page or an empty list.
import type { Request } from './load';
import { jobCount } from './options';
import { pageTargets, type Targets } from './table';

// Words the seed's 24 sample jobs contain in a title or brief (packages/server/src/seed): the
// seed repeats them, so "freelance" is in 6 of every 24 jobs and "Kubernetes" in 1 of 24.
export const commonWord = 'freelance';
export const rareWord = 'Kubernetes';

/** A cached read: half the raw server's pace or more (issue 24), its p99 as a page's. */
export const cachedTargets: Targets = pageTargets;

const lastOffset = jobCount - 5;
export const apiCases: { name: string; request: Request; targets?: Targets }[] = [
  {
    name: 'GET /api/paginate/0/5',
    request: { method: 'GET', path: '/api/paginate/0/5' },
    targets: cachedTargets,
  },
  {
    name: `GET /api/paginate/${lastOffset}/5`,
    request: { method: 'GET', path: `/api/paginate/${lastOffset}/5` },
    targets: cachedTargets,
  },
  {
    name: `POST /api/search "${commonWord}"`,
    request: { method: 'POST', path: '/api/search', body: { data: commonWord } },
  },
  {
    name: `POST /api/search "${rareWord}"`,
    request: { method: 'POST', path: '/api/search', body: { data: rareWord } },
  },
  {
    name: 'POST /api/getType freelance',
    request: { method: 'POST', path: '/api/getType', body: { type: 'freelance' } },
    targets: cachedTargets,
  },
  {
    // The filters no trigger counts: the list is counted by the query, once per minute's window.
    name: 'GET /api/paginate/0/5, ₺50,000+ a month, posted within 7 days',
    request: { method: 'GET', path: '/api/paginate/0/5?minSalary=50000&postedWithinDays=7' },
    targets: cachedTargets,
  },
  {
    // The counts beside a searched list's filters: one pass over the jobs the text finds, kept
    // for the minute its date windows start in.
    name: `GET /api/filterCounts?q=${commonWord}&minSalary=50000`,
    request: { method: 'GET', path: `/api/filterCounts?q=${commonWord}&minSalary=50000` },
    targets: cachedTargets,
  },
];

export const firstPage: Request = { method: 'GET', path: '/api/paginate/0/5' };
/** A search for a new word every time: nothing cached, and it finds nothing. */
export const newWordSearch: { name: string; request: Request } = {
  name: 'POST /api/search, a new word each time',
  request: { method: 'POST', path: '/api/search', body: { data: '[<id>]' }, uniqueIds: true },
};
/** The same with a work type, a salary floor and a date window: every filter's condition planned. */
export const newWordFilteredSearch: { name: string; request: Request } = {
  name: 'POST /api/search, a new word each time, full-time, ₺50,000+, posted within 30 days',
  request: {
    ...newWordSearch.request,
    body: { data: '[<id>]', type: 'full-time', minSalary: 50000, postedWithinDays: 30 },
  },
};
export const ofType: Request = {
  method: 'POST',
  path: '/api/getType',
  body: { type: 'freelance' },
};

let signUps = 0;

/** Signs a new member up on `origin` (the creates of the mixed load need one). */
export async function signUp(origin: string): Promise<string> {
  signUps += 1;
  const password = 'bench-password-1';
  const response = await fetch(`${origin}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${Date.now()}-${signUps}@example.com`,
      password,
      password_confirmation: password,
    }),
  });
  const answer = (await response.json()) as { token?: string };
  if (!answer.token) throw new Error(`Signing up answered ${response.status}`);
  return answer.token;
}

/**
 * One request before the load: it must answer 2xx with jobs in it, or the figures would measure
 * an error page or an empty search.
 */
export async function checkAnswer(
  origin: string,
  { method, path, body }: Request,
): Promise<string> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  const answer = JSON.parse(text) as unknown[] | { data: unknown[] | unknown };
  const jobs = Array.isArray(answer) ? answer : [answer.data].flat();
  if (jobs.length === 0) throw new Error(`${method} ${path} answered no jobs: ${text}`);
  return text;
}

/** A job's detail, by the slug of the newest job. */
export async function detailCase(origin: string) {
  const page = JSON.parse(await checkAnswer(origin, firstPage)) as { data: { slug: string }[] };
  const slug = page.data[0]?.slug ?? '';
  return {
    name: 'GET /api/jobs/{slug}',
    request: { method: 'GET', path: `/api/jobs/${slug}` } as Request,
    targets: cachedTargets,
  };
}

/** A category's last page, where an offset walks furthest. */
export async function categoryLastPageCase(origin: string) {
  const { totalCount } = JSON.parse(await checkAnswer(origin, ofType)) as { totalCount: number };
  const offset = Math.max(totalCount - 5, 0);
  return {
    name: `POST /api/getType freelance, offset ${offset.toLocaleString('en')}`,
    request: { ...ofType, body: { type: 'freelance', offset, limit: 5 } } as Request,
    targets: cachedTargets,
  };
}

export interface PageCase {
  name: string;
  path: string;
  status: number;
  /** Text its rendered markup must show: a job's title. */
  shows?: string;
}

/** The first job's title in an API list answer (a bare array, or `{ data }`). */
function firstTitle(text: string): string {
  const answer = JSON.parse(text) as { title: string }[] | { data: { title: string }[] };
  const title = (Array.isArray(answer) ? answer : answer.data)[0]?.title;
  if (title === undefined) throw new Error(`A list answered no jobs: ${text}`);
  return title;
}

/** The pages to load on `origin`, with the title each must show, read from the API. */
export async function pageCases(origin: string): Promise<PageCase[]> {
  const newest = JSON.parse(await checkAnswer(origin, firstPage)) as {
    data: { slug: string; title: string }[];
  };
  const [job] = newest.data;
  if (!job) throw new Error('The first page has no job.');
  const secondPage: Request = { method: 'GET', path: '/api/paginate/5/5' };
  return [
    { name: 'page /', path: '/', status: 200, shows: job.title },
    {
      name: 'page /categories/freelance',
      path: '/categories/freelance',
      status: 200,
      shows: firstTitle(await checkAnswer(origin, ofType)),
    },
    {
      name: 'page /?page=2',
      path: '/?page=2',
      status: 200,
      shows: firstTitle(await checkAnswer(origin, secondPage)),
    },
    {
      name: 'page /detail/{slug}',
      path: `/detail/${encodeURIComponent(job.slug)}`,
      status: 200,
      shows: job.title,
    },
    { name: 'page /no-such-page, 404', path: '/no-such-page', status: 404 },
  ];
}
