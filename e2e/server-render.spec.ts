import type { Page } from '@playwright/test';
import {
  apiPage,
  expect,
  failOnConsoleTrouble,
  type JobFields,
  postJob,
  recordRequests,
  signedIn,
  t,
  test,
  untilHydrated,
} from './support';

/** A job whose detail has HTML, a brief and a salary for the rendered page to show. */
const renderedJob = (title: string): JobFields => ({
  title,
  salary: '₺50.000',
  description: 'Rendered before any script runs',
  workType: '2',
  detail: '<p>The <strong>detail</strong> of a rendered job</p>',
});

/** The JobPosting blocks of a page's HTML, parsed. */
function jobPostings(html: string): { title: string; description: string }[] {
  const blocks = html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs);
  return [...blocks].map(([, json]) => JSON.parse(json ?? ''));
}

test.describe('pages as a crawler receives them, without JavaScript', () => {
  test('arrive whole, with no script the CSP would refuse', async ({ request }) => {
    const [job] = await apiPage(request, 0);
    for (const path of ['/', '/?page=2', '/categories/full-time', `/detail/${job?.slug}`]) {
      const html = await (await request.get(path)).text();
      // A Suspense boundary left pending, to be revealed by an inline script (React does so with
      // content past its chunk size), would show its spinner until the app hydrates.
      expect(html, path).not.toContain('<!--$?-->');
      const inlineScripts = html.match(/<script(?![^>]*\b(?:src=|type="application\/))[^>]*>/g);
      expect(inlineScripts, path).toBeNull();
    }
  });

  test('/ carries the titles of the first five jobs and the pagination', async ({ request }) => {
    let html = '';
    // Journeys running beside this one post jobs, which may land between the two reads: read both
    // again until they agree.
    await expect(async () => {
      const firstPage = await apiPage(request, 0);
      const response = await request.get('/');
      expect(response.status()).toBe(200);
      html = await response.text();
      for (const job of firstPage) expect(html).toContain(`>${escapeText(job.title)}<`);
    }).toPass({ timeout: 20_000 });
    expect(html).toContain('href="/?page=2"');
    expect(html).toMatch(/<title>Job · Find job<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  test('a detail carries its title, its HTML description and a JobPosting block', async ({
    request,
    token,
  }) => {
    const job = await postJob(request, token, renderedJob('Rendered Detail Engineer'));
    const response = await request.get(`/detail/${job.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Rendered Detail Engineer · Job</title>');
    expect(html).toContain('<h1');
    expect(html).toContain('<p>The <strong>detail</strong> of a rendered job</p>');
    expect(html).toContain('<meta name="description" content="Rendered before any script runs"');
    expect(jobPostings(html)).toEqual([
      expect.objectContaining({ '@type': 'JobPosting', title: 'Rendered Detail Engineer' }),
    ]);
  });

  test('a detail is styled before its script arrives', async ({
    browser,
    baseURL,
    request,
    token,
  }) => {
    // The detail's page and its styles load on demand in the app; the rendered page links them.
    const job = await postJob(request, token, renderedJob('Styled Detail Engineer'));
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/detail/${job.slug}`);
    const detail = page.getByRole('article');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await expect(detail).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(detail).not.toHaveCSS('padding-top', '0px');
    await context.close();
  });

  test('a title containing </script> stays text', async ({ page, request, token }) => {
    const title = 'Evil </script><script>window.broken=1</script> Job';
    const job = await postJob(request, token, renderedJob(title));
    const html = await (await request.get(`/detail/${job.slug}`)).text();
    // One JobPosting block, whole, and the page's state script ends where it should.
    expect(jobPostings(html).map((posting) => posting.title)).toEqual([title]);
    expect(html).not.toContain('<script>window.broken=1</script>');

    const trouble = failOnConsoleTrouble(page);
    await page.goto(`/detail/${job.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await page.evaluate(() => 'broken' in window)).toBe(false);
    expect(trouble).toEqual([]);
  });

  test("the pages mailed links open answer 200 with the app's shell, rendered in the browser", async ({
    request,
  }) => {
    for (const path of ['/forgot-password', '/reset-password', '/verify-email']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });

  test('an address with no page answers 404 with the not-found page', async ({ request }) => {
    for (const path of [
      '/no-such-page',
      '/categories/astronaut',
      '/detail/no-such-job-here',
      '/reset-password/a-token-in-the-path',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type']).toContain('text/html');
    }
    const missingAsset = await request.get('/assets/index-nothing.js');
    expect(missingAsset.status()).toBe(404);
    expect(missingAsset.headers()['content-type']).toContain('application/json');
  });
});

test.describe('hydration', () => {
  test('/, a category and a detail hydrate without a console error or warning', async ({
    page,
    request,
  }) => {
    const [job] = await apiPage(request, 0);
    const trouble = failOnConsoleTrouble(page);
    for (const path of ['/', '/?page=2', '/categories/full-time', `/detail/${job?.slug}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(trouble).toEqual([]);
  });

  test("the app's scripts are fetched only once the rendered page has painted", async ({
    page,
  }) => {
    await page.goto('/');
    // Hydrated, the app's scripts have all been fetched: a quiet network alone came before them on
    // a busy machine, whose start script waits for the first paint.
    await untilHydrated(page);
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    expect(timings.firstPaint).toBeDefined();
    // The start script itself, then the app's entry and its imports.
    expect(timings.scripts.length).toBeGreaterThan(2);
    const app = timings.scripts.filter((script) => !/\/start-[\w-]+\.js$/.test(script.name));
    for (const script of app) {
      expect(script.startTime, script.name).toBeGreaterThanOrEqual(timings.firstPaint ?? 0);
    }
  });

  test('a rendered detail hydrates with its own description and no sanitiser; a posting opened from there brings it', async ({
    page,
    request,
    token,
  }) => {
    const job = await postJob(request, token, renderedJob('Hydrated Detail Engineer'));
    const other = await postJob(request, token, renderedJob('Sanitised Detail Engineer'));
    const trouble = failOnConsoleTrouble(page);
    const sanitiser = recordRequests(page, '/assets/purify');
    const stylesheets: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'stylesheet') stylesheets.push(sent.url());
    });
    await page.goto(`/detail/${job.slug}`);
    await untilHydrated(page);
    await page.waitForLoadState('networkidle');
    // The server's own HTML stays as it came: a reader of this posting never downloads DOMPurify.
    await expect(page.getByRole('article').locator('strong')).toHaveText('detail');
    expect(sanitiser).toEqual([]);
    // Its styles came inside the page: loading the page's code fetches none of them again.
    expect(stylesheets).toEqual([]);

    // Another posting opened in the app shows a description the browser sanitises.
    await page.getByRole('banner').getByRole('link', { name: 'Job', exact: true }).click();
    await page.getByRole('searchbox').fill(other.title);
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('link', { name: other.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/detail/${other.slug}$`));
    await expect(page.getByRole('article').locator('strong')).toHaveText('detail');
    expect(sanitiser).toHaveLength(1);
    expect(trouble).toEqual([]);
  });

  test('a page rendered in the browser only starts its scripts at once', async ({ page }) => {
    // With the page's timers stopped, only an immediate start can render the header: the start
    // script's fallback timer never fires. (The lazily loaded form waits on React's timers too.)
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto('/login');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });

  test('hydrating / asks the API nothing, and the page then works as the app', async ({
    page,
    request,
  }) => {
    const firstPage = await apiPage(request, 0);
    const apiCalls = recordRequests(page, '/api/');
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The rows' pictures aside, which the HTML names.
    const dataCalls = () => apiCalls.filter((call) => !call.url.includes('/api/images/'));
    expect(dataCalls()).toEqual([]);
    // Hydrated: the next page comes from the API without a page load.
    await untilHydrated(page);
    await page.getByRole('link', { name: t('pagination.next'), exact: true }).click();
    await expect(page).toHaveURL('/?page=2');
    await expect(page.getByText(firstPage[0]?.title ?? '', { exact: true })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(dataCalls().map((call) => new URL(call.url).pathname)).toEqual(['/api/paginate/5/5']);
  });
});

signedIn(
  'a signed-in visitor gets the same page, and the header signs in after hydration',
  async ({ page, account }) => {
    const trouble = failOnConsoleTrouble(page);
    await page.goto('/');
    await expect(
      page.getByRole('banner').getByRole('button', { name: account.name }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(trouble).toEqual([]);
  },
);

signedIn(
  "a member's rendered page is a visitor's, in either order: kept pages carry no session",
  async ({ page, account, token, request, browser, baseURL }) => {
    // A job of its own: no other journey's write drops its page between the two visits.
    const { slug } = await postJob(request, token, renderedJob('Kept Page Engineer'));
    // Explicitly empty: a new context takes the test's own storage state, the member's session.
    const visitor = await browser.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
    });
    try {
      const visitorPage = await visitor.newPage();
      for (const first of ['member', 'visitor']) {
        const path = `/detail/${slug}?first=${first}`;
        const order = first === 'member' ? [page, visitorPage] : [visitorPage, page];
        const html: string[] = [];
        for (const browsing of order) html.push((await (await browsing.goto(path))?.text()) ?? '');
        expect(html[0], path).toBe(html[1]);
        // The member's name is on it as the job's poster; nothing of their session is.
        expect(html[0]?.includes(account.email), path).toBe(false);
        expect(html[0]?.includes(token), path).toBe(false);
        // The member signs in after hydration; the visitor after them still sees a visitor's header.
        const banner = (browsing: Page) => browsing.getByRole('banner');
        await expect(banner(page).getByRole('button', { name: account.name })).toBeVisible();
        await expect(banner(visitorPage).getByRole('link', { name: 'Login' })).toBeVisible();
        await expect(banner(visitorPage).getByText(account.name)).toHaveCount(0);
        await expect(banner(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
      }
    } finally {
      await visitor.close();
    }
  },
);

/** Text as React writes it into HTML. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
