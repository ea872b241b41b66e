import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hrefs } from '@job/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiPage,
  apiTexts,
  expect,
  expectRowsOf,
  expectToast,
  gotoHydrated,
  newPerson,
  recordRequests,
  signedIn,
  signedInAlone,
  t,
  test,
  untakenToasts,
} from './support';

const minLength = t('validation.minLength', { min: 5 });

async function fillSignup(
  page: Page,
  values: { name: string; email: string; password: string; confirmation: string },
) {
  await page.getByLabel('Full Name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
  await page.getByLabel('Confirm password').fill(values.confirmation);
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}

/** The form's submit button, by the spec's word for it ('Sign Up', 'Login'). */
const submit = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

/** The one toast of a session the server no longer takes. */
async function expectSessionEnded(page: Page) {
  await expectToast(page, t('error.sessionEnded'));
  expect(await untakenToasts(page)).not.toContain(t('error.sessionEnded'));
}

test.describe('sign up', () => {
  test('shows every validation message and sends nothing while the form is invalid', async ({
    page,
  }) => {
    const sent = recordRequests(page, '/api/register');
    await gotoHydrated(page, '/signup');
    await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );

    await submit(page, 'Sign Up').click();
    for (const text of [
      t('validation.nameRequired'),
      t('validation.emailRequired'),
      t('validation.passwordRequired'),
      t('validation.passwordConfirmationRequired'),
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }

    // Required checks trim: blanks are still missing values.
    await fillSignup(page, {
      name: '   ',
      email: 'not-an-email',
      password: '1234',
      confirmation: '12345',
    });
    await submit(page, 'Sign Up').click();
    await expect(page.getByText(t('validation.nameRequired'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('validation.emailInvalid'), { exact: true })).toBeVisible();
    await expect(page.getByText(minLength, { exact: true })).toBeVisible();
    await expect(page.getByText(t('validation.sameAs'), { exact: true })).toBeVisible();

    expect(sent).toHaveLength(0);
  });

  test('success goes to /login with the success toast', async ({ page }) => {
    const person = newPerson();
    await gotoHydrated(page, '/signup');
    await fillSignup(page, { ...person, confirmation: person.password });
    const register = page.waitForRequest((r) => r.url().endsWith('/api/register'));
    await submit(page, 'Sign Up').click();
    expect((await register).postDataJSON()).toEqual({
      name: person.name,
      email: person.email,
      password: person.password,
      password_confirmation: person.password,
    });
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, t('toast.registered'));
    // The login has the new address filled in, and says where the verification link went.
    await expect(page.getByText(t('signIn.registered', { email: person.email }))).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(person.email);
  });

  test('a taken email shows the server message in red and the failure toast', async ({
    page,
    account,
  }) => {
    await gotoHydrated(page, '/signup');
    await fillSignup(page, {
      name: 'Someone Else',
      email: account.email.toUpperCase(),
      password: 'another-pass',
      confirmation: 'another-pass',
    });
    await submit(page, 'Sign Up').click();
    await expectToast(page, t('toast.registrationFailed'));
    await expect(page.getByText(apiTexts.t('validation.emailTaken'))).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('one of the most common passwords is refused by its field, then another signs up', async ({
    page,
  }) => {
    const person = newPerson();
    await gotoHydrated(page, '/signup');
    await fillSignup(page, { ...person, password: 'password1', confirmation: 'password1' });
    await submit(page, 'Sign Up').click();
    await expect(page.getByText(t('toast.registrationFailed'), { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      apiTexts.t('validation.passwordCommon'),
    );
    await expect(page).toHaveURL(/\/signup$/);

    await fillSignup(page, { ...person, confirmation: person.password });
    await submit(page, 'Sign Up').click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('login', () => {
  test('shows every validation message and sends nothing while the form is invalid', async ({
    page,
  }) => {
    const sent = recordRequests(page, '/api/login');
    await gotoHydrated(page, '/login');
    await expect(page.getByRole('main').getByRole('link', { name: /sign up/i })).toHaveAttribute(
      'href',
      '/signup',
    );
    await submit(page, 'Login').click();
    await expect(page.getByText(t('validation.emailRequired'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('validation.passwordRequired'), { exact: true })).toBeVisible();

    await fillLogin(page, 'someone@', '123');
    await submit(page, 'Login').click();
    await expect(page.getByText(t('validation.emailInvalid'), { exact: true })).toBeVisible();
    await expect(page.getByText(minLength, { exact: true })).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  test('a wrong password shows the server message in red and the failure toast', async ({
    page,
    account,
  }) => {
    await gotoHydrated(page, '/login');
    await fillLogin(page, account.email, 'wrong-password');
    await submit(page, 'Login').click();
    await expectToast(page, t('toast.signInFailed'));
    const serverMessage = page.getByText(apiTexts.t('validation.invalidCredentials'));
    await expect(serverMessage).toBeVisible();
    const [red, green, blue] = (
      await serverMessage.evaluate((element) => getComputedStyle(element).color)
    )
      .match(/\d+/g)
      ?.map(Number) ?? [0, 0, 0];
    expect(red).toBeGreaterThan((green ?? 0) + 60);
    expect(red).toBeGreaterThan((blue ?? 0) + 60);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('success stores the session, goes home and shows the user in the header', async ({
    page,
    account,
  }) => {
    await gotoHydrated(page, '/login');
    await fillLogin(page, `  ${account.email}  `, account.password);
    await submit(page, 'Login').click();
    await expectToast(page, t('toast.signedIn'));
    await expect(page).toHaveURL(/\/$/);

    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: JSON.parse(localStorage.getItem('user') ?? 'null'),
    }));
    expect(stored.token).toMatch(/.{20,}/);
    expect(stored.user).toMatchObject({ name: account.name, email: account.email });

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await banner.getByRole('button', { name: account.name }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(account.name)).toBeVisible();
    await expect(menu.getByText(account.email)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /view profile/i })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: t('memberMenu.savedJobs') })).toHaveAttribute(
      'href',
      '/saved-jobs',
    );
    await expect(menu.getByRole('menuitem', { name: 'Create Job Posting' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  });
});

test.describe('profile', () => {
  test('without a stored token /profile redirects to /', async ({ page }) => {
    await gotoHydrated(page, '/profile');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  signedIn('signed in, it shows the name and email', async ({ page, account }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('button', { name: account.name }).click();
    await page.getByRole('menuitem', { name: /view profile/i }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const main = page.getByRole('main');
    await expect(main.getByText(account.name, { exact: true })).toBeVisible();
    await expect(main.getByText(account.email, { exact: true })).toBeVisible();
  });

  signedIn('the member menu leads to the saved jobs', async ({ page, account }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('button', { name: account.name }).click();
    await page.getByRole('menuitem', { name: t('memberMenu.savedJobs') }).click();
    await expect(page).toHaveURL(/\/saved-jobs$/);
    await expect(page.getByRole('heading', { name: 'SAVED JOBS' })).toBeVisible();
  });
});

signedIn(
  'a member downloads everything the board keeps about them from the settings',
  async ({ page }) => {
    await gotoHydrated(page, hrefs.profileSection('settings'));
    const section = page.getByRole('main').getByRole('region', { name: t('dataExport.title') });
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: t('dataExport.download') }).click();
    const download = await downloading;
    // Named by the server in the reader's language, with the day.
    expect(download.suggestedFilename().replace(/\d{4}-\d{2}-\d{2}/, 'DAY')).toBe(
      apiTexts.t('memberData.fileName', { day: 'DAY' }),
    );
    const zip = readFileSync(await download.path());
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    // Its directory names the data; what the data holds is the server's tests' (memberData.test.ts).
    expect(zip.includes('data.json')).toBe(true);
    await expectToast(page, t('toast.dataExported'));
  },
);

signedIn(
  'the member menu opens on a click made before its code has arrived',
  async ({ page, account }) => {
    // The menu's code (Radix) is fetched when a signed-in header first renders; hold it back.
    let requested = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/AuthDropdown-[\w-]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await gotoHydrated(page, '/');
    const trigger = page.getByRole('banner').getByRole('button', { name: account.name });
    await expect.poll(() => requested).toBe(true);
    // The stand-in trigger: Radix's own carries a data-state.
    await expect(trigger).not.toHaveAttribute('data-state');
    await trigger.click();
    release();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(account.email)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  },
);

signedInAlone(
  'sign out clears the session, revokes the token and goes home',
  async ({ page, account, token, request }) => {
    await gotoHydrated(page, '/saved-jobs');
    const logout = page.waitForRequest((r) => r.url().endsWith('/api/logout'));
    await page.getByRole('banner').getByRole('button', { name: account.name }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectToast(page, t('toast.signedOut'));
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);

    await (await logout).response();
    const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  },
);

/**
 * A stored token the server no longer takes: the app checks it with /api/me as it starts, signs
 * out quietly with one toast, and the visitor keeps reading the page they opened.
 */
async function expectQuietSignOut(page: Page, request: APIRequestContext) {
  const first = await apiPage(request, 0);
  const me = page.waitForResponse((response) => response.url().endsWith('/api/me'));
  await gotoHydrated(page, '/');
  expect((await me).status()).toBe(401);
  await expectSessionEnded(page);
  await expect(page).toHaveURL(/\/$/);
  await expectRowsOf(page, first);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
}

signedInAlone(
  'a token revoked elsewhere signs the visitor out quietly on the page they are reading',
  async ({ page, token, request }) => {
    // Revoked behind the app's back, as signing out on another device would.
    await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
    await expectQuietSignOut(page, request);
  },
);

signedIn.extend({
  // 43 characters of base64url, shaped like a real token the server never issued (or let expire).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies here; it has none.
  token: async ({}, use) => {
    await use(randomBytes(32).toString('base64url'));
  },
})(
  'a stale token stored before the visit never costs the visitor the list',
  async ({ page, request }) => {
    // The first page arrives rendered, so page 2 is the list's first call; the session check is
    // held back so that the stale token is still stored when it goes.
    let releaseSessionCheck = () => {};
    const sessionCheckHeld = new Promise<void>((resolve) => {
      releaseSessionCheck = resolve;
    });
    await page.route('**/api/me', async (route) => {
      await sessionCheckHeld;
      await route.continue();
    });
    await gotoHydrated(page, '/');
    const listed = page.waitForRequest((r) => r.url().includes('/api/paginate/'));
    await page.getByRole('link', { name: t('pagination.page', { page: 2 }), exact: true }).click();
    // The public list went without the token.
    expect((await listed).headers().authorization).toBeUndefined();
    const secondPage = await apiPage(request, 5);
    await expectRowsOf(page, secondPage);
    // Then the session ends quietly, the visitor still on the page they are reading.
    releaseSessionCheck();
    await expectSessionEnded(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expectRowsOf(page, secondPage);
  },
);
