import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportImage, type ScreenshotChange } from './changes.ts';
import { reviewPage } from './reviewPage.ts';
import { serverUrl, startReviewServer } from './reviewServer.ts';

function change(
  storyId: string,
  title: string,
  status: ScreenshotChange['status'],
  locale: ScreenshotChange['locale'],
  width?: number,
): ScreenshotChange {
  return {
    status,
    storyId,
    title,
    locale,
    width,
    image: reportImage(title, { storyId, locale }),
    baseline: `packages/ui/src/${title}/__screenshots__/${storyId}-${locale}.png`,
  };
}

const homeOnPhone = change('screens-home--loaded-mobile', 'Screens/Home', 'changed', 'tr', 375);
const newBadge = change('components-badge--salary', 'Components/Badge', 'new', 'default', 1280);
const unusedHome = change('screens-home--empty', 'Screens/Home', 'unused', 'default');

describe('reviewPage', () => {
  const page = reviewPage([homeOnPhone, newBadge, unusedHome]);

  it('labels each view of a changed story, with its language and width', () => {
    const entry = page.slice(page.indexOf('screens-home--loaded-mobile-tr'));
    expect(entry).toContain('Baseline (committed)');
    expect(entry).toContain('New rendering');
    expect(entry).toContain('Difference (changed pixels in red)');
    expect(entry).toContain('In Turkish, 375 px wide.');
  });

  it('links each story to its place in Storybook, in its language', () => {
    expect(page).toContain(
      'href="../storybook-static/index.html?path=/story/screens-home--loaded-mobile&amp;globals=locale:tr"',
    );
    expect(page).toContain(
      'href="../storybook-static/index.html?path=/story/components-badge--salary"',
    );
  });

  it('shows a new story without a baseline, and an unused one as the baseline to delete', () => {
    const badge = page.slice(page.indexOf('<h3>components-badge--salary</h3>'));
    expect(badge.slice(0, badge.indexOf('</article>'))).not.toContain('Baseline (committed)');
    expect(page).toContain('Baseline to delete');
  });

  it('groups stories by title and gives each its accept command', () => {
    expect(page.match(/<section /g)).toHaveLength(2);
    expect(page).toContain('pnpm test:screenshots:accept screens-home--empty');
  });

  it('escapes what it writes into the page', () => {
    const hostile = change('x--y', 'Components/<script>', 'changed', 'en');
    expect(reviewPage([hostile])).not.toContain('<script>alert');
    expect(reviewPage([hostile])).toContain('Components/&lt;script&gt;');
  });
});

describe('the review server', () => {
  let root: string;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'visual-review-'));
    const reportDir = join(root, 'visual-report');
    for (const { image } of [homeOnPhone, newBadge]) {
      const rendering = join(reportDir, 'new', image);
      await mkdir(dirname(rendering), { recursive: true });
      await writeFile(rendering, 'new pixels');
    }
    // Home has baselines; Badge, a new component, has no folder for them yet.
    await mkdir(dirname(join(root, unusedHome.baseline)), { recursive: true });
    await writeFile(join(root, unusedHome.baseline), 'old pixels');
    const changes = [homeOnPhone, newBadge, unusedHome];
    await writeFile(join(reportDir, 'review.html'), reviewPage(changes));
    await writeFile(join(reportDir, 'manifest.json'), JSON.stringify({ changes }));
    await mkdir(join(root, 'storybook-static'));
    await writeFile(join(root, 'storybook-static/index.html'), '<title>Storybook</title>');
    server = await startReviewServer({
      repoRoot: root,
      reportDir,
      storybookDir: join(root, 'storybook-static'),
      port: 0,
    });
    url = serverUrl(server);
  });

  afterAll(async () => {
    await new Promise((closed) => server.close(closed));
    await rm(root, { recursive: true, force: true });
  });

  const accept = (body: string) =>
    fetch(`${url}/visual-report/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('serves the review page and the Storybook its links open', async () => {
    const page = await fetch(url);
    expect(page.url).toBe(`${url}/visual-report/review.html`);
    expect(await page.text()).toContain('screens-home--loaded-mobile-tr');
    const storybook = await fetch(`${url}/storybook-static/index.html?path=/story/x`);
    expect(await storybook.text()).toContain('Storybook');
  });

  it('writes the baseline of a story the report lists, and deletes an unused one', async () => {
    const accepted = await accept(JSON.stringify({ image: homeOnPhone.image }));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({
      message: `accepted screens-home--loaded-mobile-tr (changed): ${homeOnPhone.baseline}`,
    });
    expect(await readFile(join(root, homeOnPhone.baseline), 'utf8')).toBe('new pixels');

    expect((await accept(JSON.stringify({ image: unusedHome.image }))).status).toBe(200);
    expect(existsSync(join(root, unusedHome.baseline))).toBe(false);
  });

  it("writes a new component's first baseline in a folder of its own", async () => {
    expect((await accept(JSON.stringify({ image: newBadge.image }))).status).toBe(200);
    expect(await readFile(join(root, newBadge.baseline), 'utf8')).toBe('new pixels');
  });

  it('refuses what the report does not list, and a body that names nothing', async () => {
    expect((await accept(JSON.stringify({ image: '../../etc/passwd' }))).status).toBe(404);
    expect((await accept('null')).status).toBe(400);
    expect((await accept('not json')).status).toBe(400);
    expect((await fetch(`${url}/visual-report/accept`)).status).toBe(405);
  });

  it('serves nothing outside the report and Storybook', async () => {
    for (const path of [
      '/visual-report/%2e%2e/packages/ui/x',
      '/packages/ui/x',
      '/visual-report/nothing.png',
    ]) {
      expect((await fetch(`${url}${path}`)).status).toBe(404);
    }
  });
});
