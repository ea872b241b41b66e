import { hrefs } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import {
  expectFailureShownAs,
  expectRetryOfFailedLoad,
  failedLoad,
  failureInStoryLanguage,
} from '../storybook/failures';
import { frontendJob, goJob, iosJob } from '../storybook/fixtures';
import {
  emptyQueue,
  moderatedQuestions,
  moderationQueue,
  pendingOnlyQueue,
  questionsQueue,
} from '../storybook/moderation';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { ModerationScreen } from './ModerationScreen';

const meta = {
  title: 'Screens/ModerationScreen',
  component: ModerationScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: {
    queue: moderationQueue,
    pending: null,
    onPendingChange: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof ModerationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = {
  ...signedIn,
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const reported = within(canvas.getByRole('region', { name: t('moderation.reported') }));
    const [first, second] = reported.getAllByRole('article') as [HTMLElement, HTMLElement];
    // The most reported first, its title leading to its page, with its reports: who made them (a
    // member or a visitor) and when.
    await expect(first).toHaveAccessibleName(iosJob.title);
    await expect(
      within(first).getByRole('heading', { level: 3 }).querySelector('a'),
    ).toHaveAttribute('href', hrefs.detail(iosJob.slug));
    await expect(first).toHaveTextContent(t('moderation.reportCount', { count: 3 }));
    await expect(first).toHaveTextContent(t('moderation.reason.fraud'));
    await expect(first).toHaveTextContent(t('moderation.byVisitor'));
    await expect(first.querySelectorAll('li time')).toHaveLength(3);
    // The poster's edit since the reports: what it changed.
    await expect(first).toHaveTextContent(t('moderation.field.apply'));
    await expect(second).toHaveTextContent(t('moderation.reportCount', { count: 1 }));
    await expect(second).toHaveTextContent(t('moderation.log'));
    // Every log entry names its posting: the title, and the entry's own link to it.
    await expect(within(second).getAllByRole('link', { name: frontendJob.title })).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: t('moderation.pending') })).toBeVisible();
    const hidden = within(canvas.getByRole('region', { name: t('moderation.hidden') }));
    await expect(hidden.getByRole('article')).toHaveTextContent(t('moderation.posterSuspended'));
    // A suspended poster's suspension can be lifted, not repeated.
    await expect(hidden.queryByRole('button', { name: t('moderation.action.suspend') })).toBeNull();
    await userEvent.click(hidden.getByRole('button', { name: t('moderation.action.unsuspend') }));
    await expect(args.onPendingChange).toHaveBeenCalledWith({
      kind: 'unsuspend',
      memberId: 4,
      name: 'Barış Çelik',
    });
    await userEvent.click(within(first).getByRole('button', { name: t('moderation.action.hide') }));
    await expect(args.onPendingChange).toHaveBeenCalledWith({
      kind: 'job',
      action: 'hide',
      slug: iosJob.slug,
      title: iosJob.title,
    });
  },
} satisfies Story;

/**
 * Reported postings (most reported first, one edited since), one awaiting approval, one taken down
 * with its poster suspended (Lift the suspension); Hide asks first.
 */
export const Loaded: Story = loaded;

export const LoadedMobile: Story = { ...loaded, ...onMobile };

const pendingApprovals = {
  ...signedIn,
  args: { queue: pendingOnlyQueue },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.queryByRole('region', { name: t('moderation.reported') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('moderation.action.approve') }));
    await expect(args.onPendingChange).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'job', action: 'approve' }),
    );
  },
} satisfies Story;

/** With MODERATION=pre and no reports: only the postings awaiting approval, Approve first. */
export const PendingApprovals: Story = pendingApprovals;

export const PendingApprovalsMobile: Story = { ...pendingApprovals, ...onMobile };

const screeningQuestions = {
  ...signedIn,
  args: { queue: questionsQueue },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const pending = within(canvas.getByRole('region', { name: t('moderation.pending') }));
    const [asking, asksNone] = pending.getAllByRole('article') as [HTMLElement, HTMLElement];
    // Sent back by an edit of its questions, whose words a moderator reads here: each label, and
    // a choice question's choices.
    await expect(asking).toHaveTextContent(t('moderation.field.questions'));
    const heading = within(asking).getByRole('heading', { name: t('moderation.questions') });
    await expect(heading).toBeVisible();
    const list = heading.nextElementSibling as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(moderatedQuestions.length);
    for (const [index, question] of moderatedQuestions.entries()) {
      await expect(items[index]).toHaveTextContent(question.label);
      for (const choice of question.choices) await expect(items[index]).toHaveTextContent(choice);
    }
    // A posting that asks none shows nothing of them.
    await expect(
      within(asksNone).queryByRole('heading', { name: t('moderation.questions') }),
    ).toBeNull();
  },
} satisfies Story;

/**
 * With MODERATION=pre, a posting whose poster's edit brought new question words: its screening
 * questions under their heading (a yes/no, a choice with its choices); one asking none shows none.
 */
export const WithScreeningQuestions: Story = screeningQuestions;

export const WithScreeningQuestionsMobile: Story = { ...screeningQuestions, ...onMobile };

const empty = {
  ...signedIn,
  args: { queue: emptyQueue },
  play: async (context) => {
    await expect(context.canvas.getByText(storyTexts(context).t('moderation.empty'))).toBeVisible();
  },
} satisfies Story;

/** Nothing waits: says so. */
export const Empty: Story = empty;

export const EmptyMobile: Story = { ...empty, ...onMobile };

const loading = {
  ...signedIn,
  args: { queue: undefined, loading: true },
  play: async (context) => {
    await expect(context.canvas.getByRole('status')).toHaveTextContent(
      storyTexts(context).t('moderation.loading'),
    );
    await expect(context.canvas.queryByRole('article')).toBeNull();
  },
} satisfies Story;

/** On its way: the items' shapes, one status for screen readers. */
export const Loading: Story = loading;

export const LoadingMobile: Story = { ...loading, ...onMobile };

const failed = {
  ...signedIn,
  args: { queue: undefined, failed: failedLoad('error.unreachable') },
  decorators: [failureInStoryLanguage],
  play: (context) => expectRetryOfFailedLoad(context, 'moderation.loadFailed'),
} satisfies Story;

/** It did not arrive: why, and a retry in its place. */
export const Failed: Story = failed;

export const FailedMobile: Story = { ...failed, ...onMobile };

const actionDialog = {
  ...signedIn,
  args: {
    pending: { kind: 'job', action: 'hide', slug: goJob.slug, title: iosJob.title },
  },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: t('moderation.action.hide') });
    // A reason is required: nothing is done without one.
    await userEvent.click(submit);
    await expect(within(dialog).getByText(t('moderation.reasonMissing'))).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByLabelText(t('moderation.actionReasonLabel')),
      'Ücret istiyor',
    );
    await userEvent.click(submit);
    await expect(args.onConfirm).toHaveBeenCalledWith(args.pending, 'Ücret istiyor');
  },
} satisfies Story;

/** Hide asks for a short reason, mailed to the poster, before anything is done. */
export const ActionDialog: Story = actionDialog;

export const ActionDialogMobile: Story = { ...actionDialog, ...onMobile };

const liftDialog = {
  ...signedIn,
  args: { pending: { kind: 'unsuspend', memberId: 4, name: 'Barış Çelik' } },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const dialog = await screen.findByRole('dialog');
    // The member is mailed the reason.
    await expect(dialog).toHaveTextContent(t('moderation.memberReasonHint'));
    await userEvent.type(
      within(dialog).getByLabelText(t('moderation.actionReasonLabel')),
      'Yanlış üye askıya alınmıştı',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('moderation.action.unsuspend') }),
    );
    await expect(args.onConfirm).toHaveBeenCalledWith(args.pending, 'Yanlış üye askıya alınmıştı');
  },
} satisfies Story;

/** Lifting a suspension asks for a reason too, mailed to the member. */
export const LiftSuspensionDialog: Story = liftDialog;

export const LiftSuspensionDialogMobile: Story = { ...liftDialog, ...onMobile };

const keepDialog = {
  ...signedIn,
  args: { pending: { kind: 'job', action: 'keep', slug: iosJob.slug, title: iosJob.title } },
  play: async (context) => {
    const { t } = storyTexts(context);
    const dialog = await screen.findByRole('dialog');
    // Dismissing the reports tells the poster nothing: the reason stays in the log.
    await expect(dialog).toHaveTextContent(t('moderation.keepReasonHint'));
    await expect(dialog).not.toHaveTextContent(t('moderation.actionReasonHint'));
  },
} satisfies Story;

/** Keep's reason goes to the log only: the poster of a reported posting is not told. */
export const KeepDialog: Story = keepDialog;

export const KeepDialogMobile: Story = { ...keepDialog, ...onMobile };

/**
 * A don't for the guidance page: a queue that did not load (`failed` not passed) shown as an
 * empty one. The moderators read that nothing waits while reports pile up unseen.
 */
export const DontFailedLoadAsEmpty: Story = {
  ...signedIn,
  args: { queue: emptyQueue },
  play: (context) =>
    expectFailureShownAs(
      context,
      context.canvas.getByText(storyTexts(context).t('moderation.empty')),
    ),
};
