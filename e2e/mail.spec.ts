import type { Page } from '@playwright/test';
import {
  apiTexts,
  expect,
  expectToast,
  gotoHydrated,
  logIn,
  mailedLink,
  mailWithSubject,
  newPerson,
  postJob,
  recordRequests,
  registerAccount,
  signedInOwn,
  t,
  test,
} from './support';

// Journeys through a member's inbox: the server mails over SMTP to the catcher that
// playwright.config.ts runs, and the journey reads the links out of what arrived, as a member would.
// Each mail may wait for the sender's next look at the outbox (a poll of a few seconds) besides the
// pages' own loads: more time than a journey on screen alone.
test.describe.configure({ timeout: 60_000 });

const main = (page: Page) => page.getByRole('main');
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });

async function signIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await button(page, 'Login').click();
  await expectToast(page, t('toast.signedIn'));
}

test.describe('a forgotten password', () => {
  test('is reset from the link mailed to the member, once, and signs them in here', async ({
    page,
    request,
  }) => {
    const member = await registerAccount(request);
    const newPassword = 'brand-new-456';

    await gotoHydrated(page, '/login');
    await main(page)
      .getByRole('link', { name: t('signIn.forgotPassword') })
      .click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(member.email);
    await button(page, t('forgotPassword.submit')).click();
    await expect(
      main(page).getByText(t('forgotPassword.sent', { email: member.email })),
    ).toBeVisible();

    const link = await mailedLink(member.email, '/reset-password');
    await page.goto(link);
    // The token leaves the address bar once read: it is not kept in the history.
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel(t('accountFields.newPassword'), { exact: true }).fill(newPassword);
    await page.getByLabel(t('accountFields.newPasswordConfirmation')).fill(newPassword);
    await button(page, t('resetPassword.submit')).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expectToast(page, t('toast.passwordReset'));
    await expect(main(page).getByText(member.email, { exact: true })).toBeVisible();

    const signInWith = (password: string) =>
      request.post('/api/login', { data: { email: member.email, password } });
    expect((await signInWith(member.password)).status()).toBe(401);
    expect((await signInWith(newPassword)).status()).toBe(200);

    // The same link again: used, so the page says so as it opens, before any password is typed,
    // and offers a new one. Only the check went; nothing was tried with the link.
    const sent = recordRequests(page, '/api/password/reset');
    await page.goto(link);
    await expect(main(page).getByText(t('resetPassword.expiredTitle'))).toBeVisible();
    await expect(page.getByLabel(t('accountFields.newPassword'), { exact: true })).toHaveCount(0);
    expect(sent.map(({ url }) => new URL(url).pathname)).toEqual(['/api/password/reset/check']);
    await main(page)
      .getByRole('link', { name: t('resetPassword.newLink') })
      .click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    expect((await signInWith(newPassword)).status()).toBe(200);
  });

  test('a reset page opened without a link offers a new one and sends nothing', async ({
    page,
  }) => {
    const sent = recordRequests(page, '/api/password/reset');
    await gotoHydrated(page, '/reset-password');
    await expect(main(page).getByText(t('resetPassword.expiredTitle'))).toBeVisible();
    await expect(
      main(page).getByRole('link', { name: t('resetPassword.newLink') }),
    ).toHaveAttribute('href', '/forgot-password');
    expect(sent).toHaveLength(0);
  });
});

test.describe('address verification', () => {
  test('sign-up mails a link that verifies the address, which the profile then shows', async ({
    page,
  }) => {
    const person = newPerson();
    await gotoHydrated(page, '/signup');
    await page.getByLabel('Full Name').fill(person.name);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await button(page, 'Sign Up').click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, person.email, person.password);

    await gotoHydrated(page, '/profile');
    await expect(
      main(page).getByText(t('verification.notVerified'), { exact: true }),
    ).toBeVisible();

    await page.goto(await mailedLink(person.email, '/verify-email'));
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(main(page).getByText(t('verifyEmail.verifiedTitle'))).toBeVisible();
    await main(page)
      .getByRole('link', { name: t('verifyEmail.toProfile') })
      .click();
    await expect(main(page).getByText(t('verification.verified'), { exact: true })).toBeVisible();
    await expect(main(page).getByText(t('verification.notVerified'), { exact: true })).toHaveCount(
      0,
    );
  });

  signedInOwn(
    'the profile resends the link; the newer link verifies, the replaced one no longer does',
    async ({ page, member }) => {
      const welcomeLink = await mailedLink(member.email, '/verify-email');
      await gotoHydrated(page, '/profile');
      await expect(
        main(page).getByText(t('verification.notVerified'), { exact: true }),
      ).toBeVisible();
      await button(page, t('verification.resend')).click();
      await expect(main(page).getByText(t('verification.sent'))).toBeVisible();
      const resentLink = await mailedLink(member.email, '/verify-email', 2);
      expect(resentLink).not.toBe(welcomeLink);

      await page.goto(welcomeLink);
      await expect(main(page).getByText(t('verifyEmail.expiredTitle'))).toBeVisible();
      // In the same tab: only the fragment changes, and the page takes the new link.
      await page.goto(resentLink);
      await expect(main(page).getByText(t('verifyEmail.verifiedTitle'))).toBeVisible();
      await gotoHydrated(page, '/profile');
      await expect(main(page).getByText(t('verification.verified'), { exact: true })).toBeVisible();
    },
  );
});

test.describe("the profile's settings", () => {
  signedInOwn(
    "change the name, and the password with this session kept and the others' ended",
    async ({ page, member, request }) => {
      const otherDevice = await logIn(request, member);
      await gotoHydrated(page, '/profile/settings');

      const newName = `${member.name} Demir`;
      await page.getByLabel(t('accountFields.name')).fill(newName);
      await button(page, t('nameForm.submit')).click();
      await expectToast(page, t('toast.nameChanged'));
      await expect(page.getByRole('banner').getByRole('button', { name: newName })).toBeVisible();

      // One of the most common passwords: refused by the server, by its field.
      await page.getByLabel(t('accountFields.currentPassword')).fill(member.password);
      await page.getByLabel(t('accountFields.newPassword'), { exact: true }).fill('iloveyou');
      await page.getByLabel(t('accountFields.newPasswordConfirmation')).fill('iloveyou');
      await button(page, t('passwordForm.submit')).click();
      await expect(
        page.getByLabel(t('accountFields.newPassword'), { exact: true }),
      ).toHaveAccessibleDescription(apiTexts.t('validation.passwordCommon'));

      const newPassword = 'changed-456';
      await page.getByLabel(t('accountFields.currentPassword')).fill(member.password);
      await page.getByLabel(t('accountFields.newPassword'), { exact: true }).fill(newPassword);
      await page.getByLabel(t('accountFields.newPasswordConfirmation')).fill(newPassword);
      await button(page, t('passwordForm.submit')).click();
      await expectToast(page, t('toast.passwordChanged'));
      // No password stays on the page once changed.
      await expect(page.getByLabel(t('accountFields.currentPassword'))).toHaveValue('');

      const me = (token: string) =>
        request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
      expect((await me(member.token)).status()).toBe(200);
      expect((await me(otherDevice)).status()).toBe(401);
      // Read again from the server: the settings' name field starts with the new name.
      await page.reload();
      await expect(page.getByLabel(t('accountFields.name'))).toHaveValue(newName);
      await mailWithSubject(member.email, t('passwordChangedMail.subject'));
    },
  );
});

test.describe('deleting the account', () => {
  signedInOwn(
    'takes the member, their postings and their sign-in away, and mails them goodbye',
    async ({ page, member, request }) => {
      const posting = await postJob(request, member.token, {
        title: `Goodbye posting ${member.email}`,
      });
      await gotoHydrated(page, '/profile/postings');
      await expect(
        main(page).getByRole('link', { name: posting.title, exact: true }),
      ).toBeVisible();
      // The settings are a part of the profile of their own, a tab away.
      await main(page)
        .getByRole('navigation', { name: t('profileNav.label') })
        .getByRole('link', { name: t('profileNav.settings') })
        .click();
      await expect(page).toHaveURL(/\/profile\/settings$/);

      // The section's button opens the board's confirmation, which asks for the password.
      const confirmation = page.getByRole('dialog', { name: t('deleteAccount.confirmTitle') });
      const password = confirmation.getByLabel(t('deleteAccount.passwordLabel'));
      const confirm = confirmation.getByRole('button', {
        name: t('deleteAccount.submit'),
        exact: true,
      });
      const deletions: string[] = [];
      page.on('request', (sent) => {
        if (sent.method() === 'DELETE' && new URL(sent.url()).pathname === '/api/me') {
          deletions.push(sent.url());
        }
      });
      // None given: nothing is sent. A wrong one: the server refuses it, and deletes nothing.
      await button(page, t('deleteAccount.submit')).click();
      await confirm.click();
      await expect(
        confirmation.getByText(t('validation.currentPasswordRequired'), { exact: true }),
      ).toBeVisible();
      expect(deletions).toHaveLength(0);
      await password.fill('not-my-password-9');
      await confirm.click();
      await expect(password).toHaveAccessibleDescription(
        apiTexts.t('validation.currentPasswordWrong'),
      );
      expect(deletions).toHaveLength(1);
      // Back to the postings: still there; then forward to the settings.
      await page.keyboard.press('Escape');
      await page.goBack();
      await expect(
        main(page).getByRole('link', { name: posting.title, exact: true }),
      ).toBeVisible();
      await page.goForward();
      await expect(page).toHaveURL(/\/profile\/settings$/);

      await button(page, t('deleteAccount.submit')).click();
      await password.fill(member.password);
      await confirm.click();
      await expect(page).toHaveURL(/\/$/);
      await expectToast(page, t('toast.accountDeleted'));
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

      await gotoHydrated(page, `/?q=${encodeURIComponent(posting.title)}`);
      await expect(main(page).getByRole('link', { name: posting.title, exact: true })).toHaveCount(
        0,
      );
      expect((await request.get(`/api/jobs/${encodeURIComponent(posting.slug)}`)).status()).toBe(
        404,
      );
      const signInAgain = await request.post('/api/login', {
        data: { email: member.email, password: member.password },
      });
      expect(signInAgain.status()).toBe(401);

      const goodbye = await mailWithSubject(member.email, t('accountDeletedMail.subject'));
      expect(goodbye.text).toContain(member.name);
    },
  );
});
