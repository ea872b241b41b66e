import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { hrefs } from '@job/contract';
import type { Page } from '@playwright/test';
import {
  expect,
  expectToast,
  gotoHydrated,
  mailsTo,
  postJob,
  t,
  twoMembers,
  uniqueTitle,
} from './support';

const main = (page: Page) => page.getByRole('main');

/** `pnpm admin <args>` on the MODERATION=pre server's data directory, while that server runs. */
function admin(...args: string[]): string {
  return execFileSync('pnpm', ['--silent', 'admin', ...args], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, DATA_DIR: process.env.E2E_PRE_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

// This project's server runs with MODERATION=pre (playwright.config.ts).
twoMembers.describe('approval before publishing (MODERATION=pre)', () => {
  twoMembers.describe.configure({ timeout: 90_000 });

  twoMembers(
    'a posting waits as "Onay bekliyor", a moderator approves it, it is on the board and the poster is mailed',
    async ({
      page,
      member: poster,
      other: { member: moderator, page: moderatorPage },
      request,
    }) => {
      const granted = admin('grant', moderator.email);
      expect(granted).toContain('is now a moderator');
      expect(granted).toContain('through the running server');

      const title = uniqueTitle('Onay Bekleyen Dalgıç');
      const job = await postJob(request, poster.token, { title });
      expect(job.moderation).toBe('pending');

      // The poster sees it among their postings, marked; the board does not show it.
      await gotoHydrated(page, hrefs.profileSection('postings'));
      const posting = main(page).getByRole('article').filter({ hasText: title });
      await expect(posting).toContainText(t('myPostings.awaitingApproval'));
      await gotoHydrated(page, hrefs.home());
      await expect(main(page).getByText(title, { exact: true })).toHaveCount(0);

      // Waiting, it is still the poster's to edit: the form opens filled, and the edit keeps it
      // in the queue.
      await gotoHydrated(page, hrefs.editJob(job.slug));
      // Its text '₺60.000' read into figures.
      await expect(page.getByLabel(t('jobForm.salaryMin'))).toHaveValue('60000');
      await page.getByLabel(t('jobForm.salaryMin')).fill('95000');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, t('toast.jobEditAwaitsApproval'));
      await expect(page).toHaveURL(hrefs.detail(job.slug));
      await expect(main(page).getByRole('heading', { name: title })).toBeVisible();

      // The moderator reaches the queue from their menu and approves it, with a reason.
      await gotoHydrated(moderatorPage, hrefs.home());
      await moderatorPage.getByRole('button', { name: moderator.name }).click();
      await moderatorPage.getByRole('menuitem', { name: t('memberMenu.moderation') }).click();
      await expect(moderatorPage).toHaveURL(hrefs.moderation());
      await expect(
        main(moderatorPage).getByRole('heading', { level: 1, name: t('moderation.title') }),
      ).toBeVisible();
      const item = main(moderatorPage).getByRole('article', { name: title });
      await item.getByRole('button', { name: t('moderation.action.approve') }).click();
      const dialog = moderatorPage.getByRole('dialog');
      await dialog.getByLabel(t('moderation.actionReasonLabel')).fill('Kurallara uygun');
      await dialog.getByRole('button', { name: t('moderation.action.approve') }).click();
      await expectToast(moderatorPage, t('toast.moderation.approve'));
      await expect(item).toHaveCount(0);

      // On the board now, and the poster's mail says so.
      await gotoHydrated(page, hrefs.home());
      await expect(main(page).getByText(title, { exact: true })).toBeVisible();
      await expect
        .poll(() => mailsTo(poster.email).filter((mail) => mail.subject.includes(title)).length, {
          timeout: 15_000,
        })
        .toBe(1);
      const [mail] = mailsTo(poster.email).filter((sent) => sent.subject.includes(title));
      expect(mail?.text).toContain('Kurallara uygun');
    },
  );
});
