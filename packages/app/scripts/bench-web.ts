/**
 * `pnpm bench:web`: builds the app, prints what a first visit to each route downloads (JS and CSS,
 * gzip), then runs Lighthouse on the home and a detail page served by the real server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { build, type Manifest } from 'vite';
import { chromiumArgs, chromiumPath, freePort } from '../../../scripts/machine';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(appDir, 'dist');

/**
 * The routes and the modules each loads on demand (see src/routes.tsx); every other route is in
 * the entry chunk. A module missing from the manifest fails the bench rather than under-count.
 */
const routes: { path: string; lazy: string[] }[] = [
  { path: '/', lazy: [] },
  { path: '/categories/:type', lazy: [] },
  { path: '/detail/:slug', lazy: ['src/pages/DetailPage.tsx'] },
  { path: '/login', lazy: ['src/pages/LoginPage.tsx'] },
  { path: '/signup', lazy: ['src/pages/SignupPage.tsx'] },
  { path: '/profile', lazy: ['src/pages/ProfilePage.tsx'] },
  { path: '/saved-jobs', lazy: ['src/pages/SavedJobsPage.tsx'] },
  { path: '/create-job', lazy: ['src/pages/CreateJobPage.tsx'] },
];

/**
 * The files a module pulls in: its chunk, its CSS and its static imports; with `eager`, also what
 * it imports on demand at once (the create-job page loads the editor as it mounts).
 */
function filesOf(
  manifest: Manifest,
  key: string,
  eager: boolean,
  files = new Set<string>(),
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest; update the bench's routes.`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const child of [...(chunk.imports ?? []), ...(eager ? (chunk.dynamicImports ?? []) : [])]) {
    filesOf(manifest, child, eager, files, seen);
  }
  return files;
}

const gzipSize = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function routeWeights(manifest: Manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest has no entry.');
  return routes.map(({ path, lazy }) => {
    // One `seen` for both walks: a page chunk importing the entry must not walk into the other
    // pages the entry loads on demand.
    const seen = new Set<string>();
    const files = filesOf(manifest, entry, false, new Set(), seen);
    for (const key of lazy) filesOf(manifest, key, true, files, seen);
    const sum = (extension: string) =>
      [...files]
        .filter((file) => file.endsWith(extension))
        .reduce((total, file) => total + gzipSize(file), 0);
    return { path, js: sum('.js'), css: sum('.css'), count: files.size };
  });
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

/** The audits that cost points outside performance, so a score below 100 says why. */
function missedAudits(lhr: Result): string[] {
  return categories
    .filter((id) => id !== 'performance')
    .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => lhr.audits[ref.id]?.title ?? ref.id);
}

async function lighthouseScores(urls: { name: string; url: string }[]) {
  process.env.CHROME_PATH ??= chromiumPath;
  const chrome = await chromeLauncher.launch({ chromeFlags });
  try {
    const rows = [];
    for (const { name, url } of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
      const { runtimeError, runWarnings } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
      for (const warning of runWarnings) console.warn(`Lighthouse on ${url}: ${warning}`);
      const score = (id: (typeof categories)[number]) =>
        Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
      rows.push({ name, scores: categories.map(score), misses: missedAudits(result.lhr) });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

async function main() {
  console.log('Building the app…');
  await build({ root: appDir, logLevel: 'warn' });
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;

  console.log('\nWhat a first visit downloads (gzip, level 9):\n');
  console.log('| Route | JS | CSS | Files |');
  console.log('|---|---:|---:|---:|');
  for (const { path, js, css, count } of routeWeights(manifest)) {
    console.log(`| \`${path}\` | ${kb(js)} | ${kb(css)} | ${count} |`);
  }

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
      data: { slug: string }[];
    };
    const slug = firstPage.data[0]?.slug;
    if (!slug) throw new Error('The server has no jobs to open a detail page of.');

    console.log('\nLighthouse (default mobile settings, simulated throttling):\n');
    console.log('| Page | Performance | Accessibility | Best practices | SEO |');
    console.log('|---|---:|---:|---:|---:|');
    const rows = await lighthouseScores([
      { name: '`/`', url: `${origin}/` },
      { name: '`/detail/:slug`', url: `${origin}/detail/${slug}` },
    ]);
    for (const { name, scores } of rows) console.log(`| ${name} | ${scores.join(' | ')} |`);
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
