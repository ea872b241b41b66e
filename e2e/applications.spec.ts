import { readFileSync } from 'node:fs';
import { hrefs } from '@job/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiTexts,
  escaped,
  expect,
  expectToast,
  gotoHydrated,
  mailsTo,
  mailWithSubject,
  pdfFile,
  pngImage,
  postJob,
  recordRequests,
  registerAccount,
  signedIn,
  t,
  test,
  twoMembers,
  uniqueTitle,
} from './support';

const main = (page: Page) => page.getByRole('main');

/** How long the journeys' server holds a status mail for its undo (playwright.config.ts). */
const statusMailDelayMs = Number(process.env.E2E_STATUS_MAIL_DELAY_SECONDS) * 1000;

/** A name that starts with the text. */
const startingWith = (text: string) => new RegExp(`^${escaped(text)}`);

/**
 * A posting's 'Başvur' on its detail, a link whichever way the posting takes applications: the
 * word alone, or followed by what a screen reader is told of a new tab (not 'Başvurularım').
 */
const applyLink = (page: Page) =>
  main(page).getByRole('link', { name: new RegExp(`^${escaped(t('applyAction.apply'))}(\\s|$)`) });

/** The apply form's fields and its button. */
const noteField = (page: Page) => main(page).getByLabel(t('applyForm.noteOptional'));
const cvField = (page: Page) => main(page).getByLabel(startingWith('CV'));
const submitButton = (page: Page) =>
  main(page).getByRole('button', { name: t('applyForm.submit'), exact: true });

/**
 * The applicant was mailed the interview once its undo time passed, and never the rejection taken
 * back before it.
 */
async function expectInvitedNeverRejected(email: string, jobTitle: string) {
  await mailWithSubject(
    email,
    t('applicationStatusMail.interviewSubject', { jobTitle }),
    statusMailDelayMs + 15_000,
  );
  expect(mailsTo(email).map((mail) => mail.subject)).not.toContain(
    t('applicationStatusMail.rejectedSubject', { jobTitle }),
  );
}

/** `applicant` applies to the posting of `slug` with `note` and a PDF, as the form would send it. */
async function applyThroughTheApi(
  request: APIRequestContext,
  slug: string,
  applicant: { name: string; token: string },
  note: string,
) {
  const applied = await request.post(`/api/jobs/${slug}/applications`, {
    headers: { authorization: `Bearer ${applicant.token}` },
    multipart: {
      note,
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfFile(applicant.name) },
    },
  });
  expect(applied.status()).toBe(201);
}

test.describe('applying on the site', () => {
  // Three mails besides the journey's pages: each may wait for the sender's next look at the
  // outbox, and the status mail for its undo time (STATUS_MAIL_DELAY_SECONDS) too.
  test.describe.configure({ timeout: 90_000 });

  twoMembers(
    'a member applies with a PDF; the poster reads it, downloads the CV and invites them; both are mailed',
    async ({ page: posterPage, member: poster, other: { member: applicant, page }, request }) => {
      // Posted as the original client does, with no apply method: it takes applications here.
      const job = await postJob(request, poster.token, {
        title: uniqueTitle('Frontend Developer'),
      });
      expect(job).toMatchObject({ apply_method: 'site', apply_to: null });
      const cv = pdfFile(`CV of ${applicant.name}`);
      const note = 'Five years of React and design systems.\nI would love to talk.';

      await gotoHydrated(page, hrefs.detail(job.slug));
      await applyLink(page).click();
      await expect(page).toHaveURL(hrefs.apply(job.slug));
      await noteField(page).fill(note);
      await cvField(page).setInputFiles({
        name: 'ayse-cv.pdf',
        mimeType: 'application/pdf',
        buffer: cv,
      });
      await submitButton(page).click();
      await expectToast(page, t('toast.applied'));
      await expect(
        main(page).getByText(t('applyScreen.appliedTitle', { title: job.title })),
      ).toBeVisible();
      // The detail now says the member applied, instead of offering the form again.
      await gotoHydrated(page, hrefs.detail(job.slug));
      await expect(
        main(page).getByRole('link', { name: t('applyAction.myApplications') }),
      ).toBeVisible();
      await expect(applyLink(page)).toHaveCount(0);

      // The poster's own detail leads to the applications, not to the form.
      await gotoHydrated(posterPage, hrefs.detail(job.slug));
      await expect(
        main(posterPage).getByRole('link', { name: t('applyAction.applicants') }),
      ).toBeVisible();
      // And to its edit form, filled with the posting.
      await main(posterPage)
        .getByRole('link', { name: t('applyAction.edit') })
        .click();
      await expect(posterPage).toHaveURL(hrefs.editJob(job.slug));
      await expect(posterPage.getByLabel('Title')).toHaveValue(job.title);
      await gotoHydrated(posterPage, hrefs.profileSection('postings'));
      const count = main(posterPage).getByRole('link', {
        name: `${t('applicationCount.total', { count: 1 })} · ${t('applicationCount.new', { count: 1 })}`,
      });
      await count.click();
      await expect(posterPage).toHaveURL(hrefs.applicants(job.slug));
      await expect(main(posterPage).getByRole('heading', { name: applicant.name })).toBeVisible();
      await expect(
        main(posterPage).getByRole('link', { name: applicant.email, exact: true }),
      ).toHaveAttribute('href', `mailto:${applicant.email}`);
      await expect(main(posterPage).getByText(note.split('\n')[0] as string)).toBeVisible();

      const downloading = posterPage.waitForEvent('download');
      await main(posterPage)
        .getByRole('button', { name: startingWith(t('cvDownload.download')) })
        .click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('ayse-cv.pdf');
      expect(readFileSync(await download.path()).equals(cv)).toBe(true);

      // A rejection taken back from its toast before its mail leaves: the applicant never hears of it.
      const statusField = main(posterPage).getByLabel(startingWith(t('applicants.status')));
      await statusField.selectOption({ label: t('applicationStatus.rejected') });
      await posterPage
        .getByRole('dialog', { name: t('applicants.rejectQuestion', { name: applicant.name }) })
        .getByRole('button', { name: t('applicants.confirmReject') })
        .click();
      await expectToast(
        posterPage,
        t('toast.applicationStatusSet', { status: t('applicationStatus.rejected') }),
      );
      await posterPage.getByRole('button', { name: t('toast.undoStatus') }).click();
      await expect(statusField).toHaveValue('new');
      await expectToast(
        posterPage,
        t('toast.applicationStatusSet', { status: t('applicationStatus.new') }),
      );
      await statusField.selectOption({ label: t('applicationStatus.interview') });
      const status = t('applicationStatus.interview');
      await expectToast(posterPage, t('toast.applicationStatusSet', { status }));

      // Başvurularım, from the member menu.
      await page.getByRole('banner').getByRole('button', { name: applicant.name }).click();
      await page.getByRole('menuitem', { name: t('memberMenu.applications') }).click();
      await expect(page).toHaveURL(hrefs.myApplications());
      const entry = main(page)
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: job.title }) });
      await expect(entry.getByText(status, { exact: true })).toBeVisible();

      await mailWithSubject(
        poster.email,
        t('applicationReceivedMail.subject', {
          applicantName: applicant.name,
          jobTitle: job.title,
        }),
      );
      await mailWithSubject(
        applicant.email,
        t('applicationSentMail.subject', { jobTitle: job.title }),
      );
      await expectInvitedNeverRejected(applicant.email, job.title);
    },
  );
});

twoMembers(
  'the poster rates and notes an applicant, who follows the stages and withdraws; the poster can no longer answer',
  async ({ page: posterPage, member: poster, other: { member: applicant, page }, request }) => {
    const job = await postJob(request, poster.token, { title: uniqueTitle('Platform Engineer') });
    await applyThroughTheApi(request, job.slug, applicant, 'Kubernetes and Go for six years.');

    await gotoHydrated(posterPage, hrefs.applicants(job.slug));
    const statusField = main(posterPage).getByLabel(startingWith(t('applicants.status')));
    await statusField.selectOption({ label: t('applicationStatus.offer') });
    const offer = t('applicationStatus.offer');
    await expectToast(posterPage, t('toast.applicationStatusSet', { status: offer }));

    // The poster's own review: four stars and a note, kept across a reload, never the applicant's.
    const review = main(posterPage).getByRole('article', { name: applicant.name });
    // The star is what the pointer meets; its radio is there for the keyboard and screen readers.
    const fourStarsName = { name: t('applicantReview.stars', { count: 4 }) };
    const fourStars = review.getByRole('radio', fourStarsName);
    await review.locator('label', { has: posterPage.getByRole('radio', fourStarsName) }).click();
    await expect(fourStars).toBeChecked();
    await review.getByText(t('applicantReview.notes', { count: 0 })).click();
    const privateNote = `Ask about the on-call rota ${job.slug}`;
    await review.getByLabel(t('applicantReview.noteLabel')).fill(privateNote);
    await review.getByRole('button', { name: t('applicantReview.addNote') }).click();
    await expectToast(posterPage, t('toast.noteAdded'));
    await expect(review.getByLabel(t('applicantReview.noteLabel'))).toHaveValue('');
    await gotoHydrated(posterPage, hrefs.applicants(job.slug));
    await expect(fourStars).toBeChecked();
    await review.getByText(t('applicantReview.notes', { count: 1 })).click();
    await expect(review.getByText(privateNote)).toBeVisible();
    // Rewritten in place, and marked as edited.
    await review.getByRole('button', { name: t('applicantReview.editNote') }).click();
    const rewritten = `${privateNote}, and the pager`;
    await review.getByLabel(t('applicantReview.editLabel')).fill(rewritten);
    await review.getByRole('button', { name: t('applicantReview.saveEdit') }).click();
    await expectToast(posterPage, t('toast.noteEdited'));
    await expect(review.getByText(rewritten)).toBeVisible();
    await expect(review.getByText(t('applicantReview.edited'), { exact: false })).toBeVisible();

    await gotoHydrated(page, hrefs.myApplications());
    const entry = main(page).getByRole('article', { name: job.title });
    await expect(entry.getByText(offer, { exact: true })).toBeVisible();
    await expect(main(page).getByText(privateNote, { exact: false })).toHaveCount(0);
    const stages = entry.getByRole('list', { name: t('applicationStages.label') });
    await expect(stages.getByRole('listitem')).toHaveText([
      startingWith(t('applicationDates.applied')),
      startingWith(`${offer}:`),
    ]);

    await entry.getByRole('button', { name: t('withdrawApplication.button') }).click();
    const dialog = page.getByRole('dialog', {
      name: t('withdrawApplication.question', { title: job.title }),
    });
    await dialog.getByRole('button', { name: t('withdrawApplication.confirm') }).click();
    await expectToast(page, t('toast.withdrawn'));
    await expect(dialog).toBeHidden();
    await expect(entry.getByText(t('applicationStatus.withdrawn'), { exact: true })).toBeVisible();
    await expect(entry.getByText(t('myApplications.withdrawn'))).toBeVisible();
    await expect(entry.getByRole('button')).toHaveCount(0);
    await mailWithSubject(
      poster.email,
      t('applicationWithdrawnMail.subject', { applicantName: applicant.name, jobTitle: job.title }),
    );

    // The poster, still on the page from before the withdrawal: the change is refused and the
    // list read again shows why.
    await statusField.selectOption({ label: t('applicationStatus.hired') });
    await expectToast(posterPage, apiTexts.t('api.applicationWithdrawn'));
    await expect(main(posterPage).getByText(t('applicants.withdrawn'))).toBeVisible();
    await expect(statusField).toHaveCount(0);
    await expect(
      main(posterPage).getByRole('button', { name: startingWith(t('cvDownload.download')) }),
    ).toHaveCount(0);
  },
);

signedIn(
  'the poster moves two applicants at once, takes the rejection back before any mail leaves, and invites both',
  async ({ page, token, request }) => {
    test.setTimeout(90_000);
    const job = await postJob(request, token, { title: uniqueTitle('Data Analyst') });
    const applicants = [await registerAccount(request), await registerAccount(request)];
    for (const applicant of applicants) {
      await applyThroughTheApi(request, job.slug, applicant, 'SQL and Python.');
    }

    await gotoHydrated(page, hrefs.applicants(job.slug));
    const several = main(page).getByRole('group', { name: t('applicants.several') });
    const statuses = main(page).getByLabel(startingWith(t('applicants.status')));
    /** Each applicant's status select has `status` chosen. */
    const expectBothAt = (status: string) =>
      expect
        .poll(() =>
          statuses.evaluateAll((selects) =>
            selects.map((select) => (select as HTMLSelectElement).value),
          ),
        )
        .toEqual([status, status]);
    /** Picks every applicant, and moves them to `status`. */
    const moveBoth = async (status: 'rejected' | 'interview') => {
      await several.getByRole('checkbox', { name: t('applicants.selectAll') }).check();
      await expect(several.getByRole('status')).toHaveText(t('applicants.picked', { count: 2 }));
      await several
        .getByLabel(t('applicants.moveTo'))
        .selectOption({ label: t(`applicationStatus.${status}`) });
      await several.getByRole('button', { name: t('applicants.move') }).click();
    };

    await moveBoth('rejected');
    await page
      .getByRole('dialog', { name: t('applicants.rejectManyQuestion', { count: 2 }) })
      .getByRole('button', { name: t('applicants.confirmReject') })
      .click();
    const rejected = t('applicationStatus.rejected');
    await expectToast(page, t('toast.applicationsMoved', { count: 2, status: rejected }));
    await expectBothAt('rejected');
    await page.getByRole('button', { name: t('toast.undoStatus') }).click();
    await expectToast(page, t('toast.movesUndone', { count: 2 }));
    await expectBothAt('new');

    await moveBoth('interview');
    const interview = t('applicationStatus.interview');
    await expectToast(page, t('toast.applicationsMoved', { count: 2, status: interview }));
    // The stage and order chosen stay in the address, through a reload.
    await main(page)
      .getByLabel(t('applicants.stage'), { exact: true })
      .selectOption({ label: interview });
    await expect(page).toHaveURL(`${hrefs.applicants(job.slug)}?stage=interview`);
    await page.reload();
    await expect(main(page).getByLabel(t('applicants.stage'), { exact: true })).toHaveValue(
      'interview',
    );
    await expectBothAt('interview');
    for (const applicant of applicants)
      await expectInvitedNeverRejected(applicant.email, job.title);
  },
);

test('a visitor who presses Başvur signs in and comes back to the form', async ({
  page,
  account,
  request,
}) => {
  const poster = await registerAccount(request);
  const job = await postJob(request, poster.token, { title: uniqueTitle('Backend Developer') });
  await gotoHydrated(page, hrefs.detail(job.slug));
  await applyLink(page).click();
  await expect(page).toHaveURL(hrefs.login(hrefs.apply(job.slug)));
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await main(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(hrefs.apply(job.slug));
  await expect(noteField(page)).toBeVisible();
  await expect(submitButton(page)).toBeVisible();
});

signedIn(
  'a note half written survives a reload, and is gone once the application is sent',
  async ({ page, request }) => {
    const poster = await registerAccount(request);
    const job = await postJob(request, poster.token, { title: uniqueTitle('QA Engineer') });
    await gotoHydrated(page, hrefs.apply(job.slug));
    await noteField(page).fill('Dear team, I have tested');
    await page.reload();
    await expect(noteField(page)).toHaveValue('Dear team, I have tested');

    await noteField(page).pressSequentially(' payment systems.');
    await cvField(page).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: pdfFile('CV'),
    });
    await submitButton(page).click();
    await expectToast(page, t('toast.applied'));
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => key.startsWith('applyNote:')),
      ),
    ).toEqual([]);
  },
);

signedIn(
  "a posting that takes applications at an address opens it in a new tab from its 'Başvur'",
  async ({ page, browser, baseURL }) => {
    const careers = `https://careers.example.com/jobs/${Date.now()}`;
    const title = uniqueTitle('Data Engineer');
    await gotoHydrated(page, hrefs.createJob());
    await page.getByLabel('Title').fill(title);
    await page.getByLabel(t('jobForm.salaryMin')).fill('80000');
    await page.getByLabel('Work Type').selectOption({ label: 'Full-time' });
    await page.getByLabel('Image').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: pngImage(16, 16, [13, 148, 136]),
    });
    await main(page)
      .getByRole('radio', { name: startingWith(t('jobForm.applyUrl')) })
      .check();
    await page.getByLabel(t('jobForm.applyUrlAddress')).fill(careers);
    const created = page.waitForResponse((answer) => answer.url().endsWith('/api/jobs'));
    await page.getByRole('button', { name: 'Save' }).click();
    const { data: job } = (await (await created).json()) as {
      data: { slug: string; apply_method: string; apply_to: string };
    };
    expect(job).toMatchObject({ apply_method: 'url', apply_to: careers });

    // A visitor reads it (its poster would see their applications instead).
    const visitor = await browser.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
    });
    try {
      // No internet here: the poster's page is answered by the test.
      await visitor.route('https://careers.example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Careers</title><h1>Careers</h1>' }),
      );
      const reader = await visitor.newPage();
      await gotoHydrated(reader, hrefs.detail(job.slug));
      const action = applyLink(reader);
      await expect(action).toHaveAttribute('target', '_blank');
      await expect(action).toHaveAttribute('rel', /\bnoopener\b/);
      const opened = visitor.waitForEvent('page');
      await action.click();
      const tab = await opened;
      await expect(tab).toHaveURL(careers);
      await expect(tab.getByRole('heading', { name: 'Careers' })).toBeVisible();
      // The board stays where it was, in its own tab.
      await expect(reader).toHaveURL(hrefs.detail(job.slug));
    } finally {
      await visitor.close();
    }
  },
);

test("a posting that takes applications by mail prepares one with the job's title", async ({
  page,
  request,
  token,
}) => {
  const job = await postJob(request, token, {
    title: uniqueTitle('İK Uzmanı & Ekip Lideri'),
    applyMethod: 'email',
    applyTo: 'jobs@example.com',
  });
  await gotoHydrated(page, hrefs.detail(job.slug));
  await expect(applyLink(page)).toHaveAttribute(
    'href',
    `mailto:jobs@example.com?subject=${encodeURIComponent(job.title)}`,
  );
});

signedIn(
  'a file that is no PDF is refused on the form, and nothing is sent',
  async ({ page, request }) => {
    const poster = await registerAccount(request);
    const job = await postJob(request, poster.token, { title: uniqueTitle('QA Engineer') });
    const sent = recordRequests(page, `/api/jobs/${job.slug}/applications`);
    await gotoHydrated(page, hrefs.apply(job.slug));
    await noteField(page).fill('Please consider my application.');

    // A picture renamed .pdf and declared a PDF: its bytes say otherwise.
    await cvField(page).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: pngImage(8, 8, [0, 0, 0]),
    });
    await submitButton(page).click();
    await expect(main(page).getByText(t('validation.cvNotPdf'), { exact: true })).toBeVisible();

    // A PDF cut short in its upload: no end.
    const cut = pdfFile('cut short');
    await cvField(page).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: cut.subarray(0, cut.indexOf('%%EOF')),
    });
    await submitButton(page).click();
    await expect(main(page).getByText(t('validation.cvTruncated'), { exact: true })).toBeVisible();
    expect(sent).toHaveLength(0);
  },
);
