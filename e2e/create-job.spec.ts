import { randomUUID } from 'node:crypto';
import { postgresAnswers } from '@job/machine';
import type { Page } from '@playwright/test';
import { startPostgresServer } from './postgresServer';
import {
  apiTexts,
  expect,
  expectToast,
  gotoHydrated,
  pngImage,
  recordRequests,
  registerAccount,
  signedIn,
  t,
  test,
} from './support';

/** The form's required fields, filled as a poster would. */
async function fillJob(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Work Type').selectOption({ label: 'Full-time' });
  await page.getByLabel('Image').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: pngImage(16, 16, [220, 38, 38]),
  });
}

test('/create-job is reachable by URL when signed out, and says at the top to sign in first', async ({
  page,
}) => {
  await gotoHydrated(page, '/create-job');
  await expect(page).toHaveURL(/\/create-job$/);
  await expect(page.getByRole('heading', { name: 'CREATE JOB' })).toBeVisible();
  const notice = page.getByRole('region', { name: t('jobForm.signInFirst') });
  await expect(notice.getByRole('link', { name: t('jobForm.signUpLink') })).toHaveAttribute(
    'href',
    '/signup?next=%2Fcreate-job',
  );
  // Signed in by its link, the visitor is back at the form, with the notice gone.
  const { email, password } = await registerAccount(page.request);
  await notice.getByRole('link', { name: t('jobForm.signInLink') }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/create-job$/);
  await expect(page.getByRole('heading', { name: 'CREATE JOB' })).toBeVisible();
  await expect(page.getByRole('region', { name: t('jobForm.signInFirst') })).toHaveCount(0);
});

signedIn(
  'a new job with rich text, a work type and an image is listed first and opens in detail',
  async ({ page }) => {
    const title = `Kıdemli Ürün Tasarımcısı ${randomUUID().slice(0, 6)}`;
    const listReads = recordRequests(page, '/api/paginate/');
    await gotoHydrated(page, '/');
    await expect(page.getByRole('article')).toHaveCount(5);
    await page.getByRole('banner').getByRole('button').click();
    await page.getByRole('menuitem', { name: 'Create Job Posting' }).click();
    await expect(page).toHaveURL(/\/create-job$/);

    await page.getByLabel('Title').fill(title);
    // In figures: lira a month is already chosen.
    await page.getByLabel(t('jobForm.salaryMin')).fill('90000');
    await page.getByLabel(t('jobForm.salaryMax')).fill('120000');
    await page.getByLabel('Brief Description').fill('Figma, design systems');
    await page.getByLabel('Work Type').selectOption({ label: 'Freelance' });

    // The editor comes when the writing area in its place is first pressed, and takes the focus.
    await page.getByRole('textbox', { name: 'Detail' }).click();
    const editor = page.locator('.ql-editor');
    await expect(editor).toBeFocused();
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Bold words');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' and plain ones.');

    await page.getByLabel('Image').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: pngImage(48, 48, [79, 70, 229]),
    });
    await expect(
      page.getByRole('img', { name: t('imageInput.preview', { name: 'logo.png' }), exact: true }),
    ).toBeVisible();

    const created = page.waitForResponse((r) => r.url().endsWith('/api/jobs'));
    await page.getByRole('button', { name: 'Save' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data/);

    await expectToast(page, t('toast.jobPosted'));
    const { data: job } = (await response.json()) as { data: { slug: string } };
    await expect(page.getByRole('link', { name: t('toast.viewPosting') })).toHaveAttribute(
      'href',
      `/detail/${job.slug}`,
    );
    await expect(page).toHaveURL(/\/$/);
    const row = page.getByRole('article').first();
    await expect(row.getByRole('heading', { name: title })).toBeVisible();
    await expect(row.getByText('Freelance', { exact: true })).toBeVisible();
    // The server wrote the salary's text from the figures.
    await expect(row.getByText('₺90.000 – ₺120.000/ay', { exact: true })).toBeVisible();
    await expect(row.locator('img')).toHaveAttribute('src', /\/api\/images\/.+\.webp$/);
    await expect(page.getByRole('article')).toHaveCount(5);
    // The first page came rendered with the page, and the new job joined it: the app never read
    // the list.
    expect(listReads).toHaveLength(0);

    await row.getByRole('link', { name: 'Detail' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: title })).toBeVisible();
    await expect(main.locator('strong', { hasText: 'Bold words' })).toBeVisible();
    await expect(main.getByText('and plain ones.')).toBeVisible();
  },
);

signedIn(
  'a remote job in a city abroad names its country and where applicants live, to readers and crawlers',
  async ({ page }) => {
    const title = `Uzaktan Backend ${randomUUID().slice(0, 6)}`;
    const countryNames = new Intl.DisplayNames('tr', { type: 'region' });
    await gotoHydrated(page, '/create-job');
    await fillJob(page, title);
    // A city the list knows picks its country as it is typed, however it is cased.
    await page.getByLabel(t('jobForm.location')).fill('berlin');
    await expect(page.getByLabel(t('jobForm.country'))).toHaveValue('DE');
    await page.getByLabel(t('jobForm.workplace')).selectOption('remote');
    const add = page.getByLabel(t('jobForm.addCountry'));
    for (const code of ['DE', 'NL', 'TR']) await add.selectOption(code);
    await page
      .getByRole('button', {
        name: t('jobForm.removeCountry', { country: countryNames.of('NL') ?? 'NL' }),
      })
      .click();
    await expect(add).toBeFocused();

    const created = page.waitForResponse((r) => r.url().endsWith('/api/jobs'));
    await page.getByRole('button', { name: 'Save' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const { data: job } = (await response.json()) as {
      data: { slug: string; country: string; applicant_countries: string[] };
    };
    expect(job).toMatchObject({ country: 'DE', applicant_countries: ['DE', 'TR'] });

    // Opened fresh, as a shared link or a crawler opens it: rendered by the server.
    await gotoHydrated(page, `/detail/${job.slug}`);
    const main = page.getByRole('main');
    await expect(main.getByText(`berlin, ${countryNames.of('DE')}`)).toBeVisible();
    await expect(
      main.getByText(
        t('jobDetail.applicantCountries', {
          countries: new Intl.ListFormat('tr', { type: 'disjunction' }).format(
            ['DE', 'TR'].map((code) => countryNames.of(code) ?? code),
          ),
        }),
      ),
    ).toBeVisible();
    const posting = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(posting.jobLocation.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'berlin',
      addressCountry: 'DE',
    });
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'Germany' },
      { '@type': 'Country', name: 'Türkiye' },
    ]);
  },
);

test('signed out, saving is refused by the server and the toast says why in the board’s words', async ({
  page,
}) => {
  await gotoHydrated(page, '/create-job');
  await fillJob(page, 'Nobody may post this');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/jobs'));
  await page.getByRole('button', { name: 'Save' }).click();
  const response = await refused;
  expect(response.status()).toBe(401);
  await expectToast(page, t('toast.signInToPost'));
  // Not the API's own English, which a visitor who chose no language would read among Turkish toasts.
  const { message } = (await response.json()) as { message: string };
  await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/create-job$/);
  await expect(page.getByLabel('Title')).toHaveValue('Nobody may post this');
});

signedIn(
  'a half-filled form asks before a link leaves it, and the browser asks before the tab closes',
  async ({ page }) => {
    await gotoHydrated(page, '/create-job');
    const banner = page.getByRole('banner');
    // Nothing typed yet: the link is followed at once.
    await banner.getByRole('link', { name: 'Job', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await page.getByLabel('Title').fill('Half a posting');
    await banner.getByRole('link', { name: 'Job', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('leaveForm.title') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t('leaveForm.stay') }).click();
    await expect(page).toHaveURL(/\/create-job$/);
    await expect(page.getByLabel('Title')).toHaveValue('Half a posting');

    await banner.getByRole('link', { name: 'Job', exact: true }).click();
    await dialog.getByRole('button', { name: t('leaveForm.leave') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toHaveCount(0);

    await page.goto('/create-job');
    await page.getByLabel('Title').fill('Half a posting');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.accept();
  },
);

test.describe('where posting needs a verified address', () => {
  // REQUIRE_VERIFIED_EMAIL is off by default (the spec's journey posts at once): this one runs
  // against a second server of the product with it on.
  test('the refusal shows above the form it keeps, with a resend; verified, the job posts', async ({
    page,
    playwright,
  }) => {
    // Skipped only on a machine without PostgreSQL, outside CI: the second server runs on it. With
    // CI=true (as .ci/run sets it) a missing PostgreSQL fails the journey instead.
    test.skip(
      !process.env.CI && !(await postgresAnswers()),
      'PostgreSQL is not running on 127.0.0.1:5432 (with CI=true that fails instead)',
    );
    test.setTimeout(120_000);
    const server = await startPostgresServer({ REQUIRE_VERIFIED_EMAIL: 'true' });
    try {
      const request = await playwright.request.newContext({ baseURL: server.origin });
      const account = await registerAccount(request);
      await page.goto(`${server.origin}/`);
      await page.evaluate(
        ({ user, token }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', JSON.stringify(user));
        },
        { user: account.user, token: account.token },
      );
      await gotoHydrated(page, `${server.origin}/create-job`);
      const title = `Needs a verified poster ${randomUUID().slice(0, 6)}`;
      await fillJob(page, title);
      await page.getByRole('button', { name: 'Save' }).click();

      const notice = page.getByRole('region', { name: t('jobForm.verifyFirst') });
      await expect(notice.getByText(apiTexts.t('api.verifyFirst'))).toBeVisible();
      await notice.getByRole('button', { name: t('verification.resend') }).click();
      await expect(notice.getByText(t('verification.sent'))).toBeVisible();
      await expect(page).toHaveURL(/\/create-job$/);
      await expect(page.getByLabel('Title')).toHaveValue(title);

      // Verified by hand, as the mailed link would: the same form, as it stands, now posts.
      await server.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [
        account.email,
      ]);
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, t('toast.jobPosted'));
      await expect(
        page.getByRole('article').first().getByRole('heading', { name: title }),
      ).toBeVisible();
      await request.dispose();
    } finally {
      await server.close();
    }
  });
});
