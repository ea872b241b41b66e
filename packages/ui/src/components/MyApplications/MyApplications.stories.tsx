import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  cvButton,
  entryOf,
  expiredApplication,
  makeMyApplication,
  myApplications,
  removedApplication,
  withdrawnApplication,
} from '../../storybook/applications';
import {
  expectFailureShownAs,
  expectRetryOfFailedLoad,
  failedLoad,
  failureInStoryLanguage,
} from '../../storybook/failures';
import { now } from '../../storybook/fixtures';
import { myApplicationsControl } from '../../storybook/memberChoices';
import { myAnsweredApplication } from '../../storybook/screening';
import { storyTexts } from '../../texts/storyTexts';
import { applicationStatusLabelIds } from '../ApplicationStatusBadge/ApplicationStatusBadge';
import { MyApplications } from './MyApplications';

const meta = {
  title: 'Components/MyApplications',
  component: MyApplications,
  argTypes: { applications: myApplicationsControl },
  args: {
    signedIn: true,
    applications: myApplications,
    now,
    onDownloadCv: fn(),
    onWithdraw: fn(),
  },
} satisfies Meta<typeof MyApplications>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One application of each status, newest first: each posting links to its detail, with its
 * company and city, status and dates; a CV's button reports its application.
 */
export const EachStatus: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('myApplications.title'),
    );
    const entries = canvas.getAllByRole('article');
    await expect(entries).toHaveLength(myApplications.length);
    for (const [index, application] of myApplications.entries()) {
      const entry = within(entries[index] as HTMLElement);
      await expect(entry.getByRole('link', { name: application.posting.title })).toHaveAttribute(
        'href',
        `/detail/${application.posting.slug}`,
      );
      await expect(entries[index]).toHaveTextContent(
        t(applicationStatusLabelIds[application.status]),
      );
    }
    const [first] = myApplications;
    await userEvent.click(
      entryOf(context.canvas, first?.posting.title ?? '').getByRole('button', {
        name: cvButton(t, first?.posting.title ?? ''),
      }),
    );
    await expect(args.onDownloadCv).toHaveBeenCalledWith(first?.id);
  },
};

/**
 * A posting its poster took down shows what was applied to, with no link and no CV, and says so;
 * an expired one keeps its link and its CV, and says it expired.
 */
export const TakenDownAndExpired: Story = {
  args: { applications: [removedApplication, expiredApplication] },
  play: async (context) => {
    const { t } = storyTexts(context);
    const removed = entryOf(context.canvas, removedApplication.posting.title);
    await expect(removed.queryByRole('link')).toBeNull();
    await expect(removed.getByText(t('myApplications.removed'))).toBeVisible();
    await expect(removed.queryByRole('button')).toBeNull();
    await expect(removed.getByText(removedApplication.note)).toBeVisible();

    const expired = entryOf(context.canvas, expiredApplication.posting.title);
    await expect(
      expired.getByRole('link', { name: expiredApplication.posting.title }),
    ).toHaveAttribute('href', `/detail/${expiredApplication.posting.slug}`);
    await expect(expired.getByText(t('myApplications.expired'))).toBeVisible();
    await expect(
      expired.getByRole('button', { name: new RegExp(t('cvDownload.download')) }),
    ).toBeVisible();
  },
};

/**
 * An application to a posting that asked screening questions, over one to a posting that asked
 * none: 'Yanıtlarınız' lists each question as it was asked and the member's answer, a yes/no in
 * words; never whether an answer disqualifies (the applicant's answers do not say). The other
 * shows no answers.
 */
export const WithAnswers: Story = {
  args: { applications: [myAnsweredApplication, ...myApplications.slice(1, 2)] },
  play: async (context) => {
    const { t } = storyTexts(context);
    const entry = entryOf(context.canvas, myAnsweredApplication.posting.title);
    await expect(entry.getByText(t('myApplications.answers'))).toBeVisible();
    const [permit, , office, , swiftui] = myAnsweredApplication.answers;
    await expect(entry.getByText(permit?.label ?? '').nextElementSibling).toHaveTextContent(
      t('answer.yes'),
    );
    await expect(entry.getByText(swiftui?.label ?? '').nextElementSibling).toHaveTextContent(
      t('answer.no'),
    );
    // The poster counts 'Hiç' against the applicant; the applicant is not told.
    await expect(entry.getByText(office?.label ?? '').nextElementSibling).toHaveTextContent(
      /^Hiç$/,
    );
    await expect(context.canvas.queryByText(t('applicants.disqualified'))).toBeNull();
    await expect(context.canvas.getAllByText(t('myApplications.answers'))).toHaveLength(1);
  },
};

/**
 * A rejection that came with a message: under the application, 'İlan sahibinin mesajı' and the
 * poster's words as they wrote them, line breaks kept.
 */
export const RejectedWithMessage: Story = {
  args: {
    applications: [
      makeMyApplication({
        status: 'rejected',
        status_changed_at: '2026-11-22T14:00:00.000Z',
        rejection_message:
          'Başvurunuz için teşekkür ederiz.\nBu pozisyon için başka bir adayla ilerlemeye karar verdik.',
      }),
    ],
  },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByText(t('myApplications.rejectionMessage'))).toBeVisible();
    await expect(context.canvas.getByText(/başka bir adayla ilerlemeye/)).toBeVisible();
  },
};

/** A CV on its way: its button spins, the others stay ready. */
export const Downloading: Story = {
  args: { downloadingCvId: myApplications[1]?.id },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const title = myApplications[1]?.posting.title;
    const busy = canvas.getByRole('button', { name: cvButton(t, title ?? '', true) });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await expect(args.onDownloadCv).not.toHaveBeenCalled();
    await expect(
      canvas.getAllByRole('button', { name: new RegExp(`^${t('cvDownload.download')}`) }),
    ).toHaveLength(myApplications.length - 1);
  },
};

/**
 * Withdrawing is asked first, in the board's confirmation: 'Vazgeç' keeps the application, the red
 * button withdraws it.
 */
export const Withdrawing: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const [first] = myApplications;
    const title = first?.posting.title ?? '';
    const withdraw = () =>
      userEvent.click(
        entryOf(canvas, title).getByRole('button', { name: t('withdrawApplication.button') }),
      );
    const page = within(canvas.getByRole('heading', { level: 1 }).ownerDocument.body);
    await withdraw();
    const question = t('withdrawApplication.question', { title });
    await expect(page.getByRole('dialog', { name: question })).toHaveAccessibleDescription(
      t('withdrawApplication.consequence'),
    );
    await userEvent.click(page.getByRole('button', { name: t('withdrawApplication.cancel') }));
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(args.onWithdraw).not.toHaveBeenCalled();
    await withdraw();
    await userEvent.click(page.getByRole('button', { name: t('withdrawApplication.confirm') }));
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
    await expect(args.onWithdraw).toHaveBeenCalledWith(first?.id);
  },
};

/** The withdrawal on its way: the dialog stays, its buttons waiting. */
export const WithdrawalOnItsWay: Story = {
  args: { withdrawingId: myApplications[0]?.id },
  play: async (context) => {
    const { t } = storyTexts(context);
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = within(page.getByRole('dialog'));
    await expect(
      dialog.getByRole('button', { name: t('withdrawApplication.withdrawing') }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * A withdrawn application, in grey: when it was sent, its stages and its withdrawal, the note, and
 * no CV or withdrawal left.
 */
export const Withdrawn: Story = {
  args: { applications: [withdrawnApplication] },
  play: async (context) => {
    const { t } = storyTexts(context);
    const entry = entryOf(context.canvas, withdrawnApplication.posting.title);
    await expect(entry.getByText(t('applicationStatus.withdrawn'))).toBeVisible();
    await expect(entry.getByText(t('myApplications.withdrawn'))).toBeVisible();
    const stages = entry.getByRole('list', { name: t('applicationStages.label') });
    await expect(
      within(stages)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      expect.stringContaining(t('applicationDates.applied')),
      expect.stringContaining(t('applicationStatus.reviewed')),
      expect.stringContaining(t('applicationStatus.interview')),
      expect.stringContaining(t('applicationDates.withdrawn')),
    ]);
    await expect(entry.queryByRole('button')).toBeNull();
    // Its posting still takes applications: the member may apply again.
    await expect(entry.getByRole('link', { name: t('myApplications.applyAgain') })).toHaveAttribute(
      'href',
      `/detail/${withdrawnApplication.posting.slug}/apply`,
    );
  },
};

/** Withdrawn and then sent again: the new one stands above it, and no second 'Yeniden başvur'. */
export const AppliedAgain: Story = {
  args: {
    applications: [
      {
        ...withdrawnApplication,
        id: 7,
        withdrawn_at: null,
        stages: [],
        status: 'new',
        cv: myApplications[0]?.cv ?? null,
      },
      withdrawnApplication,
    ],
  },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getAllByRole('article')).toHaveLength(2);
    await expect(
      context.canvas.queryByRole('link', { name: t('myApplications.applyAgain') }),
    ).toBeNull();
    await expect(
      context.canvas.getByRole('button', { name: t('withdrawApplication.button') }),
    ).toBeVisible();
  },
};

/** On their way: the entries' shapes under the title, one status for screen readers. */
export const Loading: Story = {
  args: { applications: [], loading: true },
  play: async (context) => {
    await expect(context.canvas.getByRole('status')).toHaveTextContent(
      storyTexts(context).t('myApplications.loading'),
    );
    await expect(context.canvas.queryByRole('article')).toBeNull();
  },
};

/** They did not arrive: why, as the app tells it, and a retry. */
export const Failed: Story = {
  args: { applications: [], failed: failedLoad('error.unreachable') },
  decorators: [failureInStoryLanguage],
  play: (context) => expectRetryOfFailedLoad(context, 'myApplications.loadFailed'),
};

/** Nothing sent yet: says so, with a link to the list where the language puts it. */
export const Empty: Story = {
  args: { applications: [] },
  play: async (context) => {
    const { t } = storyTexts(context);
    const link = context.canvas.getByRole('link', { name: t('myApplications.browse') });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link.parentElement).toHaveTextContent(
      t('myApplications.none', { browse: t('myApplications.browse') }),
    );
  },
};

/** A visitor: asked to sign in, and brought back here after it. */
export const SignedOut: Story = {
  args: { applications: [], signedIn: false },
  play: async (context) => {
    const { t } = storyTexts(context);
    const link = context.canvas.getByRole('link', { name: t('applicationLists.signIn') });
    await expect(link).toHaveAttribute('href', '/login?next=%2Fapplications');
    await expect(link.parentElement).toHaveTextContent(
      t('myApplications.signInToSee', { signIn: t('applicationLists.signIn') }),
    );
  },
};

/**
 * A don't for the guidance page: a failed read shown as an empty list (`failed` not passed).
 * 'You haven't applied to a job yet' to a member who has, with nothing to try again.
 */
export const DontFailedReadAsEmpty: Story = {
  args: { applications: [] },
  play: (context) =>
    expectFailureShownAs(
      context,
      context.canvas.getByRole('link', { name: storyTexts(context).t('myApplications.browse') }),
    ),
};
