import { hrefs } from '@job/contract';
import type { Page } from '@playwright/test';
import {
  expect,
  expectToast,
  gotoHydrated,
  logIn,
  pdfFile,
  postJob,
  registerAccount,
  t,
  twoMembers,
  uniqueTitle,
} from './support';

const main = (page: Page) => page.getByRole('main');

/** The job form's question of `number`, a group of its own. */
const question = (page: Page, number: number) =>
  main(page).getByRole('group', { name: t('jobForm.question', { number }), exact: true });

const permitQuestion = 'Türkiye’de çalışma izniniz var mı?';
const yearsQuestion = 'Kaç yıl React deneyiminiz var?';

twoMembers(
  'a poster asks screening questions; a required one left unanswered is refused; a disqualifying answer shows in the list and its filter',
  async ({ page: posterPage, member: poster, other: { member: seeker, page }, request }) => {
    const job = await postJob(request, poster.token, { title: uniqueTitle('React Engineer') });

    // The poster asks two questions on the edit form: a required yes/no that 'Hayır'
    // disqualifies, and a number below 2 disqualifies.
    await gotoHydrated(posterPage, hrefs.editJob(job.slug));
    const addQuestion = main(posterPage).getByRole('button', { name: t('jobForm.addQuestion') });
    await addQuestion.click();
    const first = question(posterPage, 1);
    await expect(first.getByLabel(t('jobForm.questionLabel'))).toBeFocused();
    await first.getByLabel(t('jobForm.questionLabel')).fill(permitQuestion);
    await first.getByLabel(t('jobForm.questionRequired')).check();
    await first.getByLabel(t('jobForm.disqualifyingAnswer')).selectOption(t('jobForm.answerNo'));
    await addQuestion.click();
    const second = question(posterPage, 2);
    await second.getByLabel(t('jobForm.questionKind')).selectOption(t('questionKind.number'));
    await second.getByLabel(t('jobForm.questionLabel')).fill(yearsQuestion);
    await second.getByLabel(t('jobForm.questionMinimum')).fill('2');
    await main(posterPage).getByRole('button', { name: 'Save' }).click();
    await expectToast(posterPage, t('toast.jobUpdated'));

    // The edit form opens with them again, the rules kept.
    await gotoHydrated(posterPage, hrefs.editJob(job.slug));
    await expect(question(posterPage, 1).getByLabel(t('jobForm.questionLabel'))).toHaveValue(
      permitQuestion,
    );
    await expect(question(posterPage, 2).getByLabel(t('jobForm.questionMinimum'))).toHaveValue('2');

    // The seeker leaves the required question unanswered: refused, with the message under it.
    await gotoHydrated(page, hrefs.apply(job.slug));
    await main(page)
      .getByLabel(/^CV/)
      .setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: pdfFile(`CV of ${seeker.name}`),
      });
    const submit = main(page).getByRole('button', { name: t('applyForm.submit'), exact: true });
    await submit.click();
    const permit = main(page).getByRole('group', { name: permitQuestion });
    await expect(permit.getByText(t('validation.answerRequired'))).toBeVisible();
    await expect(page).toHaveURL(hrefs.apply(job.slug));

    // Answered, with a 'Hayır' that disqualifies (the seeker never learns it does).
    await permit.getByLabel(t('answer.no')).check();
    await main(page)
      .getByLabel(t('applyForm.questionOptional', { label: yearsQuestion }))
      .fill('4');
    await submit.click();
    await expectToast(page, t('toast.applied'));

    // Another applicant who qualifies, through the API.
    const third = await registerAccount(request);
    const thirdToken = await logIn(request, third);
    const [permitId, yearsId] = await questionIds(request, job.slug);
    const applied = await request.post(`/api/jobs/${job.slug}/applications`, {
      headers: { authorization: `Bearer ${thirdToken}` },
      multipart: {
        cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfFile(third.name) },
        answers: JSON.stringify({ [permitId ?? '']: 'yes', [yearsId ?? '']: '6' }),
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);

    // The poster sees both with their answers; the seeker's 'Hayır' is marked.
    await gotoHydrated(posterPage, hrefs.applicants(job.slug));
    const seekersEntry = main(posterPage)
      .getByRole('listitem')
      .filter({ has: posterPage.getByRole('heading', { name: seeker.name }) });
    await expect(seekersEntry.getByText(t('applicants.disqualified')).first()).toBeVisible();
    await expect(main(posterPage).getByRole('heading', { name: third.name })).toBeVisible();

    // The filter keeps only those with a disqualifying answer, in the address too.
    const answersFilter = main(posterPage).getByLabel(t('applicants.answerFilter'), {
      exact: true,
    });
    await answersFilter.selectOption(t('applicants.answerFilter.disqualified'));
    await expect(posterPage).toHaveURL(/[?&]answers=disqualified/);
    await expect(main(posterPage).getByRole('heading', { name: seeker.name })).toBeVisible();
    await expect(main(posterPage).getByRole('heading', { name: third.name })).toHaveCount(0);
    await answersFilter.selectOption(t('applicants.answerFilter.qualified'));
    await expect(main(posterPage).getByRole('heading', { name: third.name })).toBeVisible();
    await expect(main(posterPage).getByRole('heading', { name: seeker.name })).toHaveCount(0);
    // And one answer to one question.
    await answersFilter.selectOption(
      t('applicants.answerFilter.answer', { question: permitQuestion, answer: t('answer.no') }),
    );
    await expect(main(posterPage).getByRole('heading', { name: seeker.name })).toBeVisible();
    await expect(main(posterPage).getByRole('heading', { name: third.name })).toHaveCount(0);
  },
);

/** The ids of a posting's questions, as any reader of the posting gets them. */
async function questionIds(
  request: Parameters<typeof postJob>[0],
  slug: string,
): Promise<string[]> {
  const response = await request.get(`/api/jobs/${slug}`);
  const { data } = (await response.json()) as {
    data: { screening_questions: { id: string }[] };
  };
  return data.screening_questions.map(({ id }) => id);
}
