import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  cvButton,
  entryOf,
  manyApplications,
  receivedApplications,
  reviewNotes,
  withdrawnReceivedApplication,
} from '../storybook/applications';
import { expectRetryOfFailedLoad, failedLoad, failureInStoryLanguage } from '../storybook/failures';
import { iosJob, now } from '../storybook/fixtures';
import { applicantsJobControl, receivedApplicationsControl } from '../storybook/memberChoices';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { rejectionTemplates } from '../storybook/rejectionTemplates';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { ApplicantsScreen } from './ApplicantsScreen';

const [newOne, reviewed] = receivedApplications as [
  (typeof receivedApplications)[number],
  (typeof receivedApplications)[number],
];

const meta = {
  title: 'Screens/ApplicantsScreen',
  component: ApplicantsScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
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
    templates: rejectionTemplates,
    onSaveTemplate: fn(),
    onDeleteTemplate: fn(),
  },
} satisfies Meta<typeof ApplicantsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One application of each status; the poster sets one to 'görüşme' and downloads a CV, and the
 * app is told each.
 */
export const EachStatus: Story = {
  ...signedIn,
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(context.canvas.getAllByRole('article')).toHaveLength(4);
    await userEvent.selectOptions(
      entryOf(context.canvas, newOne.applicant.name).getByLabelText(t('applicants.status')),
      t('applicationStatus.interview'),
    );
    await expect(args.onStatusChange).toHaveBeenCalledOnce();
    await expect(args.onStatusChange).toHaveBeenCalledWith(newOne.id, 'interview');
    await userEvent.click(
      entryOf(context.canvas, reviewed.applicant.name).getByRole('button', {
        name: cvButton(t, reviewed.applicant.name),
      }),
    );
    await expect(args.onDownloadCv).toHaveBeenCalledOnce();
    await expect(args.onDownloadCv).toHaveBeenCalledWith(reviewed.id);
  },
};

export const EachStatusMobile: Story = { ...signedIn, ...onMobile };

/**
 * Twelve applications, three still new, the others through every status. On a phone an entry looks
 * as in EachStatusMobile; twelve of them would be taller than a screenshot can be.
 */
export const Many: Story = {
  ...signedIn,
  args: { applications: manyApplications() },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getAllByRole('article')).toHaveLength(12);
    await expect(context.canvas.getAllByLabelText(t('applicants.status'))).toHaveLength(12);
  },
};

/** A status change on its way: that select is busy, the others are not. */
export const StatusChanging: Story = {
  ...signedIn,
  args: { changingStatusId: reviewed.id },
  play: async (context) => {
    const { t } = storyTexts(context);
    const selects = context.canvas.getAllByLabelText(t('applicants.status'));
    await expect(selects.map((select) => select.getAttribute('aria-disabled') === 'true')).toEqual([
      false,
      true,
      false,
      false,
    ]);
  },
};

export const StatusChangingMobile: Story = { ...StatusChanging, ...onMobile };

/** A CV on its way, on a phone: its button spins. */
export const DownloadingMobile: Story = {
  ...signedIn,
  ...onMobile,
  args: { downloadingCvId: newOne.id },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      entryOf(context.canvas, newOne.applicant.name).getByRole('button', {
        name: cvButton(t, newOne.applicant.name, true),
      }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

const reviewedByThePoster = {
  ...signedIn,
  args: {
    applications: [{ ...newOne, rating: 4, notes: reviewNotes }, ...receivedApplications.slice(1)],
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const entry = entryOf(canvas, newOne.applicant.name);
    await userEvent.click(
      entry.getByText(t('applicantReview.notes', { count: reviewNotes.length })),
    );
    await expect(entry.getByText(t('applicantReview.notesHint'))).toBeVisible();
    await expect(
      entry.getByRole('radio', { name: t('applicantReview.stars', { count: 4 }) }),
    ).toBeChecked();
  },
} satisfies Story;

/** The poster's four stars and two private notes on the newest applicant, unfolded. */
export const Reviewed: Story = reviewedByThePoster;

export const ReviewedMobile: Story = { ...reviewedByThePoster, ...onMobile };

/** A private note rewritten in place, its text in the field with the change's save and 'Vazgeç'. */
const editingANote = {
  ...reviewedByThePoster,
  play: async (context) => {
    await reviewedByThePoster.play(context);
    const { t } = storyTexts(context);
    const entry = entryOf(context.canvas, newOne.applicant.name);
    const [first] = entry.getAllByRole('article');
    await context.userEvent.click(
      within(first as HTMLElement).getByRole('button', { name: t('applicantReview.editNote') }),
    );
    await expect(entry.getByLabelText(t('applicantReview.editLabel'))).toHaveValue(
      reviewNotes[0]?.body,
    );
  },
} satisfies Story;

export const EditingANote: Story = editingANote;

export const EditingANoteMobile: Story = { ...editingANote, ...onMobile };

/**
 * Olumsuz for all of them on a phone: asked first, with how many, the template to write with
 * focused (Enter on it sends nothing).
 */
export const SeveralRejectionAskedMobile: Story = {
  ...signedIn,
  ...onMobile,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const several = within(canvas.getByRole('group', { name: t('applicants.several') }));
    await userEvent.click(several.getByRole('checkbox', { name: t('applicants.selectAll') }));
    await userEvent.selectOptions(
      several.getByLabelText(t('applicants.moveTo')),
      t('applicationStatus.rejected'),
    );
    await userEvent.click(several.getByRole('button', { name: t('applicants.move') }));
    const dialog = within(context.canvasElement.ownerDocument.body).getByRole('dialog', {
      name: t('applicants.rejectManyQuestion', { count: receivedApplications.length }),
    });
    await expect(within(dialog).getByLabelText(t('rejectMessage.template'))).toHaveFocus();
  },
};

/**
 * Olumsuz chosen on a phone: asked first, naming the applicant, with the message to write them,
 * the template to start from focused.
 */
export const RejectionAskedMobile: Story = {
  ...signedIn,
  ...onMobile,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const status = entryOf(canvas, reviewed.applicant.name).getByLabelText(t('applicants.status'));
    await userEvent.selectOptions(status, t('applicationStatus.rejected'));
    const dialog = within(context.canvasElement.ownerDocument.body).getByRole('dialog', {
      name: t('applicants.rejectQuestion', { name: reviewed.applicant.name }),
    });
    await expect(within(dialog).getByLabelText(t('rejectMessage.template'))).toHaveFocus();
  },
};

/** Two applicants picked on a phone to move at once: the bar wraps, the list stays under it. */
export const SeveralPickedMobile: Story = {
  ...signedIn,
  ...onMobile,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    for (const { applicant } of [newOne, reviewed]) {
      await userEvent.click(
        canvas.getByRole('checkbox', { name: t('applicants.pick', { name: applicant.name }) }),
      );
    }
    await expect(canvas.getByText(t('applicants.picked', { count: 2 }))).toBeVisible();
  },
};

const withdrawn = {
  ...signedIn,
  args: { applications: [newOne, withdrawnReceivedApplication] },
  play: async (context) => {
    const { t } = storyTexts(context);
    const entry = entryOf(context.canvas, withdrawnReceivedApplication.applicant.name);
    await expect(entry.getByText(t('applicants.withdrawn'))).toBeVisible();
    await expect(entry.queryByLabelText(t('applicants.status'))).toBeNull();
  },
} satisfies Story;

/** An applicant who withdrew: grey, said so, no status to set and no CV; the stages kept. */
export const Withdrawn: Story = withdrawn;

export const WithdrawnMobile: Story = { ...withdrawn, ...onMobile };

const empty = {
  ...signedIn,
  args: { applications: [] },
  play: async (context) => {
    await expect(context.canvas.getByText(storyTexts(context).t('applicants.none'))).toBeVisible();
  },
} satisfies Story;

/** No applications yet, and a word that new ones arrive by mail too. */
export const Empty: Story = empty;

export const EmptyMobile: Story = { ...empty, ...onMobile };

const notFound = {
  ...signedIn,
  args: { job: undefined, applications: [] },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('heading', {
        level: 1,
        name: storyTexts(context).t('notFound.heading'),
      }),
    ).toBeVisible();
  },
} satisfies Story;

/** Another member's posting, or none (the API answers 404 for both): not found. */
export const NotFound: Story = notFound;

export const NotFoundMobile: Story = { ...notFound, ...onMobile };

const loading = {
  ...signedIn,
  args: { job: undefined, applications: [], loading: true },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('applicants.eyebrow') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('applicants.back') })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(t('applicants.loading'));
    await expect(canvas.queryByRole('article')).toBeNull();
  },
} satisfies Story;

/** The page before its posting is known: the way back and its heading, then the rest's shapes. */
export const Loading: Story = loading;

export const LoadingMobile: Story = { ...loading, ...onMobile };

const failed = {
  ...signedIn,
  args: { job: undefined, applications: [], failed: failedLoad('error.timedOut') },
  decorators: [failureInStoryLanguage],
  play: async (context) => {
    const { t } = storyTexts(context);
    // A failure is not the other member's posting: no not-found page.
    await expect(
      context.canvas.queryByRole('heading', { name: t('notFound.heading') }),
    ).not.toBeInTheDocument();
    await expectRetryOfFailedLoad(context, 'applicants.loadFailed');
  },
} satisfies Story;

/**
 * The applications did not arrive (the server did not answer in time): why, and a retry, not
 * the not-found a 404 gives.
 */
export const Failed: Story = failed;

export const FailedMobile: Story = { ...failed, ...onMobile };

const signedOut = {
  args: { signedIn: false, job: undefined, applications: [], slug: iosJob.slug },
  play: async (context) => {
    const main = within(context.canvas.getByRole('main'));
    await expect(
      main.getByRole('link', { name: storyTexts(context).t('applicationLists.signIn') }),
    ).toHaveAttribute('href', '/login?next=%2Fmy-jobs%2Fios-developer%2Fapplications');
  },
} satisfies Story;

/** A visitor is asked to sign in, and comes back to this page after it. */
export const SignedOut: Story = signedOut;

export const SignedOutMobile: Story = { ...signedOut, ...onMobile };

/**
 * A don't for the guidance page: the not-found page before the answer came (`loading` not
 * passed). The poster reads that their posting is gone.
 */
export const DontNotFoundBeforeTheAnswer: Story = {
  ...signedIn,
  args: { job: undefined, applications: [] },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('heading', { level: 1, name: t('notFound.heading') }),
    ).toBeVisible();
    await expect(context.canvas.queryByText(t('applicants.loading'))).toBeNull();
  },
};
