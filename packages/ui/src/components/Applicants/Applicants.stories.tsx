import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import {
  cvButton,
  entryOf,
  makeApplication,
  receivedApplications,
  withdrawnReceivedApplication,
} from '../../storybook/applications';
import {
  expectFailureShownAs,
  expectRetryOfFailedLoad,
  failedLoad,
  failureInStoryLanguage,
} from '../../storybook/failures';
import { iosJob, now } from '../../storybook/fixtures';
import { applicantsJobControl, receivedApplicationsControl } from '../../storybook/memberChoices';
import { filledTemplate, rejectionTemplates } from '../../storybook/rejectionTemplates';
import { answeredApplications, screeningQuestions } from '../../storybook/screening';
import { onMobile } from '../../storybook/viewports';
import { storyTexts } from '../../texts/storyTexts';
import { Applicants } from './Applicants';
import { defaultArrangement } from './arrangement';

const [newOne, reviewed, englishReader] = receivedApplications as [
  (typeof receivedApplications)[number],
  (typeof receivedApplications)[number],
  (typeof receivedApplications)[number],
];

const meta = {
  title: 'Components/Applicants',
  component: Applicants,
  argTypes: { job: applicantsJobControl, applications: receivedApplicationsControl },
  args: {
    signedIn: true,
    job: iosJob,
    applications: receivedApplications,
    now,
    onStatusChange: fn(),
    onMoveMany: fn(),
    onDownloadCv: fn(),
    onRate: fn(),
    onAddNote: fn(async () => true),
    onEditNote: fn(async () => true),
    onDeleteNote: fn(),
    // Offered by the rejection's dialog; their own part under the list is `WithTemplates`'.
    templates: rejectionTemplates,
  },
} satisfies Meta<typeof Applicants>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One application of each status under the posting's title (a link to its detail) and their
 * count; each applicant's address opens a mail; choosing another status reports it, choosing the
 * same one does not; a CV's button reports its application.
 */
export const EachStatus: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('link', { name: t('applicants.back') })).toHaveAttribute(
      'href',
      '/profile',
    );
    const heading = within(canvas.getByRole('heading', { level: 1, name: iosJob.title }));
    await expect(heading.getByRole('link')).toHaveAttribute('href', '/detail/ios-developer');
    await expect(
      canvas.getByText(t('applicationCount.total', { count: 4 }), { exact: false }),
    ).toHaveTextContent(
      `${t('applicationCount.total', { count: 4 })} · ${t('applicationCount.new', { count: 1 })}`,
    );

    // A posting that asks no screening questions: nothing to show the list by answers.
    await expect(canvas.queryByLabelText(t('applicants.answerFilter'))).toBeNull();

    const entry = entryOf(context.canvas, reviewed.applicant.name);
    await expect(entry.getByRole('link', { name: reviewed.applicant.email })).toHaveAttribute(
      'href',
      `mailto:${reviewed.applicant.email}`,
    );
    const status = entry.getByLabelText(t('applicants.status'));
    await expect(status).toHaveValue('reviewed');
    await userEvent.selectOptions(status, t('applicationStatus.reviewed'));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await userEvent.selectOptions(status, t('applicationStatus.interview'));
    await expect(args.onStatusChange).toHaveBeenCalledOnce();
    await expect(args.onStatusChange).toHaveBeenCalledWith(reviewed.id, 'interview');

    await userEvent.click(
      entryOf(context.canvas, newOne.applicant.name).getByRole('button', {
        name: cvButton(t, newOne.applicant.name),
      }),
    );
    await expect(args.onDownloadCv).toHaveBeenCalledOnce();
    await expect(args.onDownloadCv).toHaveBeenCalledWith(newOne.id);
  },
};

/**
 * A status change on its way: the chosen status shows, saving, and the select takes no other
 * choice until it is done.
 */
export const StatusChanging: Story = {
  args: { changingStatusId: reviewed.id },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const entry = entryOf(context.canvas, reviewed.applicant.name);
    const status = entry.getByLabelText(t('applicants.status'));
    await expect(status).toHaveAttribute('aria-disabled', 'true');
    await expect(entry.getByRole('status')).toHaveTextContent(t('applicants.statusSaving'));
    await userEvent.selectOptions(status, t('applicationStatus.rejected'));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
  },
};

/**
 * The poster chose a status and the app is saving it: the select shows the choice, not the
 * status the application still has, until the answer comes.
 */
export const ChosenWhileSaving: Story = {
  tags: ['!screenshot'],
  render: function SavingOnChoice(args) {
    const [changingStatusId, setChangingStatusId] = useState<number | null>(null);
    return (
      <Applicants
        {...args}
        changingStatusId={changingStatusId}
        onStatusChange={(id, status) => {
          args.onStatusChange(id, status);
          setChangingStatusId(id);
        }}
      />
    );
  },
  play: async (context) => {
    const { t } = storyTexts(context);
    const entry = entryOf(context.canvas, newOne.applicant.name);
    const status = entry.getByLabelText(t('applicants.status'));
    await context.userEvent.selectOptions(status, t('applicationStatus.interview'));
    await expect(context.args.onStatusChange).toHaveBeenCalledWith(newOne.id, 'interview');
    await expect(status).toHaveValue('interview');
  },
};

/** A CV on its way: its button spins, the others stay ready. */
export const Downloading: Story = {
  args: { downloadingCvId: reviewed.id },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const busy = entryOf(context.canvas, reviewed.applicant.name).getByRole('button', {
      name: cvButton(t, reviewed.applicant.name, true),
    });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await expect(args.onDownloadCv).not.toHaveBeenCalled();
  },
};

/** An application without a CV shows no download. */
export const WithoutCv: Story = {
  args: { applications: [makeApplication({ cv: null })] },
  play: async (context) => {
    await expect(
      context.canvas.queryByRole('button', {
        name: new RegExp(storyTexts(context).t('cvDownload.download')),
      }),
    ).toBeNull();
  },
};

/** The rated applications of the story: the interview one rated 3, the reviewed one 5. */
const rated = receivedApplications.map((application) =>
  application.status === 'interview'
    ? { ...application, rating: 3 }
    : application.status === 'reviewed'
      ? { ...application, rating: 5 }
      : application,
);

/**
 * Shown by stage and ordered as the poster chooses: one stage at a time, then every stage with the
 * best rated first and the unrated after them.
 */
export const ByStageAndRating: Story = {
  args: { applications: rated },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const names = () =>
      canvas.getAllByRole('article').map((entry) => entry.querySelector('h2')?.textContent);
    await userEvent.selectOptions(
      canvas.getByLabelText(t('applicants.stage')),
      t('applicationStatus.interview'),
    );
    await expect(names()).toEqual(['Can Öztürk']);
    await userEvent.selectOptions(
      canvas.getByLabelText(t('applicants.stage')),
      t('applicants.allStages'),
    );
    await userEvent.selectOptions(
      canvas.getByLabelText(t('applicants.order')),
      t('applicants.order.rating'),
    );
    await expect(names()).toEqual(['Zeynep Kaya', 'Can Öztürk', 'Mehmet Demir', 'Elif Şahin']);
  },
};

/**
 * The stage and order kept by the app (the address): the list shows them, and a choice is told
 * with the other as it is, for the app to keep.
 */
export const ArrangedByTheApp: Story = {
  args: {
    arrangement: { ...defaultArrangement, stage: 'interview', order: 'rating' },
    onArrange: fn(),
  },
  tags: ['!screenshot'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByLabelText(t('applicants.stage'))).toHaveValue('interview');
    await expect(canvas.getAllByRole('article')).toHaveLength(
      receivedApplications.filter(({ status }) => status === 'interview').length,
    );
    await userEvent.selectOptions(
      canvas.getByLabelText(t('applicants.order')),
      t('applicants.order.oldest'),
    );
    await expect(args.onArrange).toHaveBeenCalledWith({
      ...defaultArrangement,
      stage: 'interview',
      order: 'oldest',
    });
    await userEvent.selectOptions(
      canvas.getByLabelText(t('applicants.ratingFilter')),
      t('applicants.ratingFilter.atLeast3'),
    );
    await expect(args.onArrange).toHaveBeenLastCalledWith({
      ...defaultArrangement,
      stage: 'interview',
      order: 'rating',
      rating: '3',
    });
  },
};

/** No application at the stage chosen: says so, with a way back to all of them. */
export const NoneAtTheStage: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.selectOptions(
      canvas.getByLabelText(t('applicants.stage')),
      t('applicationStatus.hired'),
    );
    await expect(canvas.getByText(t('applicants.noneChosen'), { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('applicants.showAll') }));
    await expect(canvas.getAllByRole('article')).toHaveLength(receivedApplications.length);
    await userEvent.selectOptions(
      canvas.getByLabelText(t('applicants.stage')),
      t('applicationStatus.hired'),
    );
  },
};

const [qualifiedOne, tooLittleExperience, noPermit] = answeredApplications as [
  (typeof answeredApplications)[number],
  (typeof answeredApplications)[number],
  (typeof answeredApplications)[number],
];

const [permit] = screeningQuestions as [(typeof screeningQuestions)[number]];

/** The names of the applications shown, in their order. */
function shownNames(context: Context) {
  return context.canvas
    .queryAllByRole('article')
    .map((entry) => entry.querySelector('h2')?.textContent);
}

/** 'Yanıtlar': the list by the screening answers. */
function answersSelect(context: Context) {
  return context.canvas.getByLabelText(storyTexts(context).t('applicants.answerFilter'));
}

/** The answers' option for one answer to a yes/no question: 'Türkiye’de… — Hayır'. */
function yesNoOption(context: Context, question: { label: string }, answer: 'yes' | 'no') {
  const { t } = storyTexts(context);
  return t('applicants.answerFilter.answer', {
    question: question.label,
    answer: t(answer === 'yes' ? 'answer.yes' : 'answer.no'),
  });
}

/**
 * A posting with screening questions: each application lists its answers under 'Ön eleme
 * yanıtları', each question as it was asked with the answer (a yes/no in words), a
 * disqualifying one marked 'Eleyen yanıt'; a disqualified application says so beside its
 * applicant's address too, in words and in red. 'Yanıtlar' offers the list by the answers.
 */
export const WithAnswers: Story = {
  args: { applications: answeredApplications, questions: screeningQuestions },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const disqualified = t('applicants.disqualified');
    await expect(answersSelect(context)).toHaveValue('all');

    const qualified = entryOf(canvas, qualifiedOne.applicant.name);
    await expect(qualified.queryByText(disqualified)).toBeNull();
    await expect(qualified.getByText(t('applicants.answers'))).toBeVisible();
    const permitAnswer = qualified.getByText(permit.label).nextElementSibling;
    await expect(permitAnswer).toHaveTextContent(t('answer.yes'));

    const refused = entryOf(canvas, noPermit.applicant.name);
    // Once beside the address, once at the answer that disqualifies: the 'Hayır' to the permit.
    await expect(refused.getAllByText(disqualified)).toHaveLength(2);
    await expect(refused.getByText(permit.label).nextElementSibling).toHaveTextContent(
      `${t('answer.no')}${disqualified}`,
    );
    await expect(
      refused.getByRole('link', { name: noPermit.applicant.email }).parentElement,
    ).toHaveTextContent(`${noPermit.applicant.email}${disqualified}`);

    const tooFew = entryOf(canvas, tooLittleExperience.applicant.name);
    await expect(tooFew.getByText('1,5').parentElement).toHaveTextContent(`1,5${disqualified}`);
  },
};

/** At 375 px: the answers, the badges and the three selects wrap in the column. */
export const WithAnswersMobile: Story = { ...WithAnswers, ...onMobile };

/** In English: the answers' words and the badges, the questions as their poster wrote them. */
export const WithAnswersInEnglish: Story = { ...WithAnswers, globals: { locale: 'en' } };

/**
 * Shown by the answers: 'Eleyen yanıtı olanlar' leaves only the disqualified applications, each
 * marked; one answer to a yes/no question only those who gave it; 'Eleyen yanıtı olmayanlar' the
 * others.
 */
export const ByAnswers: Story = {
  args: { applications: answeredApplications, questions: screeningQuestions },
  play: async (context) => {
    const { userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.selectOptions(
      answersSelect(context),
      t('applicants.answerFilter.disqualified'),
    );
    await expect(shownNames(context)).toEqual(['Zeynep Kaya', 'Can Öztürk', 'Elif Şahin']);
    for (const entry of context.canvas.getAllByRole('article')) {
      await expect(within(entry).getAllByText(t('applicants.disqualified')).length).toBeGreaterThan(
        0,
      );
    }
    await userEvent.selectOptions(answersSelect(context), t('applicants.answerFilter.qualified'));
    await expect(shownNames(context)).toEqual([qualifiedOne.applicant.name]);
    await userEvent.selectOptions(answersSelect(context), yesNoOption(context, permit, 'yes'));
    await expect(shownNames(context)).toEqual(['Mehmet Demir', 'Zeynep Kaya', 'Elif Şahin']);
    await userEvent.selectOptions(answersSelect(context), yesNoOption(context, permit, 'no'));
    await expect(answersSelect(context)).toHaveValue('q-permit=no');
    await expect(shownNames(context)).toEqual([noPermit.applicant.name]);
    // The list is what is reviewed, not the focus the choice left.
    answersSelect(context).blur();
  },
};

/**
 * The answers kept by the app (the address) with the stage and order: the list shows them, and a
 * choice is told with the others; an answer filter the questions do not offer (an old link) shows
 * every application.
 */
export const AnswersArrangedByTheApp: Story = {
  args: {
    applications: answeredApplications,
    questions: screeningQuestions,
    arrangement: { ...defaultArrangement, order: 'oldest', answers: 'disqualified' },
    onArrange: fn(),
  },
  tags: ['!screenshot'],
  play: async (context) => {
    const { args, userEvent } = context;
    await expect(answersSelect(context)).toHaveValue('disqualified');
    await expect(shownNames(context)).toEqual(['Elif Şahin', 'Can Öztürk', 'Zeynep Kaya']);
    await userEvent.selectOptions(answersSelect(context), yesNoOption(context, permit, 'no'));
    await expect(args.onArrange).toHaveBeenCalledWith({
      ...defaultArrangement,
      order: 'oldest',
      answers: 'q-permit=no',
    });
  },
};

/** An answer filter the posting's questions do not offer, from an old link: every application. */
export const UnknownAnswerFilter: Story = {
  args: {
    applications: answeredApplications,
    questions: screeningQuestions,
    arrangement: { ...defaultArrangement, answers: 'q-gone=yes' },
  },
  tags: ['!screenshot'],
  play: async (context) => {
    await expect(answersSelect(context)).toHaveValue('all');
    await expect(context.canvas.getAllByRole('article')).toHaveLength(answeredApplications.length);
  },
};

/**
 * No application at the stage with the answers chosen: says so, and 'Tümünü göster' shows every
 * stage and every answer again.
 */
export const NoneMatching: Story = {
  args: { applications: answeredApplications, questions: screeningQuestions },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const stage = canvas.getByLabelText(t('applicants.stage'));
    await userEvent.selectOptions(stage, t('applicationStatus.new'));
    await userEvent.selectOptions(
      answersSelect(context),
      t('applicants.answerFilter.disqualified'),
    );
    await expect(canvas.getByText(t('applicants.noneMatching'), { exact: false })).toBeVisible();
    await expect(canvas.queryByText(t('applicants.noneChosen'), { exact: false })).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('applicants.showAll') }));
    await expect(stage).toHaveValue('all');
    await expect(answersSelect(context)).toHaveValue('all');
    await expect(canvas.getAllByRole('article')).toHaveLength(answeredApplications.length);
    await userEvent.selectOptions(stage, t('applicationStatus.new'));
    await userEvent.selectOptions(
      answersSelect(context),
      t('applicants.answerFilter.disqualified'),
    );
  },
};

/** 'Puan': the list by the poster's rating. */
function ratingSelect(context: Context) {
  return context.canvas.getByLabelText(storyTexts(context).t('applicants.ratingFilter'));
}

/** 'Başvuru tarihi': the list by when the applications were sent. */
function sentSelect(context: Context) {
  return context.canvas.getByLabelText(storyTexts(context).t('applicants.sentFilter'));
}

/**
 * Shown by the rating: 'Puanlanmamış' leaves those not rated yet, 'En az 3 yıldız' those rated 3
 * and 5, 'En az 4 yıldız' only the one rated 5.
 */
export const ByRating: Story = {
  args: { applications: rated },
  play: async (context) => {
    const { userEvent } = context;
    const { t } = storyTexts(context);
    await expect(ratingSelect(context)).toHaveValue('all');
    await userEvent.selectOptions(ratingSelect(context), t('applicants.ratingFilter.unrated'));
    await expect(shownNames(context)).toEqual(['Mehmet Demir', 'Elif Şahin']);
    await userEvent.selectOptions(ratingSelect(context), t('applicants.ratingFilter.atLeast3'));
    await expect(shownNames(context)).toEqual(['Zeynep Kaya', 'Can Öztürk']);
    await userEvent.selectOptions(ratingSelect(context), t('applicants.ratingFilter.atLeast4'));
    await expect(ratingSelect(context)).toHaveValue('4');
    await expect(shownNames(context)).toEqual([reviewed.applicant.name]);
    ratingSelect(context).blur();
  },
};

/** At 375 px: the four selects two by two above the one applicant left. */
export const ByRatingMobile: Story = { ...ByRating, ...onMobile };

/** In English: the rating's choices in words. */
export const ByRatingInEnglish: Story = { ...ByRating, globals: { locale: 'en' } };

/**
 * Shown by the date sent, counted back from `now` (23 November): 'Son 7 gün' leaves out the one
 * sent on 12 November; 'Son 30 gün' shows them all again.
 */
export const RecentOnly: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.selectOptions(sentSelect(context), t('applicants.sentFilter.month'));
    await expect(shownNames(context)).toHaveLength(receivedApplications.length);
    await userEvent.selectOptions(sentSelect(context), t('applicants.sentFilter.week'));
    await expect(sentSelect(context)).toHaveValue('7');
    await expect(shownNames(context)).toEqual(['Mehmet Demir', 'Zeynep Kaya', 'Can Öztürk']);
    sentSelect(context).blur();
  },
};

/** At 375 px: the last week's applications under the selects. */
export const RecentOnlyMobile: Story = { ...RecentOnly, ...onMobile };

/** In English: the dates' choices in words. */
export const RecentOnlyInEnglish: Story = { ...RecentOnly, globals: { locale: 'en' } };

/**
 * No application matches the stage, the rating and the date chosen: says so (not that the stage
 * has none), and 'Tümünü göster' shows them all again, every filter reset and the order kept.
 */
export const NoneMatchingAnyFilter: Story = {
  args: { applications: rated },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const stage = canvas.getByLabelText(t('applicants.stage'));
    const order = canvas.getByLabelText(t('applicants.order'));
    const chooseNothingMatching = async () => {
      await userEvent.selectOptions(stage, t('applicationStatus.interview'));
      await userEvent.selectOptions(ratingSelect(context), t('applicants.ratingFilter.atLeast4'));
      await userEvent.selectOptions(sentSelect(context), t('applicants.sentFilter.week'));
    };
    await userEvent.selectOptions(order, t('applicants.order.oldest'));
    await chooseNothingMatching();
    await expect(canvas.getByText(t('applicants.noneMatching'), { exact: false })).toBeVisible();
    await expect(canvas.queryByText(t('applicants.noneChosen'), { exact: false })).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('applicants.showAll') }));
    await expect(stage).toHaveValue('all');
    await expect(ratingSelect(context)).toHaveValue('all');
    await expect(sentSelect(context)).toHaveValue('all');
    await expect(order).toHaveValue('oldest');
    await expect(shownNames(context)).toEqual([
      'Elif Şahin',
      'Can Öztürk',
      'Zeynep Kaya',
      'Mehmet Demir',
    ]);
    await chooseNothingMatching();
    sentSelect(context).blur();
  },
};

/** At 375 px: the message and its 'Tümünü göster' under the selects. */
export const NoneMatchingAnyFilterMobile: Story = { ...NoneMatchingAnyFilter, ...onMobile };

/** In English: the message and its button. */
export const NoneMatchingAnyFilterInEnglish: Story = {
  ...NoneMatchingAnyFilter,
  globals: { locale: 'en' },
};

/**
 * Olumsuz is asked first, naming the applicant and when they will be told: 'Vazgeç' keeps the
 * status as it was, the red button sets it.
 */
export const RejectionAsked: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const status = entryOf(canvas, reviewed.applicant.name).getByLabelText(t('applicants.status'));
    const page = within(context.canvasElement.ownerDocument.body);
    const question = t('applicants.rejectQuestion', { name: reviewed.applicant.name });
    await userEvent.selectOptions(status, t('applicationStatus.rejected'));
    await expect(page.getByRole('dialog', { name: question })).toHaveAccessibleDescription(
      t('applicants.rejectConsequence'),
    );
    await userEvent.click(page.getByRole('button', { name: t('applicants.cancelReject') }));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await expect(status).toHaveValue('reviewed');
    await userEvent.selectOptions(status, t('applicationStatus.rejected'));
    await userEvent.click(page.getByRole('button', { name: t('applicants.confirmReject') }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(reviewed.id, 'rejected', {});
  },
};

/** A rejection sent with a message: the poster sees what they wrote to the applicant. */
export const RejectedWithMessage: Story = {
  args: {
    applications: [
      makeApplication({
        status: 'rejected',
        status_changed_at: '2026-11-22T14:00:00.000Z',
        rejection_message: 'Başvurunuz için teşekkür ederiz. Başka bir adayla ilerliyoruz.',
      }),
    ],
  },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByText(t('applicants.rejectionMessage'))).toBeVisible();
  },
};

/**
 * The poster's rejection templates under the list, opened: each with its languages and the start
 * of its texts, to change in place or delete.
 */
export const WithTemplates: Story = {
  args: { onSaveTemplate: fn(), onDeleteTemplate: fn() },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.click(
      canvas.getByText(t('rejectionTemplates.summary', { count: rejectionTemplates.length })),
    );
    await expect(canvas.getByRole('heading', { name: filledTemplate.name })).toBeVisible();
  },
};

/**
 * A rejection with a template, to an applicant who reads the board in English: the dialog says
 * so, the template fills the message with its English text, which the poster may still change;
 * the message is what is sent.
 */
export const RejectionWithTemplate: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const status = entryOf(canvas, englishReader.applicant.name).getByLabelText(
      t('applicants.status'),
    );
    const page = within(context.canvasElement.ownerDocument.body);
    await userEvent.selectOptions(status, t('applicationStatus.rejected'));
    const dialog = within(
      page.getByRole('dialog', {
        name: t('applicants.rejectQuestion', { name: englishReader.applicant.name }),
      }),
    );
    await expect(
      dialog.getByText(t('rejectMessage.applicantLanguage', { language: 'en' })),
    ).toBeVisible();
    await userEvent.selectOptions(
      dialog.getByLabelText(t('rejectMessage.template')),
      filledTemplate.name,
    );
    const message = dialog.getByLabelText(t('rejectMessage.message'));
    await expect(message).toHaveValue(filledTemplate.body_en);
    await userEvent.type(message, ' Kind regards.');
    await userEvent.click(dialog.getByRole('button', { name: t('applicants.confirmReject') }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(englishReader.id, 'rejected', {
      message: `${filledTemplate.body_en} Kind regards.`,
    });
  },
};

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The bar for several at once, and one applicant's box by their name. */
function moveSeveral(context: Context) {
  const { t } = storyTexts(context);
  const bar = within(context.canvas.getByRole('group', { name: t('applicants.several') }));
  return {
    bar,
    all: bar.getByRole('checkbox', { name: t('applicants.selectAll') }),
    move: () => bar.getByRole('button', { name: t('applicants.move') }),
    picked: bar.getByRole('status'),
    boxOf: (name: string) =>
      context.canvas.getByRole('checkbox', { name: t('applicants.pick', { name }) }),
  };
}

/**
 * Several moved at once: a box on each applicant (none on one who withdrew), 'Tümünü seç' with a
 * dash while some are picked, and the count. 'Taşı' does nothing with none picked; with some, it
 * reports the picked ones and the stage chosen, and the picking starts again.
 */
export const MovingSeveral: Story = {
  args: { applications: [...receivedApplications, withdrawnReceivedApplication] },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const { bar, all, move, picked, boxOf } = moveSeveral(context);
    await expect(picked).toHaveTextContent(t('applicants.picked', { count: 0 }));
    await userEvent.click(move());
    await expect(args.onMoveMany).not.toHaveBeenCalled();
    await expect(
      entryOf(canvas, withdrawnReceivedApplication.applicant.name).queryByRole('checkbox'),
    ).toBeNull();
    await userEvent.click(boxOf(reviewed.applicant.name));
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(picked).toHaveTextContent(
      t('applicants.picked', { count: receivedApplications.length }),
    );
    await userEvent.click(boxOf(newOne.applicant.name));
    await userEvent.selectOptions(
      bar.getByLabelText(t('applicants.moveTo')),
      t('applicationStatus.interview'),
    );
    await userEvent.click(move());
    const others = receivedApplications.filter(({ id }) => id !== newOne.id).map(({ id }) => id);
    await expect(args.onMoveMany).toHaveBeenCalledWith(expect.arrayContaining(others), 'interview');
    await expect(args.onMoveMany).toHaveBeenCalledOnce();
    await expect(args.onMoveMany.mock.calls[0]?.[0]).toHaveLength(others.length);
    await expect(all).not.toBeChecked();
    await expect(picked).toHaveTextContent(t('applicants.picked', { count: 0 }));
  },
};

/** Two applicants picked: their boxes ticked, 'Tümünü seç' a dash, the count said. */
export const SeveralPicked: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    const { all, picked, boxOf } = moveSeveral(context);
    await context.userEvent.click(boxOf(newOne.applicant.name));
    await context.userEvent.click(boxOf(reviewed.applicant.name));
    await expect(all).toBePartiallyChecked();
    await expect(picked).toHaveTextContent(t('applicants.picked', { count: 2 }));
  },
};

/**
 * Olumsuz for several is asked first too, with how many: 'Vazgeç' moves nothing and keeps them
 * picked, the red button moves them.
 */
export const SeveralRejectionAsked: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const { bar, all, move } = moveSeveral(context);
    const page = within(context.canvasElement.ownerDocument.body);
    const question = t('applicants.rejectManyQuestion', { count: receivedApplications.length });
    await userEvent.click(all);
    await userEvent.selectOptions(
      bar.getByLabelText(t('applicants.moveTo')),
      t('applicationStatus.rejected'),
    );
    await userEvent.click(move());
    await expect(page.getByRole('dialog', { name: question })).toHaveAccessibleDescription(
      t('applicants.rejectManyConsequence'),
    );
    await userEvent.click(page.getByRole('button', { name: t('applicants.cancelReject') }));
    await expect(args.onMoveMany).not.toHaveBeenCalled();
    await expect(all).toBeChecked();
    await userEvent.click(move());
    await userEvent.click(page.getByRole('button', { name: t('applicants.confirmReject') }));
    await expect(args.onMoveMany).toHaveBeenCalledWith(expect.any(Array), 'rejected', {});
  },
};

/**
 * Several turned down with a template: its texts shown as each applicant will get them, in their
 * own language, and the template sent by its id for the server to write each one.
 */
export const SeveralRejectedWithTemplate: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const { bar, all, move } = moveSeveral(context);
    const page = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(all);
    await userEvent.selectOptions(
      bar.getByLabelText(t('applicants.moveTo')),
      t('applicationStatus.rejected'),
    );
    await userEvent.click(move());
    const dialog = within(
      page.getByRole('dialog', {
        name: t('applicants.rejectManyQuestion', { count: receivedApplications.length }),
      }),
    );
    await userEvent.selectOptions(
      dialog.getByLabelText(t('rejectMessage.template')),
      filledTemplate.name,
    );
    await expect(dialog.getByText(filledTemplate.body_en)).toBeVisible();
    await expect(dialog.queryByLabelText(t('rejectMessage.message'))).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: t('applicants.confirmReject') }));
    await expect(args.onMoveMany).toHaveBeenCalledWith(expect.any(Array), 'rejected', {
      template: filledTemplate.id,
    });
  },
};

/** A move of several on its way: 'Taşınıyor…', and a second press reports nothing. */
export const MovingSeveralSaving: Story = {
  args: { movingMany: true },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const { all } = moveSeveral(context);
    await userEvent.click(all);
    const moving = canvas.getByRole('button', { name: t('applicants.moving') });
    await expect(moving).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(moving);
    await expect(args.onMoveMany).not.toHaveBeenCalled();
  },
};

/** One applicant only: nothing to move several of, so no boxes and no bar. */
export const OneApplicant: Story = {
  args: { applications: [newOne] },
  tags: ['!screenshot'],
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.queryByRole('checkbox')).toBeNull();
    await expect(context.canvas.queryByRole('group', { name: t('applicants.several') })).toBeNull();
  },
};

/**
 * An applicant who withdrew, beside one who did not: grey and said so, with the stages it went
 * through, no status to set and no CV; the count of new ones leaves it out.
 */
export const Withdrawn: Story = {
  args: { applications: [newOne, withdrawnReceivedApplication] },
  play: async (context) => {
    const { t } = storyTexts(context);
    const entry = entryOf(context.canvas, withdrawnReceivedApplication.applicant.name);
    await expect(entry.getByText(t('applicationStatus.withdrawn'))).toBeVisible();
    await expect(entry.getByText(t('applicants.withdrawn'))).toBeVisible();
    await expect(entry.queryByLabelText(t('applicants.status'))).toBeNull();
    await expect(
      entry.queryByRole('button', { name: new RegExp(t('cvDownload.download')) }),
    ).toBeNull();
    await expect(entry.getByRole('list', { name: t('applicationStages.label') })).toHaveTextContent(
      t('applicationStatus.reviewed'),
    );
    await expect(
      context.canvas.getByText(t('applicationCount.total', { count: 2 }), { exact: false }),
    ).toHaveTextContent(t('applicationCount.new', { count: 1 }));
  },
};

/** No applications yet: says so, and that each new one also arrives by mail. */
export const Empty: Story = {
  args: { applications: [] },
  play: async (context) => {
    await expect(context.canvas.getByText(storyTexts(context).t('applicants.none'))).toBeVisible();
    await expect(context.canvas.queryByRole('list')).toBeNull();
  },
};

/** Not this member's posting, or none at all (the API's 404): not found. */
export const NotFound: Story = {
  args: { job: undefined, applications: [] },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('heading', {
        level: 1,
        name: storyTexts(context).t('notFound.heading'),
      }),
    ).toBeVisible();
  },
};

/** On their way: the way back and 'Başvurular' as the title, then the shapes of the entries. */
export const Loading: Story = {
  args: { job: undefined, applications: [], loading: true },
  play: async (context) => {
    await expect(context.canvas.getByRole('status')).toHaveTextContent(
      storyTexts(context).t('applicants.loading'),
    );
    await expect(context.canvas.queryByRole('article')).toBeNull();
  },
};

/** They did not arrive (the server failed, or did not answer): why, and a retry. */
export const Failed: Story = {
  args: { job: undefined, applications: [], failed: failedLoad('error.failed') },
  decorators: [failureInStoryLanguage],
  play: (context) => expectRetryOfFailedLoad(context, 'applicants.loadFailed'),
};

/** A visitor: asked to sign in, and brought back to this posting's applications after it. */
export const SignedOut: Story = {
  args: { signedIn: false, job: undefined, applications: [], slug: iosJob.slug },
  play: async (context) => {
    const { t } = storyTexts(context);
    const link = context.canvas.getByRole('link', { name: t('applicationLists.signIn') });
    await expect(link).toHaveAttribute(
      'href',
      '/login?next=%2Fmy-jobs%2Fios-developer%2Fapplications',
    );
    await expect(link.parentElement).toHaveTextContent(
      t('applicants.signInToSee', { signIn: t('applicationLists.signIn') }),
    );
  },
};

/**
 * A don't for the guidance page: a failed read (`failed` not passed) shown as the API's 404. The
 * poster reads that their posting is gone, with nothing to try again.
 */
export const DontFailedReadAsNotFound: Story = {
  args: { job: undefined, applications: [] },
  play: (context) =>
    expectFailureShownAs(
      context,
      context.canvas.getByRole('heading', { name: storyTexts(context).t('notFound.heading') }),
    ),
};
