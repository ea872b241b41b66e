import type { Language } from '@job/texts';
import { allTextsOf } from '@job/texts/catalogues';
import type { BrowserContext, Page } from '@playwright/test';
import {
  apiTexts,
  expect,
  expectToast,
  gotoHydrated,
  recordToasts,
  registerAccount,
  t,
  test,
} from './support';

const tr = allTextsOf('tr').t;
const en = allTextsOf('en').t;

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');

async function languageCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find(({ name }) => name === 'lang')?.value;
}

/** The header's switch, by the language's own name ('Türkçe', 'English'), whatever the page speaks. */
const switchTo = (page: Page, name: 'Türkçe' | 'English') =>
  header(page).getByRole('link', { name, exact: true });

test.describe('a visitor who chose no language', () => {
  test('reads the spec’s own texts, and the API answers as it always has', async ({
    page,
    context,
    account,
  }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
    await expect(header(page).getByText('Find job', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Detail' }).first()).toBeVisible();
    // Neither language is marked as chosen.
    await expect(header(page).locator('[aria-current="true"]')).toHaveCount(0);

    await header(page).getByRole('link', { name: 'Login', exact: true }).click();
    await main(page).getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not-the-password');
    await main(page).getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Giriş başarısız', { exact: true })).toBeVisible();
    await expect(page.getByText(apiTexts.t('validation.invalidCredentials'))).toBeVisible();
    expect(await languageCookie(context)).toBeUndefined();
  });
});

/** A whole journey in one language: the first page, a reload, the form, its messages, the toast. */
for (const [language, words] of [
  ['tr', tr],
  ['en', en],
] as const satisfies [Language, typeof tr][]) {
  test(`?lang=${language} shows the board, the forms, their messages and the toasts in it only`, async ({
    page,
    context,
    request,
  }) => {
    // An account of its own: signing in with a choice made keeps it with the account.
    const account = await registerAccount(request);
    await gotoHydrated(page, `/?lang=${language}`);
    // The link's parameter has done its work: the cookie keeps the choice, the address drops it.
    await expect(page).toHaveURL(/\/$/);
    expect(await languageCookie(context)).toBe(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page).toHaveTitle(words('site.title'));
    await expect(header(page).getByRole('link', { name: words('header.signIn') })).toBeVisible();
    await expect(header(page).getByText(words('brand.tagline'), { exact: true })).toBeVisible();
    await expect(
      main(page)
        .getByRole('link', { name: words('jobRow.detail') })
        .first(),
    ).toBeVisible();
    await expect(
      header(page).getByRole('link', { name: language === 'tr' ? 'Türkçe' : 'English' }),
    ).toHaveAttribute('aria-current', 'true');

    // The server's HTML is already in the language: the cookie reaches it on every request.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).toContain(`>${words('header.signIn')}<`);
    expect(html).not.toContain('>Login<');

    await page.reload();
    await expect(header(page).getByRole('link', { name: words('header.signIn') })).toBeVisible();

    await header(page)
      .getByRole('link', { name: words('header.signIn') })
      .click();
    await expect(page).toHaveTitle(words('title.page', { page: words('title.signIn') }));
    const submit = main(page).getByRole('button', { name: words('signIn.submit'), exact: true });
    await submit.click();
    await expect(page.getByText(words('validation.emailRequired'), { exact: true })).toBeVisible();
    await page.getByLabel(words('accountFields.email')).fill('not-an-address');
    await submit.click();
    await expect(page.getByText(words('validation.emailInvalid'), { exact: true })).toBeVisible();

    // The server's own message, in the language the cookie asks for, and the toast.
    await page.getByLabel(words('accountFields.email')).fill(account.email);
    await page.getByLabel(words('accountFields.password')).fill('not-the-password');
    await submit.click();
    await expectToast(page, words('toast.signInFailed'));
    await expect(page.getByText(words('validation.invalidCredentials'))).toBeVisible();

    await page.getByLabel(words('accountFields.password')).fill(account.password);
    await submit.click();
    await expectToast(page, words('toast.signedIn'));
    await header(page)
      .getByRole('button', { name: new RegExp(account.user.name) })
      .click();
    await page.getByRole('menuitem', { name: words('memberMenu.signOut') }).click();
    await expectToast(page, words('toast.signedOut'));
  });
}

test('the switch changes every word in place, keeps what was typed, and follows the member', async ({
  page,
  context,
  request,
  browser,
}) => {
  const account = await registerAccount(request);
  await gotoHydrated(page, '/login');
  await page.getByLabel(t('accountFields.email')).fill(account.email);
  // Marks this document: a page load would lose the mark.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await switchTo(page, 'English').click();
  await expect(page.getByLabel(en('accountFields.email'))).toHaveValue(account.email);
  await expect(header(page).getByRole('link', { name: en('header.signIn') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(en('title.page', { page: en('title.signIn') }));
  await expect(switchTo(page, 'English')).toHaveAttribute('aria-current', 'true');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await languageCookie(context)).toBe('en');

  // Signed in, the choice is kept with the account…
  await page.getByLabel(en('accountFields.password')).fill(account.password);
  const kept = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/me/language' &&
      response.request().method() === 'PUT',
  );
  await main(page)
    .getByRole('button', { name: en('signIn.submit'), exact: true })
    .click();
  expect((await kept).status()).toBe(204);

  // …so a browser that chose nothing reads English once the member signs in there.
  const elsewhere = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await recordToasts(elsewhere);
  try {
    const second = await elsewhere.newPage();
    await gotoHydrated(second, '/login');
    await second.getByLabel('Email').fill(account.email);
    await second.getByLabel('Password').fill(account.password);
    await main(second).getByRole('button', { name: 'Login', exact: true }).click();
    await expect(second.locator('html')).toHaveAttribute('lang', 'en');
    await expectToast(second, en('toast.signedIn'));
    await expect(switchTo(second, 'English')).toHaveAttribute('aria-current', 'true');
    expect(await languageCookie(elsewhere)).toBe('en');
  } finally {
    await elsewhere.close();
  }
});

test('a choice on a server-rendered page changes it in place, and the server renders the next page in it', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/');
  await switchTo(page, 'Türkçe').click();
  await expect(
    main(page)
      .getByRole('link', { name: tr('jobRow.detail') })
      .first(),
  ).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Türkçe' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(await languageCookie(context)).toBe('tr');
  const html = await (await page.request.get('/categories/full-time')).text();
  expect(html).toContain('<html lang="tr"');
  expect(html).toContain(`>${tr('workType.fullTime')}<`);
});
