/**
 * `pnpm bench:web`: what a visitor receives. Builds the app, starts the real server in production
 * mode on a fresh database (it seeds the sample jobs), loads each route in Chromium with an empty
 * cache and adds up the bytes that crossed the wire (CDP's encodedDataLength: compressed bodies
 * and their headers) by kind, against the budgets; then runs Lighthouse on the home, a category and
 * a detail page (not with `--no-lighthouse`).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath, freePort } from '@job/machine';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { type Browser, chromium } from 'playwright';
import { build } from 'vite';
import { ssrBuild } from '../vite.config';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** What a first visit to `/` may cost on the wire (issue targets, in KB). */
const homeBudget = { js: 80, css: 10, fonts: 60 };

/**
 * The JavaScript a visitor's first visit to any other page may bring, what loads after hydration
 * included (KB): code a visitor may never use loads when they first use it.
 */
const pageJsBudget = 90;

/** `--no-lighthouse`: the bytes only, in a minute, for a change to the bundles. */
const withLighthouse = !process.argv.includes('--no-lighthouse');
/** `--scripts`: each page's scripts too, largest first, to see what a page's JS is made of. */
const listScripts = process.argv.includes('--scripts');

const kinds = ['document', 'js', 'css', 'fonts', 'api', 'other', 'headers'] as const;
type Kind = (typeof kinds)[number];
type Weights = Record<Kind, number> & {
  requests: number;
  encodings: Set<string>;
  /** Each script's path and bytes on the wire (its body, as sent). */
  scripts: { path: string; bytes: number }[];
};

/** CDP's resource types, folded into the columns of the table. */
function kindOf(resourceType: string): Kind {
  switch (resourceType) {
    case 'Document':
      return 'document';
    case 'Script':
      return 'js';
    case 'Stylesheet':
      return 'css';
    case 'Font':
      return 'fonts';
    case 'Fetch':
    case 'XHR':
      return 'api';
    default:
      return 'other';
  }
}

/**
 * Loads `url` in a fresh context (an empty cache, as a first visit has) and sums what arrived
 * until the network has been quiet for half a second, lazily loaded chunks and API calls included.
 * Bodies count by kind as they travelled (compressed); every response's headers count apart, since
 * HTTP/1.1 repeats them in full (about 0.9 KB each here, mostly security headers) where HTTP/2 and
 * HTTP/3 compress them to a few bytes.
 */
async function wireWeights(browser: Browser, url: string): Promise<Weights> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const answers = new Map<string, { type: string; headerBytes: number; url: string }>();
    const weights: Weights = {
      ...(Object.fromEntries(kinds.map((kind) => [kind, 0])) as Record<Kind, number>),
      requests: 0,
      encodings: new Set(),
      scripts: [],
    };
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      answers.set(requestId, { type, headerBytes: response.encodedDataLength, url: response.url });
      const encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'];
      if (type === 'Script' || type === 'Stylesheet' || type === 'Document') {
        weights.encodings.add(encoding ?? 'none');
      }
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const answer = answers.get(requestId) ?? { type: 'Other', headerBytes: 0, url: '' };
      const bytes = encodedDataLength - answer.headerBytes;
      weights[kindOf(answer.type)] += bytes;
      if (answer.type === 'Script')
        weights.scripts.push({ path: new URL(answer.url).pathname, bytes });
      weights.headers += answer.headerBytes;
      weights.requests += 1;
    });
    await cdp.send('Network.enable');
    const answer = await page.goto(url, { waitUntil: 'networkidle' });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}.`);
    return weights;
  } finally {
    await context.close();
  }
}

async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}.`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not become healthy within 60 s.');
}

const chromeFlags = ['--headless=new', ...chromiumArgs];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = [
  { id: 'largest-contentful-paint', show: (value: number) => `${(value / 1000).toFixed(1)} s` },
  { id: 'total-blocking-time', show: (value: number) => `${Math.round(value)} ms` },
  { id: 'cumulative-layout-shift', show: (value: number) => value.toFixed(3) },
] as const;

/** The audits that cost points outside performance, so a score below 100 says why. */
function missedAudits(lhr: Result): string[] {
  return categories
    .filter((id) => id !== 'performance')
    .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => lhr.audits[ref.id]?.title ?? ref.id);
}

/**
 * One Lighthouse run. A trace that missed the navigation's start (NO_NAVSTART, seen now and then on
 * a busy machine) is retried once; any other failure stops the bench.
 */
async function audit(url: string, port: number, attempt = 1): Promise<Result> {
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { runtimeError } = result.lhr;
  if (runtimeError?.code === 'NO_NAVSTART' && attempt === 1) return audit(url, port, 2);
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
  return result.lhr;
}

/**
 * Runs per page: a single run's score moves by a few points on a busy machine, so each page gets
 * the run Lighthouse itself picks as the median (its computeMedianRun, as its docs advise).
 */
const lighthouseRuns = 5;

async function lighthouseRows(pages: { name: string; url: string }[]) {
  process.env.CHROME_PATH ??= chromiumPath;
  const chrome = await chromeLauncher.launch({ chromeFlags });
  try {
    const rows = [];
    for (const { name, url } of pages) {
      const runs: Result[] = [];
      for (let run = 0; run < lighthouseRuns; run++) runs.push(await audit(url, chrome.port));
      const lhr = computeMedianRun(runs);
      for (const warning of lhr.runWarnings) console.warn(`Lighthouse on ${url}: ${warning}`);
      const scores = categories.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
      const measured = metrics.map(({ id, show }) =>
        show(lhr.audits[id]?.numericValue ?? Number.NaN),
      );
      rows.push({ name, cells: [...scores, ...measured], misses: missedAudits(lhr) });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  console.log('Building the app…');
  await build({ root: appDir, logLevel: 'warn' });
  await build({ root: appDir, logLevel: 'warn', ...ssrBuild });
  // The server as `pnpm start` runs it: its built JavaScript, rebuilt when its sources changed.
  const serverBuild = spawnSync('pnpm', ['--filter', '@job/server', 'build:stale'], {
    cwd: join(appDir, '../..'),
    stdio: 'inherit',
  });
  if (serverBuild.status !== 0) throw new Error('The server did not build.');

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'job-bench-web-'));
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('pnpm', ['--filter', '@job/server', 'start'], {
    cwd: join(appDir, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForHealth(origin, server);
    const firstPage = (await (await fetch(`${origin}/api/paginate/0/1`)).json()) as {
      data: { slug: string; type: string }[];
    };
    const job = firstPage.data[0];
    if (!job) throw new Error('The server has no jobs to open a detail page of.');
    const category = `/categories/${job.type}`;
    const detail = `/detail/${job.slug}`;
    const routes = [
      '/',
      // The first visit of a reader who chose a language: the same page, that language's words.
      '/?lang=tr',
      '/?lang=en',
      category,
      detail,
      `${detail}/report`,
      '/login',
      '/signup',
      '/forgot-password',
      '/profile',
      '/saved-jobs',
      '/applications',
      '/create-job',
    ];

    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const weighed: { route: string; weights: Weights }[] = [];
    try {
      for (const route of routes) {
        weighed.push({ route, weights: await wireWeights(browser, `${origin}${route}`) });
      }
    } finally {
      await browser.close();
    }

    console.log('\nA first visit, on the wire (bodies as sent, headers apart; empty cache):\n');
    console.log(
      '| Route | Document | JS | CSS | Fonts | API | Images, other | Headers | Requests | Encoding |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const { route, weights: w } of weighed) {
      const cells = [w.document, w.js, w.css, w.fonts, w.api, w.other, w.headers].map(kb);
      const encodings = [...w.encodings].join(', ');
      console.log(`| \`${route}\` | ${cells.join(' | ')} | ${w.requests} | ${encodings} |`);
    }
    // The budget holds for the first visit in every language.
    for (const { route, weights: home } of weighed.filter(({ route }) => /^\/(\?|$)/.test(route))) {
      const verdicts = (['js', 'css', 'fonts'] as const).map((kind) => {
        const met = home[kind] <= homeBudget[kind] * 1024;
        return `${kind.toUpperCase()} ${kb(home[kind])} of ${homeBudget[kind]} KB ${met ? 'met' : 'MISSED'}`;
      });
      console.log(`\nBudget for \`${route}\`: ${verdicts.join('; ')}.`);
    }
    const overweight = weighed.filter(({ weights }) => weights.js > pageJsBudget * 1024);
    console.log(
      overweight.length === 0
        ? `\nEvery page within ${pageJsBudget} KB of JS: met.`
        : `\nEvery page within ${pageJsBudget} KB of JS: MISSED by ${overweight
            .map(({ route, weights }) => `\`${route}\` (${kb(weights.js)})`)
            .join(', ')}.`,
    );
    if (listScripts) {
      for (const { route, weights } of weighed) {
        console.log(`\nScripts of \`${route}\` (${kb(weights.js)}):`);
        for (const { path, bytes } of weights.scripts.toSorted((a, b) => b.bytes - a.bytes)) {
          console.log(`  ${kb(bytes).padStart(8)}  ${path}`);
        }
      }
    }
    if (!withLighthouse) return;

    console.log(
      `\nLighthouse (default mobile settings, simulated throttling; the median of ${lighthouseRuns} runs):\n`,
    );
    console.log('| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    // Each page as a visitor who chose nothing reads it, then in Turkish and in English.
    const audited = [
      { name: '`/`', path: '/' },
      { name: '`/categories/:type`', path: category },
      { name: '`/detail/:slug`', path: detail },
    ].flatMap(({ name, path }) =>
      ['', '?lang=tr', '?lang=en'].map((query) => ({
        name: query ? `${name} ${query}` : name,
        url: `${origin}${path}${query}`,
      })),
    );
    const rows = await lighthouseRows(audited);
    for (const { name, cells } of rows) console.log(`| ${name} | ${cells.join(' | ')} |`);
    for (const { name, misses } of rows) {
      if (misses.length > 0) console.log(`\n${name} lost points on: ${misses.join('; ')}`);
    }
  } finally {
    // The server runs under pnpm in its own process group: end the whole group, then let it close
    // its database before the directory goes.
    if (server.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
