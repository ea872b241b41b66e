import { limits } from './limits';
import { type PostedWithin, readPostedWithin } from './posted';
import { defaultSalaryCurrency, type MinimumSalary, readMinimumSalary } from './salary';
import { type ListSort, readListSort } from './sort';
import { isWorkplaceSlug, type WorkplaceSlug } from './workplaces';
import type { WorkTypeSlug } from './workTypes';

/**
 * The app's addresses (docs/spec.md section 2), the one place that writes them: the pattern the
 * app's router matches for each route, and below, how to build a link to it. The app routes by
 * these patterns and ui's links are built with `hrefs`, so renaming a route is one edit here.
 */
export const routePatterns = {
  home: '/',
  category: '/categories/:type',
  detail: '/detail/:slug',
  login: '/login',
  signup: '/signup',
  profile: '/profile',
  /** A part of the profile with a page of its own (`profileSections`); signed-in members only. */
  profileSection: '/profile/:section',
  savedJobs: '/saved-jobs',
  createJob: '/create-job',
  editJob: '/edit-job/:slug',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  apply: '/detail/:slug/apply',
  report: '/detail/:slug/report',
  myApplications: '/applications',
  applicants: '/my-jobs/:slug/applications',
  moderation: '/moderation',
  /**
   * An alert mail's unsubscribe link: the API's own address (its GET and one-click POST in
   * openapi.yaml), whose page the server renders in the app with what it found. The app routes it
   * so that page hydrates as the others do, header and all, rather than as not found.
   */
  unsubscribe: '/api/alerts/unsubscribe/:token',
  companies: '/companies',
  company: '/companies/:slug',
} as const;

export type RouteName = keyof typeof routePatterns;

/**
 * The profile's parts with an address under it (issue 41: one part a page on a phone, not one long
 * column). The member's applications and saved jobs keep their own routes.
 */
export const profileSections = ['cv', 'postings', 'companies', 'alerts', 'settings'] as const;
export type ProfileSection = (typeof profileSections)[number];

export function isProfileSection(value: string): value is ProfileSection {
  return (profileSections as readonly string[]).includes(value);
}

/** The names of a pattern's parameters: `'type'` for `/categories/:type`. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The pattern with each `:name` replaced by its value, encoded as one path segment. */
function fill<Pattern extends string>(
  pattern: Pattern,
  params: Record<ParamNames<Pattern>, string>,
): string {
  const values: Record<string, string> = params;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * The list state a user would share lives in the URL: `?page=2` for the page, `?q=…` for the
 * search text, `?workplace=remote` for the workplace filter, `?city=İzmir` for the city,
 * `?salary=50000` (with `&currency=` when not in lira) for the salary floor, `?posted=7` for the
 * date posted and `?sort=salary` for the order (the category is the path), so reload, back and
 * links keep it.
 */
export interface ListQuery {
  /** 1-based. */
  page: number;
  /** The search text; empty when not searching. */
  q: string;
  /** Only jobs of this workplace; absent for all. */
  workplace?: WorkplaceSlug;
  /** Only jobs in this city (`City` in openapi.yaml), as the address names it; absent for any. */
  city?: string;
  /** Only jobs paying at least this a month; absent for any pay. */
  salary?: MinimumSalary;
  /** Only jobs posted within this many days; absent for any date. */
  posted?: PostedWithin;
  /** The order, when not the list's default (`defaultSortOf`): absent for it. */
  sort?: ListSort;
}

/**
 * What narrows a list besides its category (the path) and page: what every list link keeps, a
 * saved search saves and a feed is made of. A new filter is added here and in `setFilters`.
 */
export type ListFilters = Pick<
  Partial<ListQuery>,
  'q' | 'workplace' | 'city' | 'salary' | 'posted'
>;

/** The filters of a list state as query parameters, in the order an address shows them. */
function setFilters(
  params: URLSearchParams,
  { q = '', workplace, city, salary, posted }: ListFilters,
) {
  if (q !== '') params.set('q', q);
  if (workplace !== undefined) params.set('workplace', workplace);
  if (city !== undefined) params.set('city', city);
  if (salary !== undefined) {
    params.set('salary', String(salary.amount));
    if (salary.currency !== defaultSalaryCurrency) params.set('currency', salary.currency);
  }
  if (posted !== undefined) params.set('posted', String(posted));
}

/**
 * A list's filters as the query parameters its address carries, in its order; none for a list
 * nothing narrows. What a form keeps beside its own field, and how a list knows it is filtered.
 */
export function listFilterParams(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  setFilters(params, filters);
  return params;
}

/** What a list's links keep besides its page: its filters and its order. */
export type ListView = Omit<Partial<ListQuery>, 'page'>;

/**
 * A list's filters and order as the query parameters its address carries, in its order: what a
 * new search keeps beside its text.
 */
export function listViewParams({ sort, ...filters }: ListView): URLSearchParams {
  const params = listFilterParams(filters);
  if (sort !== undefined) params.set('sort', sort);
  return params;
}

/** The address of a list state under `path`, leaving out what is at its default. */
function withListQuery(path: string, { page = 1, ...view }: Partial<ListQuery> = {}) {
  const params = listViewParams(view);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

/**
 * Reads the list state from a query string; anything that is not a page number means page 1; an
 * unknown workplace, an empty or overlong city, an unreadable salary floor or an unoffered date
 * window means no such filter; and an order not offered to the list means its default.
 */
export function parseListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const workplace = params.get('workplace');
  const salary = readMinimumSalary(params.get('salary'), params.get('currency'));
  const posted = readPostedWithin(params.get('posted'));
  const q = params.get('q')?.trim() ?? '';
  const city = readCity(params.get('city'));
  const sort = readListSort(params.get('sort'), q);
  return {
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    q,
    ...(isWorkplaceSlug(workplace) && { workplace }),
    ...(city && { city }),
    ...(salary && { salary }),
    ...(posted && { posted }),
    ...(sort && { sort }),
  };
}

/** A city from an address (`?city=`), trimmed; undefined when empty or longer than the API takes. */
export function readCity(value: string | null | undefined): string | undefined {
  const city = value?.trim();
  return city && city.length <= limits.locationMaxLength ? city : undefined;
}

/** The href of every route, by the route's name; the compiler refuses a route without one. */
export const hrefs = {
  /** The list of all jobs, a page of it or a search's results. */
  home: (query?: Partial<ListQuery>) => withListQuery(routePatterns.home, query),
  category: (type: WorkTypeSlug, query?: Partial<ListQuery>) =>
    withListQuery(fill(routePatterns.category, { type }), query),
  detail: (slug: string) => fill(routePatterns.detail, { slug }),
  /**
   * The login, where to come back to after it (`?next=/detail/x`, a path of this site) and the
   * job to save on the way (`&save=slug`: a Save pressed while signed out, or before the page's
   * script ran, is not lost).
   */
  login: (next?: string, save?: string) => withOnward(routePatterns.login, next, save),
  /** The sign-up, carrying the login's way on (`next`, `save`) to the login that follows it. */
  signup: (next?: string, save?: string) => withOnward(routePatterns.signup, next, save),
  profile: () => routePatterns.profile,
  profileSection: (section: ProfileSection) => fill(routePatterns.profileSection, { section }),
  savedJobs: () => routePatterns.savedJobs,
  createJob: () => routePatterns.createJob,
  editJob: (slug: string) => fill(routePatterns.editJob, { slug }),
  forgotPassword: () => routePatterns.forgotPassword,
  /**
   * The pages a mailed link opens. The token rides in the fragment, which no request carries: it
   * stays out of every server's log and every Referer.
   */
  resetPassword: (token?: string) => withToken(routePatterns.resetPassword, token),
  verifyEmail: (token?: string) => withToken(routePatterns.verifyEmail, token),
  /** The application form of a posting that takes applications on the site. */
  apply: (slug: string) => fill(routePatterns.apply, { slug }),
  /** The report form of a posting as a page of its own (see reportPage.ts). */
  report: (slug: string) => fill(routePatterns.report, { slug }),
  /** The member's own applications ('Başvurularım'). */
  myApplications: () => routePatterns.myApplications,
  /** The moderators' queue ('Moderasyon'); not found for anyone else. */
  moderation: () => routePatterns.moderation,
  /** The applications to one of the member's postings. */
  applicants: (slug: string) => fill(routePatterns.applicants, { slug }),
  /** An alert mail's unsubscribe link, its token in the path (redacted from the server's log). */
  unsubscribe: (token: string) => fill(routePatterns.unsubscribe, { token }),
  /** The companies' directory, a search of it (`?q=`) or a page of it (`?page=2`). */
  companies: (query?: Pick<Partial<ListQuery>, 'q' | 'page'>) =>
    withListQuery(routePatterns.companies, query),
  /** A company's page, with its open jobs (`?page=2` for more of them). */
  company: (slug: string, page?: number) =>
    withListQuery(fill(routePatterns.company, { slug }), { page }),
} satisfies Record<RouteName, (...args: never[]) => string>;

function withOnward(path: string, next: string | undefined, save: string | undefined): string {
  if (next === undefined) return path;
  return `${path}?${new URLSearchParams({ next, ...(save !== undefined && { save }) })}`;
}

function withToken(path: string, token: string | undefined): string {
  return token === undefined ? path : `${path}#${new URLSearchParams({ token })}`;
}

/** The token of a mailed link's fragment (`#token=…`), or an empty text when it has none. */
export function linkToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * Where a login should lead back to: `?next=` when it names a path of this site, else the list.
 * Anything else (another origin, `//evil.example`) is refused, so the parameter cannot be used to
 * send a member elsewhere.
 */
export function loginNext(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

/**
 * The way on of a login or sign-up page (`?next=…&save=…`), as `hrefs.login` and `hrefs.signup`
 * take it, so that each keeps it when leading to the other: a visitor sent to sign in who has no
 * account yet signs up, then in, and still lands where they were going.
 */
export function onwardOf(search: string): [next?: string, save?: string] {
  const params = new URLSearchParams(search);
  const next = params.get('next');
  if (next === null) return [];
  const save = params.get('save');
  return save ? [next, save] : [next];
}

/** The job a login was asked to save on the way (`?save=`), or null. */
export function loginSave(search: string): string | null {
  return new URLSearchParams(search).get('save') || null;
}

/** What crawlers and feed readers fetch; served by the server, outside the app's routes. */
export const crawlerPaths = {
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  feed: '/feed.xml',
} as const;

/** What a feed lists: the newest postings of the whole board, or of a list's filters. */
export interface FeedFilter extends ListFilters {
  type?: WorkTypeSlug;
}

/** The RSS feed of a list: `/feed.xml?type=part-time&q=react`, each filter only when set. */
export function feedHref({ type, ...filters }: FeedFilter = {}): string {
  const params = new URLSearchParams();
  if (type !== undefined) params.set('type', type);
  setFilters(params, filters);
  const search = params.toString();
  return search === '' ? crawlerPaths.feed : `${crawlerPaths.feed}?${search}`;
}
