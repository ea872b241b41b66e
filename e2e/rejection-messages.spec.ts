import { hrefs } from '@job/contract';
import type { Page } from '@playwright/test';
import {
  expect,
  expectToast,
  gotoHydrated,
  mailWithSubject,
  pdfFile,
  postJob,
  t,
  twoMembers,
  uniqueTitle,
} from './support';

const main = (page: Page) => page.getByRole('main');

/** How long the journeys' server holds a status mail for its undo (playwright.config.ts). */
const statusMailDelayMs = Number(process.env.E2E_STATUS_MAIL_DELAY_SECONDS) * 1000;

const templateName = 'Pozisyon doldu';
const templateText = 'Başvurunuz için teşekkür ederiz. Bu rol için başka bir adayla ilerliyoruz.';

// The status mail waits for its undo time (STATUS_MAIL_DELAY_SECONDS) before the sender's next look.
twoMembers.describe.configure({ timeout: 90_000 });

twoMembers(
  'a poster saves a rejection template, turns an applicant down with it, and the applicant reads it in the mail and in Başvurularım',
  async ({ page: posterPage, member: poster, other: { member: seeker, page }, request }) => {
    const job = await postJob(request, poster.token, { title: uniqueTitle('QA Engineer') });
    const applied = await request.post(`/api/jobs/${job.slug}/applications`, {
      headers: { authorization: `Bearer ${seeker.token}` },
      multipart: {
        cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfFile(seeker.name) },
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);

    // The template, saved once under the list.
    await gotoHydrated(posterPage, hrefs.applicants(job.slug));
    await main(posterPage)
      .getByText(t('rejectionTemplates.summary', { count: 0 }))
      .click();
    await main(posterPage)
      .getByRole('button', { name: t('rejectionTemplates.add') })
      .click();
    await main(posterPage).getByLabel(t('rejectionTemplates.name')).fill(templateName);
    await main(posterPage).getByLabel(t('rejectionTemplates.bodyTr')).fill(templateText);
    await main(posterPage)
      .getByRole('button', { name: t('rejectionTemplates.save') })
      .click();
    await expectToast(posterPage, t('toast.templateSaved'));
    await expect(main(posterPage).getByRole('heading', { name: templateName })).toBeVisible();

    // Olumsuz, asked first, with the template's words in the applicant's language.
    await main(posterPage)
      .getByLabel(t('applicants.status'))
      .selectOption(t('applicationStatus.rejected'));
    const dialog = posterPage.getByRole('dialog', {
      name: t('applicants.rejectQuestion', { name: seeker.name }),
    });
    await dialog.getByLabel(t('rejectMessage.template')).selectOption(templateName);
    await expect(dialog.getByLabel(t('rejectMessage.message'))).toHaveValue(templateText);
    await dialog.getByRole('button', { name: t('applicants.confirmReject') }).click();
    await expect(main(posterPage).getByText(t('applicants.rejectionMessage'))).toBeVisible();

    // Once the undo time has passed, the mail quotes it; Başvurularım shows it too.
    const mail = await mailWithSubject(
      seeker.email,
      t('applicationStatusMail.rejectedSubject', { jobTitle: job.title }),
      statusMailDelayMs + 15_000,
    );
    expect(mail.text).toContain(t('applicationStatusMail.messageLead'));
    expect(mail.text).toContain(templateText);
    await gotoHydrated(page, hrefs.myApplications());
    await expect(main(page).getByText(t('myApplications.rejectionMessage'))).toBeVisible();
    await expect(main(page).getByText(templateText)).toBeVisible();
  },
);
