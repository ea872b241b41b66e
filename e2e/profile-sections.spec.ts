import { hrefs } from '@job/contract';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, signedIn, t, test } from './support';

/**
 * Issue 41: on a phone the profile was one column 2,155 px high. Each of its parts is now a page of
 * its own under the profile's tabs, reached by them, with back and forward between them.
 */
const phone = { width: 375, height: 812 };

/** Well under the old single column: the longest part, the settings, with its three forms. */
const tallestPart = 1600;

/** The profile's parts in the tabs' order: the tab's words and the address it leads to. */
const parts = [
  ['profileNav.overview', hrefs.profile()],
  ['profileNav.postings', hrefs.profileSection('postings')],
  ['profileNav.applications', hrefs.myApplications()],
  ['profileNav.cv', hrefs.profileSection('cv')],
  ['profileNav.saved', hrefs.savedJobs()],
  ['profileNav.alerts', hrefs.profileSection('alerts')],
  ['profileNav.settings', hrefs.profileSection('settings')],
] as const;

const tabs = (page: Page) =>
  page.getByRole('main').getByRole('navigation', { name: t('profileNav.label') });

/** The page is at `path`, its tab marked as the current page. */
async function expectPart(page: Page, [label, path]: (typeof parts)[number]) {
  await expect(page).toHaveURL(path);
  await expect(tabs(page).getByRole('link', { name: t(label), exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabs(page).locator('[aria-current="page"]')).toHaveCount(1);
}

test.describe('the profile on a phone', () => {
  test.use({ viewport: phone });
  // Seven parts, each its code and words downloaded on first use: more than one page's time.
  test.describe.configure({ timeout: 60_000 });

  signedIn(
    'is a page per part, a tab away, with back and forward between them',
    async ({ page }) => {
      await gotoHydrated(page, hrefs.profile());
      await expectPart(page, parts[0]);
      for (const part of parts) {
        const [label] = part;
        await tabs(page)
          .getByRole('link', { name: t(label), exact: true })
          .click();
        await expectPart(page, part);
        // The page holds that part only: a screen or two, not one long column. The lists grow
        // with the member's postings, applications and saves (a shared run's member has many),
        // so the bound holds for the parts whose length is their own: the card and the settings.
        await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
        if (label === 'profileNav.overview' || label === 'profileNav.settings') {
          const height = await page.getByRole('main').evaluate((main) => main.scrollHeight);
          expect(height, `${label} is ${height} px high`).toBeLessThan(tallestPart);
        }
        // The tabs stay one row, scrolled sideways.
        const tabsHeight = await tabs(page).evaluate((nav) => nav.getBoundingClientRect().height);
        expect(tabsHeight).toBeLessThan(80);
      }
      await page.goBack();
      await expectPart(page, parts[5]);
      await page.goBack();
      await expectPart(page, parts[4]);
      await page.goForward();
      await expectPart(page, parts[5]);
    },
  );

  test('sends a visitor to sign in first, and back to the part after', async ({ page }) => {
    await gotoHydrated(page, hrefs.profileSection('alerts'));
    await expect(page).toHaveURL(hrefs.login(hrefs.profileSection('alerts')));
  });

  signedIn('answers an unknown part as not found', async ({ page }) => {
    await gotoHydrated(page, '/profile/everything');
    await expect(page).toHaveTitle(t('title.page', { page: t('title.notFound') }));
  });

  signedIn('takes an alert mail’s older link to the saved searches', async ({ page }) => {
    await gotoHydrated(page, `${hrefs.profile()}#alerts`);
    await expectPart(page, parts[5]);
  });
});
