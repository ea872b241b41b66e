import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const fakeIndexHtml = `<!doctype html><html><head><title>Job</title>${'<meta name="x">'.repeat(80)}</head><body><div id="root"></div></body></html>`;

// A tiny server entry in place of the app's build: it renders what the server's reads give it,
// so server tests check the server's side of the render without building the app. Each page
// names the render that made it and the locale it was asked in, so a test can tell a kept page
// from a new render and one language's page from another's; /login renders in the browser, and
// gets the shell in the locale. A job's report page shows the refusal it is given, as text; an
// unsubscribe link's page, in a frame of its own (a header), the address and what it was handed.
const fakeEntry = `
let renders = 0;
async function* inPieces(text) {
  yield text.slice(0, 20);
  yield new TextEncoder().encode(text.slice(20));
}
const inLocale = (template, locale) => template.replace('<html>', '<html data-locale="' + locale + '">');
const page = (template, locale, status, body) => {
  renders += 1;
  const numbered = body + '<p>render ' + renders + '</p>';
  return {
    kind: 'page',
    status,
    html: inPieces(
      inLocale(template, locale).replace('<div id="root"></div>', '<div id="root">' + numbered + '</div>'),
    ),
  };
};
const listed = ({ data, totalCount }, origin) =>
  '<ul>' + data.map((job) => '<li><a href="' + origin + '/detail/' + job.slug + '">' + job.title + '</a></li>').join('') + '</ul>' +
  '<p>' + totalCount + ' at ' + origin + '</p>';
const text = (value) => String(value).replace(/[&<>"]/g, (char) => '&#' + char.charCodeAt(0) + ';');
const reportForm = (refused) =>
  '<form method="post">' +
  (refused ? '<p role="alert">' + text(refused.message) + '</p><p>' + text(JSON.stringify(refused.values)) + '</p>' : '') +
  '</form>';
export async function render({ url, template, origin, reads, locale, refused, unsubscribing }) {
  const { pathname } = new URL(url, 'http://localhost');
  if (unsubscribing) {
    if (unsubscribing.name === 'breaks the render') throw new Error('The render broke at ' + url);
    const handed = '<header>Job</header><main>' + text(url) + ' ' + text(JSON.stringify(unsubscribing)) + '</main>';
    return page(template, locale, unsubscribing.status === 'gone' ? 404 : 200, handed);
  }
  if (pathname === '/login') {
    renders += 1;
    return { kind: 'client', html: inLocale(template, locale) + '<!-- shell ' + renders + ' -->' };
  }
  if (pathname === '/broken') throw new Error('The render broke.');
  if (pathname === '/') return page(template, locale, 200, listed(await reads.list({}, 0, 5), origin));
  if (pathname.startsWith('/categories/')) {
    const type = pathname.slice('/categories/'.length);
    return page(template, locale, 200, listed(await reads.list({ type }, 0, 5), origin));
  }
  if (pathname.startsWith('/detail/')) {
    const [slug, report] = pathname.slice('/detail/'.length).split('/');
    const job = await reads.bySlug(decodeURIComponent(slug));
    const body = job ? '<h1>' + job.title + '</h1>' : 'No such job';
    return page(template, locale, job ? 200 : 404, report === 'report' ? body + reportForm(refused) : body);
  }
  return page(template, locale, 404, 'Page not found');
}
`;

/** A dist folder with index.html and the fake server entry, for `startServer({ appDistDir })`. */
export function createFakeAppDist(): { distDir: string; remove(): void } {
  const distDir = mkdtempSync(join(tmpdir(), 'job-dist-'));
  mkdirSync(join(distDir, 'server'));
  writeFileSync(join(distDir, 'index.html'), fakeIndexHtml);
  writeFileSync(join(distDir, 'server', 'entry-server.js'), fakeEntry);
  return { distDir, remove: () => rmSync(distDir, { recursive: true, force: true }) };
}

/** The number of the render that made a page (or the shell) of the fake entry. */
export function renderNumber(html: string): number {
  const found = /<p>render (\d+)<\/p>|<!-- shell (\d+) -->/.exec(html);
  if (!found) throw new Error(`No render number in ${html}`);
  return Number(found[1] ?? found[2]);
}

/** The locale a page of the fake entry was rendered in. */
export function renderedLocale(html: string): string {
  const found = /<html data-locale="(\w+)">/.exec(html);
  if (!found) throw new Error(`No locale in ${html}`);
  return found[1] ?? '';
}
