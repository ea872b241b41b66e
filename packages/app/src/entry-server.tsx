/**
 * The server render of the public pages, built by `vite build --ssr` into dist/server. The server
 * loads the built file and hands it the request and its reads (`RenderPage` in the contract); the
 * app imports nothing of the server, the server nothing of this source.
 */
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import {
  companyLimits,
  isPastTheLastPage,
  limits,
  type PublicReads,
  pageOffset,
  parseListQuery,
  type RenderPage,
  type RouteName,
  type WorkTypeSlug,
  workTypeBySlug,
} from '@job/contract';
import {
  documentLanguage,
  firstVisitNamespaces,
  type Locale,
  type Namespace,
  type Texts,
} from '@job/texts';
import { allTextsOf } from '@job/texts/catalogues';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Router } from 'wouter';
import { inlinedStylesheet } from './inlinedStylesheet';
import { decodedPath, matchRoute } from './matchRoute';
import { type PageHead, ServerPageHead } from './pages/usePageTitle';
import { App } from './routes';
import { type ServerState, serverStateScript } from './serverState';
import { type CompanySeed, directoryQueryOf } from './state/companies';
import { StoresProvider } from './state/hooks';
import { createStores } from './state/stores';
import { routeTexts } from './texts/routeTexts';

/** The routes rendered here, with what each reads; the others render in the browser only. */
const publicRoutes = [
  'home',
  'category',
  'detail',
  'report',
  'companies',
  'company',
] as const satisfies RouteName[];
type PublicRoute = (typeof publicRoutes)[number];
const isPublic = (name: RouteName): name is PublicRoute =>
  (publicRoutes as readonly RouteName[]).includes(name);

/**
 * The routes rendered here whose page the client loads on demand (routes.tsx), by the source
 * module the client build split it from. Its styles come with its chunk, too late for the rendered
 * HTML.
 */
const lazyPageModules: Partial<Record<RouteName, string>> = {
  detail: 'src/pages/DetailPage.tsx',
  report: 'src/pages/ReportPage.tsx',
  unsubscribe: 'src/pages/UnsubscribePage.tsx',
  companies: 'src/pages/CompaniesPage.tsx',
  company: 'src/pages/CompanyPage.tsx',
};

type ClientManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The client build's manifest beside dist/server; none under `pnpm dev`, where Vite adds styles. */
function readClientManifest(): ClientManifest | undefined {
  try {
    return JSON.parse(readFileSync(new URL('../.vite/manifest.json', import.meta.url), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
const clientManifest = readClientManifest();

/** A built file of the client, read from dist (entry-server.js runs from dist/server). */
const readClientFile = (file: string) =>
  readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

/** What a route adds to the document's head: a lazy page's styles, its code's and words' preloads. */
interface RouteHead {
  styles: string;
  preloads: string;
}

/** The chunk of `locale`'s catalogue for `namespace`, as @job/texts/lazy imports it (`?browser`). */
function catalogueChunk(manifest: ClientManifest, locale: Locale, namespace: Namespace): string {
  const file = `${locale}/${namespace}.json`;
  const key = Object.keys(manifest).find((source) =>
    source.endsWith(`/catalogues/${file}?browser`),
  );
  const chunk = key && manifest[key];
  if (!chunk) throw new Error(`The client build has no chunk for the catalogue ${file}.`);
  return chunk.file;
}

/**
 * What a route's page needs before the browser can take it over, in the head: a lazily loaded
 * page's styles (unstyled rendered HTML would flash, then shift), inline as the template's own
 * are, and the `<link>`s that fetch early the page's chunk and its static imports and the
 * catalogues `locale` reads there, less what the template already has.
 */
function routeHead(route: RouteName | undefined, locale: Locale, template: string): RouteHead {
  if (!clientManifest) return { styles: '', preloads: '' };
  const manifest = clientManifest;
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const file of chunk.css ?? []) styles.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const module = route && lazyPageModules[route];
  if (module) {
    if (!manifest[module]) throw new Error(`The client build has no chunk for ${module}.`);
    visit(module);
  }
  const namespaces = [...firstVisitNamespaces, ...(route ? routeTexts[route] : [])];
  for (const namespace of namespaces) scripts.add(catalogueChunk(manifest, locale, namespace));
  const inTemplate = (file: string) => template.includes(`/${file}"`);
  return {
    styles: [...styles]
      .filter((file) => !inTemplate(file))
      .map((file) => inlinedStylesheet(`/${file}`, readClientFile(file)))
      .join(''),
    preloads: [...scripts]
      .filter((file) => !inTemplate(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join(''),
  };
}

// The build does not change while the server runs: each route's head in each locale is worked out once.
const routeHeads = new Map<string, RouteHead>();
function routeHeadOnce(route: RouteName | undefined, locale: Locale, template: string): RouteHead {
  const key = `${route ?? ''} ${locale}`;
  let head = routeHeads.get(key);
  if (head === undefined) {
    head = routeHead(route, locale, template);
    routeHeads.set(key, head);
  }
  return head;
}

/** What a public route's page read before it rendered, for its seed, and whether it found it. */
interface PageRead {
  seed: Pick<ServerState, 'jobs' | 'companies'>;
  found: boolean;
}

const notFound: PageRead = { seed: {}, found: false };

/** What a public route's page reads before it renders. */
async function readPage(
  name: PublicRoute,
  params: Record<string, string>,
  search: string,
  reads: PublicReads,
): Promise<PageRead> {
  const listed = async (category: WorkTypeSlug | null): Promise<PageRead> => {
    const query = { ...parseListQuery(search), category };
    const { q: text, workplace, city, salary, posted, sort, page } = query;
    const filter = {
      ...(category && { type: category }),
      ...(workplace && { workplace }),
      ...(city && { city }),
      ...(salary && { salary }),
      ...(posted && { posted }),
      text,
    };
    const [{ data, totalCount }, counts] = await Promise.all([
      reads.list({ ...filter, ...(sort && { sort }) }, pageOffset(page), limits.pageSize),
      reads.counts(filter),
    ]);
    return {
      seed: { jobs: { list: { query, jobs: data, totalCount, counts } } },
      // A page past the end of its list leads to the last one.
      found: !isPastTheLastPage(page, totalCount),
    };
  };
  switch (name) {
    case 'home':
      return listed(null);
    case 'category': {
      const workType = workTypeBySlug(params.type ?? '');
      return workType ? listed(workType.slug) : notFound;
    }
    // The report page names its job as the detail does.
    case 'detail':
    case 'report': {
      const slug = params.slug ?? '';
      const job = (await reads.bySlug(slug)) ?? null;
      return { seed: { jobs: { detail: { slug, job } } }, found: job !== null };
    }
    case 'companies': {
      const query = directoryQueryOf(search);
      const offset = (query.page - 1) * companyLimits.pageSize;
      const { data, totalCount } = await reads.companies(query.q, offset, companyLimits.pageSize);
      return {
        seed: { companies: { directory: { query, companies: data, totalCount } } },
        found: totalCount === 0 || offset < totalCount,
      };
    }
    case 'company': {
      const slug = params.slug ?? '';
      const { page } = parseListQuery(search);
      const [company, jobs] = await Promise.all([
        reads.company(slug),
        reads.companyJobs(slug, pageOffset(page), limits.pageSize),
      ]);
      const seed: CompanySeed = {
        slug,
        page,
        company: company ?? null,
        jobs: company ? jobs.data : [],
        jobsTotal: company ? jobs.totalCount : 0,
      };
      return {
        seed: { companies: { company: seed } },
        found: company !== undefined && !isPastTheLastPage(page, jobs.totalCount),
      };
    }
  }
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );
}

/** The site's own head, in the reader's words, until a page names itself (usePageTitle). */
const siteHead = ({ t }: Texts): PageHead => ({
  title: t('site.title'),
  description: t('site.description'),
});

/**
 * The template's head in the reader's language (`lang`), with the page's title and description in
 * place of the site's, and the route's styles and preloads; the preloads join the app's scripts,
 * which start once the page has painted (the build's template#app-scripts; under `pnpm dev` there
 * is none).
 */
function withHead(template: string, locale: Locale, head: PageHead, route: RouteHead): string {
  const appScripts = '<template id="app-scripts">';
  const withPreloads = template.includes(appScripts)
    ? template.replace(appScripts, `${appScripts}${route.preloads}`)
    : template.replace('</head>', `${route.preloads}</head>`);
  return withPreloads
    .replace(/<html lang="[^"]*"/, `<html lang="${documentLanguage(locale)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', `${feedLink(head)}${route.styles}</head>`);
}

/** The link to the list's RSS feed, for feed readers to find. */
function feedLink({ title, feed }: PageHead): string {
  if (feed === undefined) return '';
  return `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(title)}" href="${escapeHtml(feed)}" />`;
}

const rootElement = '<div id="root"></div>';

/**
 * What a browser-only page says where its script cannot run (JavaScript off), in place of a blank
 * page: why, and the way to the pages that work without it. Styled inline: the shell carries only
 * the styles of the page its script renders.
 */
function withoutScript({ t }: Texts): string {
  return [
    '<noscript><main style="max-width:40rem;margin:3rem auto;padding:0 1rem">',
    `<h1 style="font-size:1.5rem;line-height:1.25">${escapeHtml(t('noScript.title'))}</h1>`,
    `<p style="margin-top:.75rem">${escapeHtml(t('noScript.body'))}</p>`,
    `<p style="margin-top:1.5rem"><a href="/">${escapeHtml(t('noScript.browse'))}</a></p>`,
    '</main></noscript>',
  ].join('');
}

/** The document: the template's start, the app in its root element, the state and the rest. */
async function* inTemplate(start: string, appHtml: AsyncIterable<Uint8Array>, end: string) {
  yield `${start}<div id="root">`;
  yield* appHtml;
  yield `</div>${end}`;
}

const renderTimeoutMs = 10_000;

export const render: RenderPage = async (request) => {
  const { url, template, origin, reads, locale, refused, unsubscribing } = request;
  const { pathname, search } = new URL(url, 'http://localhost');
  const path = decodedPath(pathname);
  const route = matchRoute(path);
  const name = route?.name;
  const texts = allTextsOf(locale);
  const head = routeHeadOnce(name, locale, template);
  // An unsubscribe link's page shows what the server found for the link: it reads nothing here.
  // Rendered through the app, not as a page of its own, so it has the board's frame and look and
  // hydrates as every page does (the header's session and language switch).
  const handed = name === 'unsubscribe' ? unsubscribing : undefined;
  // A browser-only page: the shell, already in the reader's language and fetching its words.
  if (name !== undefined && !isPublic(name) && !handed) {
    const shell = withHead(template, locale, siteHead(texts), head);
    return { kind: 'client', html: shell.replace(rootElement, rootElement + withoutScript(texts)) };
  }
  // No route: the not-found page, rendered here too.
  const read =
    name && isPublic(name) ? await readPage(name, route?.params ?? {}, search, reads) : notFound;
  const found = handed ? handed.status !== 'gone' : read.found;
  const state: ServerState = {
    origin,
    now: Date.now(),
    locale,
    ...read.seed,
    ...(refused ? { refused } : {}),
    ...(handed ? { unsubscribing: handed } : {}),
  };
  if (!template.includes(rootElement)) throw new Error(`The template has no ${rootElement}.`);
  const [before = '', after = ''] = template.split(rootElement);

  // This render's own stores, seeded with what it read: renders run side by side, none writes
  // state another reads.
  const stores = createStores({ seed: state, language: { texts } });
  return new Promise((resolve, reject) => {
    // Every page names itself (usePageTitle); the site's own head until it does.
    const pageHead = siteHead(texts);
    const appHtml = new PassThrough();
    // A render that never completes ends in an error, and its page renders in the browser.
    const deadline = setTimeout(
      () => stream.abort(new Error(`Rendering ${url} took over ${renderTimeoutMs} ms.`)),
      renderTimeoutMs,
    );
    const stream = renderToPipeableStream(
      <StrictMode>
        <StoresProvider value={stores}>
          <Router ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')}>
            <ServerPageHead.Provider value={pageHead}>
              <App />
            </ServerPageHead.Provider>
          </Router>
        </StoresProvider>
      </StrictMode>,
      {
        // One piece, however large: past this size React moves a Suspense boundary's content
        // out of place and reveals it with an inline script, which the site's CSP refuses (a
        // list of five real jobs was enough, and the page showed the spinner until hydrated).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Everything, lazily loaded pages included, before the first byte: a crawler reads the
        // whole page, and the head needs the title the page chose.
        onAllReady() {
          clearTimeout(deadline);
          stream.pipe(appHtml);
          resolve({
            kind: 'page',
            status: found ? 200 : 404,
            html: inTemplate(
              withHead(before, locale, pageHead, head),
              appHtml,
              `${serverStateScript(state)}${after}`,
            ),
          });
        },
        onShellError: reject,
        onError(error) {
          clearTimeout(deadline);
          reject(error);
        },
      },
    );
  });
};
