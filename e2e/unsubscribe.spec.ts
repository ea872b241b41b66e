import { randomUUID } from 'node:crypto';
import { hrefs } from '@job/contract';
import type { CaughtMail } from '@job/machine';
import { apiTextsOf } from '@job/texts/catalogues';
import type { Page } from '@playwright/test';
import { expect, mailedLink, mailsTo, postJob, t, twoMembers } from './support';

/** The server's words in Turkish: the language of a mail to a member who chose none. */
const turkish = apiTextsOf('tr');

const main = (page: Page) => page.getByRole('main');

twoMembers.describe('a mailed link opened again', () => {
  // A verification mail, then an alert mail through the outbox and the mail catcher's files.
  twoMembers.describe.configure({ timeout: 60_000 });

  twoMembers(
    'says the address is verified already, and an alert mail’s unsubscribe link, in the mail’s Turkish, stops its mails, then says they are stopped already',
    async ({
      page,
      browser,
      baseURL,
      extraHTTPHeaders,
      member: seeker,
      other: { member: poster },
      request,
    }) => {
      // The verification link, opened twice: verified, then verified already.
      const verifyLink = await mailedLink(seeker.email, '/verify-email');
      await page.goto(verifyLink);
      await expect(main(page).getByText(t('verifyEmail.verifiedTitle'))).toBeVisible();
      await page.goto(hrefs.home());
      await page.goto(verifyLink);
      await expect(
        main(page).getByRole('heading', { name: t('verifyEmail.alreadyTitle') }),
      ).toBeVisible();
      await expect(main(page).getByRole('link', { name: t('verifyEmail.toJobs') })).toBeVisible();

      // A saved search, and a job of it: the alert mail.
      const word = `dalgic${randomUUID().slice(0, 8)}`;
      const saved = await request.post('/api/me/alerts?lang=tr', {
        headers: { Authorization: `Bearer ${seeker.token}` },
        data: { q: word },
      });
      expect(saved.status()).toBe(201);
      const { name } = ((await saved.json()) as { data: { name: string } }).data;
      await postJob(request, poster.token, { title: `Senior ${word} diver`, workType: '1' });
      const alertMails = () =>
        mailsTo(seeker.email).filter((mail: CaughtMail) => mail.listUnsubscribe !== '');
      await expect.poll(() => alertMails().length, { timeout: 15_000 }).toBe(1);
      const [mail] = alertMails() as [CaughtMail];
      const link = /<(https?:[^>]+)>/.exec(mail.listUnsubscribe)?.[1] ?? '';
      expect(mail.text).toContain(link);
      const { pathname, search } = new URL(link);
      expect(search).toBe('?lang=tr');

      // Opened where no one is signed in, with no script needed: the page asks in Turkish.
      const visitor = await browser.newPage({
        baseURL,
        extraHTTPHeaders,
        javaScriptEnabled: false,
      });
      await visitor.goto(`${pathname}${search}`);
      await expect(visitor.locator('html')).toHaveAttribute('lang', 'tr');
      // A page of the board: its header, the board's name leading home, in the mail's Turkish.
      await expect(
        visitor.getByRole('banner').getByRole('link', { name: turkish.t('brand.name') }),
      ).toHaveAttribute('href', hrefs.home());
      await expect(visitor.getByRole('banner')).toContainText(turkish.t('brand.tagline'));
      await expect(
        main(visitor).getByRole('heading', { name: turkish.t('unsubscribe.title') }),
      ).toBeVisible();
      await expect(visitor.getByText(turkish.t('unsubscribe.question', { name }))).toBeVisible();
      await visitor.getByRole('button', { name: turkish.t('unsubscribe.confirm') }).click();
      await expect(visitor.getByText(turkish.t('unsubscribe.done', { name }))).toBeVisible();

      // Opened again: stopped already, nothing to confirm.
      await visitor.goto(`${pathname}${search}`);
      await expect(visitor.getByText(turkish.t('unsubscribe.already', { name }))).toBeVisible();
      await expect(visitor.getByRole('button')).toHaveCount(0);
      const alerts = await request.get('/api/me/alerts', {
        headers: { Authorization: `Bearer ${seeker.token}` },
      });
      expect(((await alerts.json()) as { data: { paused: boolean }[] }).data).toMatchObject([
        { paused: true },
      ]);

      // The way to the member's alerts: the visitor, signed in nowhere, signs in first; the
      // member, signed in here, goes straight on to their alerts.
      await visitor.getByRole('link', { name: turkish.t('unsubscribe.manage') }).click();
      await expect(visitor).toHaveURL(/\/login\?next=%2Fprofile%2Falerts$/);
      // The link's language stays the visitor's (the cookie its ?lang= set).
      await expect(visitor.locator('html')).toHaveAttribute('lang', 'tr');
      await visitor.close();
      await page.goto(`${pathname}${search}`);
      await main(page)
        .getByRole('link', { name: turkish.t('unsubscribe.manage') })
        .click();
      await expect(page).toHaveURL(/\/profile\/alerts$/);
    },
  );
});
