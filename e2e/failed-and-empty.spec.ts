import type { Page } from '@playwright/test';
import { apiPage, expect, gotoHydrated, type Job, t, test } from './support';

/** The list's part of the page. */
const main = (page: Page) => page.getByRole('main');

/** The longest word of a job's title, which a search finds it by. */
function longestWord(job: Job): string {
  return job.title
    .split(/\s+/)
    .reduce((longest, word) => (word.length > longest.length ? word : longest));
}

test('a search that cannot reach the server says so with a retry, never Not found, and the retry finds the jobs', async ({
  page,
  request,
}) => {
  const [someJob] = await apiPage(request, 0);
  const word = longestWord(someJob as Job);
  await page.route('**/api/search', (route) => route.abort());
  await gotoHydrated(page, '/');
  const box = page.getByRole('searchbox');
  await box.fill(word);
  await box.press('Enter');

  await expect(main(page).getByText(t('jobList.loadFailed'), { exact: true })).toBeVisible();
  await expect(main(page).getByText(t('error.unreachable'), { exact: true })).toBeVisible();
  const retry = main(page).getByRole('button', { name: t('loadFailed.retry'), exact: true });
  await expect(retry).toBeVisible();
  // Nothing of an empty list: no 'Not found', no count of 0, no offer to save the search.
  await expect(main(page).getByText(t('jobList.notFound'), { exact: true })).toHaveCount(0);
  await expect(main(page).getByText(/bulunamadı|not found/i)).toHaveCount(0);
  await expect(
    main(page).getByText(t('resultCount.search', { query: word, count: 0 }), { exact: true }),
  ).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: t('saveSearch.open') })).toHaveCount(0);

  await page.unroute('**/api/search');
  await retry.click();
  await expect(
    main(page)
      .getByRole('heading', { name: (someJob as Job).title })
      .first(),
  ).toBeVisible();
  await expect(main(page).getByText(t('jobList.loadFailed'), { exact: true })).toHaveCount(0);
  await expect(retry).toHaveCount(0);
});

test('a search that matches nothing says Not found, offers to clear the filters and save it, and shows similar jobs', async ({
  page,
  request,
}) => {
  const [someJob] = await apiPage(request, 0);
  const word = longestWord(someJob as Job);
  // The job's word and one nothing has: no job matches both, the word alone finds similar ones.
  const query = `${word} zq`;
  await gotoHydrated(page, `/?q=${encodeURIComponent(query)}&workplace=remote`);

  await expect(main(page).getByText(t('jobList.notFound'), { exact: true })).toBeVisible();
  await expect(main(page).getByRole('button', { name: t('loadFailed.retry') })).toHaveCount(0);
  await expect(
    main(page).getByRole('link', { name: t('noResults.clearFilters'), exact: true }),
  ).toHaveAttribute('href', '/');
  await expect(
    main(page).getByRole('button', { name: t('saveSearch.open'), exact: true }),
  ).toBeVisible();
  const similar = main(page).getByRole('region', { name: t('similarJobs.heading') });
  await expect(similar.getByRole('link').first()).toBeVisible();
  await expect(similar.getByRole('link', { name: (someJob as Job).title })).toBeVisible();

  await main(page)
    .getByRole('link', { name: t('noResults.clearFilters'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(main(page).getByText(t('jobList.notFound'), { exact: true })).toHaveCount(0);
});

test('similar jobs that fail to load show nothing, not an error', async ({ page }) => {
  // The list's own search answers empty; every read of similar jobs fails.
  await page.route('**/api/search', (route) =>
    route.fulfill({ json: [], headers: { 'x-total-count': '0' } }),
  );
  await page.route('**/api/paginate/**', (route) => route.abort());
  await page.route('**/api/getType', (route) => route.abort());
  await gotoHydrated(page, '/');
  await page.getByRole('searchbox').fill('anything');
  await page.getByRole('searchbox').press('Enter');

  await expect(main(page).getByText(t('jobList.notFound'), { exact: true })).toBeVisible();
  await expect(main(page).getByRole('region', { name: t('similarJobs.heading') })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: t('loadFailed.retry') })).toHaveCount(0);
});
