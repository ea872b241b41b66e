import { workTypes } from '@job/contract';
import type { Page } from '@playwright/test';
import {
  apiPage,
  expect,
  expectRowsOf,
  gotoHydrated,
  type Job,
  recordRequests,
  t,
  test,
} from './support';

/** The work types as a visitor who chose no language reads them, in the side panel and on badges. */
const workTypeLabels = workTypes.map((type) => t(type.labelId));

/** The list's rows, by their Detail links. */
const detailLinks = (page: Page) => page.getByRole('main').getByRole('link', { name: 'Detail' });

/** The side panel's links to the work types, named by its heading. */
const workTypeNav = (page: Page) =>
  page.getByRole('navigation', { name: t('workTypeNav.heading'), exact: true });

/** The link to a page of the list, among the pagination's links. */
const pageLink = (page: Page, number: number) =>
  page
    .getByRole('navigation', { name: t('pagination.label'), exact: true })
    .getByRole('link', { name: t('pagination.page', { page: number }), exact: true });

test.describe('header and side panel', () => {
  test('signed out: title, tagline, Login and Sign Up, the three types of work', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Job', exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(banner.getByText('Find job')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(banner.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await expect(page.getByText('Create Job Posting')).toHaveCount(0);

    const sidePanel = workTypeNav(page);
    for (const type of workTypes) {
      await expect(sidePanel.getByRole('link', { name: t(type.labelId) })).toHaveAttribute(
        'href',
        `/categories/${type.slug}`,
      );
    }
    await expect(page).toHaveTitle(/Job/);
  });
});

test.describe('job list', () => {
  test('shows the first five jobs with their badges, salary and a Detail link', async ({
    page,
    request,
  }) => {
    const jobs = await apiPage(request, 0);
    await gotoHydrated(page, '/');
    await expectRowsOf(page, jobs);
    const first = jobs[0] as Job;
    const row = page.getByRole('article').filter({ hasText: first.title });
    await expect(row.getByText(first.salary, { exact: true })).toBeVisible();
    await expect(
      row.getByText(workTypeLabels[first.work_type - 1] as string, { exact: true }),
    ).toBeVisible();
    await expect(row.getByRole('link', { name: 'Detail' })).toHaveAttribute(
      'href',
      `/detail/${first.slug}`,
    );
  });

  test('page 2 fetches offset 5, lives in the URL and survives reload and back', async ({
    page,
    request,
  }) => {
    const secondPage = await apiPage(request, 5);
    await gotoHydrated(page, '/');
    await expect(detailLinks(page)).toHaveCount(5);

    const offsetFive = page.waitForRequest((r) => r.url().endsWith('/api/paginate/5/5'));
    await pageLink(page, 2).click();
    await offsetFive;
    await expect(page).toHaveURL(/\/\?page=2$/);
    await expectRowsOf(page, secondPage);
    await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');

    // A reload gets page 2 rendered by the server.
    await page.reload();
    await expectRowsOf(page, secondPage);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expectRowsOf(page, await apiPage(request, 0));
  });

  test('search fires on Enter only, keeps its text in the URL, and says Not found', async ({
    page,
    request,
  }) => {
    const [someJob] = await apiPage(request, 0);
    const word = (someJob as Job).title.split(' ')[0] as string;
    const searches = recordRequests(page, '/api/search');
    await gotoHydrated(page, '/');

    const box = page.getByRole('searchbox');
    await box.fill(word.toUpperCase());
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word.toUpperCase())}`));
    await expect(
      page
        .getByRole('main')
        .getByText((someJob as Job).title)
        .first(),
    ).toBeVisible();

    await box.fill('zzqx nothing like this');
    await box.press('Enter');
    await expect(page.getByText('Not found')).toBeVisible();
    await expect(detailLinks(page)).toHaveCount(0);
    // One search per Enter and none from typing: a search as you type would have added its own,
    // and by the second answer a debounced one would have gone out too. 'Not found' then reads
    // similar jobs by the search's longest word, 'nothing', whenever its block has loaded: the
    // empty list's next step, not the box's.
    const boxSearches = searches
      .map(({ body }) => body as { data: string })
      .filter(({ data }) => data !== 'nothing');
    expect(boxSearches).toEqual([
      { data: word.toUpperCase(), offset: 0, limit: 5 },
      { data: 'zzqx nothing like this', offset: 0, limit: 5 },
    ]);

    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue('zzqx nothing like this');
    await expect(page.getByText('Not found')).toBeVisible();
  });

  test('a search made while a page still loads is not overwritten by that page', async ({
    page,
  }) => {
    let releasePage: () => void = () => undefined;
    const pageHeld = new Promise<void>((resolve) => {
      releasePage = resolve;
    });
    await page.route('**/api/paginate/**', async (route) => {
      await pageHeld;
      await route.continue();
    });
    // The first page arrives rendered; page 2 is the one that loads.
    await gotoHydrated(page, '/');
    await pageLink(page, 2).click();
    await expect(page).toHaveURL(/\/\?page=2$/);
    await page.getByRole('searchbox').fill('zzqx nothing like this');
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByText('Not found')).toBeVisible();

    const late = page.waitForResponse((r) => r.url().includes('/api/paginate/'));
    releasePage();
    await late;
    await expect(page.getByText('Not found')).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(detailLinks(page)).toHaveCount(0);
  });

  test('a list that cannot load says so and why, not Not found, with a retry that loads it', async ({
    page,
  }) => {
    await page.route('**/api/paginate/**', (route) => route.abort('connectionrefused'));
    // The first page arrives rendered; page 2 is loaded by the app.
    await gotoHydrated(page, '/');
    await pageLink(page, 2).click();
    const main = page.getByRole('main');
    await expect(main.getByText(t('jobList.loadFailed'), { exact: true })).toBeVisible();
    await expect(main.getByText('Not found', { exact: true })).toHaveCount(0);
    // The page says why beside its retry, and the toast says it too.
    await expect(main.getByText(t('error.unreachable'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('error.unreachable'), { exact: true })).toHaveCount(2);

    await page.unroute('**/api/paginate/**');
    await main.getByRole('button', { name: t('loadFailed.retry'), exact: true }).click();
    await expect(detailLinks(page).first()).toBeVisible();
    await expect(main.getByText('Not found', { exact: true })).toHaveCount(0);
  });

  for (const type of workTypes) {
    test(`category ${type.slug}: its link is active and only its jobs are listed`, async ({
      page,
      request,
    }) => {
      const expected = (await (
        await request.post('/api/getType', { data: { type: type.slug } })
      ).json()) as { data: Job[] };
      await gotoHydrated(page, '/');
      await expect(detailLinks(page)).toHaveCount(5);
      const getType = page.waitForRequest((r) => r.url().endsWith('/api/getType'));
      const link = workTypeNav(page).getByRole('link', { name: t(type.labelId) });
      await link.click();
      expect((await getType).postDataJSON()).toEqual({ type: type.slug, offset: 0, limit: 5 });
      await expect(page).toHaveURL(new RegExp(`/categories/${type.slug}$`));
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expectRowsOf(page, expected.data);
      const badges = page
        .getByRole('article')
        .getByText(new RegExp(`^(${workTypeLabels.join('|')})$`));
      await expect(badges).toHaveText(expected.data.map(() => t(type.labelId)));
    });
  }
});

test('the header stays mounted while the routes change beneath it', async ({ page }) => {
  await gotoHydrated(page, '/');
  const banner = page.getByRole('banner');
  // A mark on the header's element, which a remounted header would not carry.
  await banner.evaluate((header) => header.setAttribute('data-first-mounted', ''));
  await workTypeNav(page).getByRole('link', { name: 'Freelance' }).click();
  await expect(page).toHaveURL(/\/categories\/freelance$/);
  await detailLinks(page).first().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await banner.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: t('signIn.title') })).toBeVisible();
  await expect(banner).toHaveAttribute('data-first-mounted', '');
});

test.describe('where a new page starts, on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  // Issue 41 item 2: four rows, titles and all, over the fold: the compact row on a phone (a
  // 40 px logo, the brief and the facts one line each) and the list's parts close together.
  test('the first visit shows four jobs, titles and all, under the header and filters', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const titleBottoms = await page
      .getByRole('main')
      .getByRole('article')
      .getByRole('heading', { level: 2 })
      .evaluateAll((titles) => titles.map((title) => title.getBoundingClientRect().bottom));
    const height = page.viewportSize()?.height ?? 0;
    expect(titleBottoms.filter((bottom) => bottom <= height).length).toBeGreaterThanOrEqual(4);
  });

  test('another page of the list brings the list back into view', async ({ page }) => {
    await gotoHydrated(page, '/');
    await pageLink(page, 2).scrollIntoViewIfNeeded();
    await pageLink(page, 2).click();
    await expect(page).toHaveURL(/\/\?page=2$/);
    await expect(page.getByRole('searchbox')).toBeInViewport();
  });

  test('a Detail low in the list opens the posting at its top; back returns to the row', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    // The detail's code loaded once, so no spinner shortens the page on the way (which would
    // bring any scroll back to the top by itself).
    await detailLinks(page).first().click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    const last = detailLinks(page).last();
    await last.scrollIntoViewIfNeeded();
    await last.click();
    await expect(page).toHaveURL(/\/detail\//);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.goBack();
    await expect(detailLinks(page).last()).toBeInViewport();
  });
});

test.describe('job detail', () => {
  test('opens from the list with the description as HTML, a title and JobPosting data', async ({
    page,
    request,
  }) => {
    const job = (await apiPage(request, 0))[0] as Job;
    await gotoHydrated(page, '/');
    await detailLinks(page).first().click();
    await expect(page).toHaveURL(`/detail/${job.slug}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: job.title })).toBeVisible();
    await expect(main.getByText(job.salary, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${job.title} · Job`);
    const posting = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.title,
      datePosted: job.created_at,
      identifier: { '@type': 'PropertyValue', value: String(job.id) },
      // The salary's figures as the API keeps them.
      ...(job.salary_range && {
        baseSalary: { '@type': 'MonetaryAmount', currency: job.salary_range.currency },
      }),
    });
  });

  test('a deep link arrives with the job, asking the API nothing', async ({ page, request }) => {
    const job = (await apiPage(request, 5))[0] as Job;
    const fetched = recordRequests(page, '/api/jobs/');
    await gotoHydrated(page, `/detail/${job.slug}`);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await expect(page.getByRole('main').getByRole('heading', { name: job.title })).toBeVisible();
    // The side panel stays: the detail is the home layout's child view.
    await expect(workTypeNav(page)).toBeVisible();
  });

  test('an unknown slug shows the empty detail with a not-found note', async ({ page }) => {
    await gotoHydrated(page, '/detail/no-such-job-anywhere');
    await expect(
      page.getByRole('main').getByText(t('jobDetail.notFound'), { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle(t('title.page', { page: t('title.jobNotFound') }));
  });
});

test('saved jobs ask a visitor to sign in, and lead back to them afterwards', async ({ page }) => {
  await gotoHydrated(page, '/saved-jobs');
  await expect(page.getByRole('heading', { name: 'SAVED JOBS' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: t('saved.signIn') })
    .click();
  await expect(page).toHaveURL('/login?next=%2Fsaved-jobs');
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await gotoHydrated(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(page).toHaveTitle(t('title.page', { page: t('title.notFound') }));
});
