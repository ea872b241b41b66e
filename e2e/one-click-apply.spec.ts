import { readFileSync } from 'node:fs';
import { hrefs } from '@job/contract';
import type { Page } from '@playwright/test';
import {
  escaped,
  expect,
  expectToast,
  gotoHydrated,
  pdfFile,
  postJob,
  recordRequests,
  t,
  twoMembers,
  uniqueTitle,
} from './support';

const main = (page: Page) => page.getByRole('main');

const applyButton = (page: Page) =>
  main(page).getByRole('button', { name: t('applyForm.submit'), exact: true });

twoMembers(
  'a seeker stores a CV once, then applies to two postings in one press each; a reload keeps a half-written note; a posting that asks for a note gets one',
  async ({ page: posterPage, member: poster, other: { member: seeker, page }, request }) => {
    const first = await postJob(request, poster.token, { title: uniqueTitle('Design Engineer') });
    const second = await postJob(request, poster.token, { title: uniqueTitle('Web Engineer') });
    const asksForANote = await postJob(request, poster.token, {
      title: uniqueTitle('Staff Engineer'),
      coverNoteRequired: 'true',
    });
    const cv = pdfFile(`CV of ${seeker.name}`);

    // The profile, once: a CV and what the seeker is looking for.
    await gotoHydrated(page, hrefs.profile());
    await main(page)
      .getByRole('link', { name: t('profileNav.cv') })
      .click();
    await expect(page).toHaveURL(hrefs.profileSection('cv'));
    // 'CV ekle (PDF, en fazla 5 MB)', its size in the reader's units.
    const addLabel = t('storedCvs.add', { size: '' }).split('(')[0]?.trim() ?? '';
    await main(page)
      .getByLabel(new RegExp(`^${escaped(addLabel)}`))
      .setInputFiles({ name: 'Ayşe CV.pdf', mimeType: 'application/pdf', buffer: cv });
    const stored = main(page).getByRole('listitem').filter({ hasText: 'Ayşe CV.pdf' });
    await expect(stored.getByText(t('storedCvs.default'), { exact: true })).toBeVisible();
    await main(page).getByLabel(t('seekerProfile.headline')).fill('Frontend developer, React');
    await main(page).getByLabel(t('workplace.remote')).check();
    await main(page)
      .getByLabel(t('seekerProfile.link', { number: 1 }))
      .fill('https://github.com/ayse');
    await main(page)
      .getByRole('button', { name: t('seekerProfile.save') })
      .click();
    await expectToast(page, t('toast.seekerProfileSaved'));

    // The first posting: the stored CV is chosen; half a note survives a reload.
    await gotoHydrated(page, hrefs.apply(first.slug));
    await expect(main(page).getByRole('radio', { name: 'Ayşe CV.pdf' })).toBeChecked();
    await main(page).getByLabel(t('applyForm.noteOptional')).fill('I would love to');
    await page.reload();
    await expect(main(page).getByLabel(t('applyForm.noteOptional'))).toHaveValue('I would love to');
    await expect(main(page).getByRole('radio', { name: 'Ayşe CV.pdf' })).toBeChecked();
    await applyButton(page).click();
    await expectToast(page, t('toast.applied'));

    // The second: one press, no note, no file sent.
    const sent = recordRequests(page, `/api/jobs/${second.slug}/applications`);
    await gotoHydrated(page, hrefs.apply(second.slug));
    await applyButton(page).click();
    await expectToast(page, t('toast.applied'));
    const body = String(sent[0]?.body);
    expect(body).toContain('name="stored_cv"');
    expect(body).not.toContain('filename=');

    // A posting that asks for a note says so before anything is sent.
    await gotoHydrated(page, hrefs.apply(asksForANote.slug));
    const note = main(page).getByLabel(t('applyForm.note'));
    await applyButton(page).click();
    await expect(main(page).getByText(t('validation.noteRequired'))).toBeVisible();
    await expect(note).toBeFocused();
    await note.fill('Ten years of web platform work.');
    await applyButton(page).click();
    await expectToast(page, t('toast.applied'));

    // The poster gets the stored CV under its own name, byte for byte.
    await gotoHydrated(posterPage, hrefs.applicants(second.slug));
    await expect(main(posterPage).getByRole('heading', { name: seeker.name })).toBeVisible();
    const downloading = posterPage.waitForEvent('download');
    await main(posterPage)
      .getByRole('button', { name: new RegExp(`^${escaped(t('cvDownload.download'))}`) })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Ayşe CV.pdf');
    expect(readFileSync(await download.path()).equals(cv)).toBe(true);
  },
);
