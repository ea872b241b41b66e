import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { expectRetryOfFailedLoad, failedLoad, failureInStoryLanguage } from '../storybook/failures';
import { goJob, iosJob } from '../storybook/fixtures';
import { emptyQueue, moderationQueue, pendingOnlyQueue } from '../storybook/moderation';
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
    const [first, second] = reported.getAllByRole('article');
    // The most reported first, with its reports and who made them (a member or a visitor).
    await expect(first).toHaveAccessibleName(iosJob.title);
    await expect(first).toHaveTextContent(t('moderation.reportCount', { count: 3 }));
    await expect(first).toHaveTextContent(t('moderation.reason.fraud'));
    await expect(first).toHaveTextContent(t('moderation.byVisitor'));
    await expect(second).toHaveTextContent(t('moderation.reportCount', { count: 1 }));
    await expect(second).toHaveTextContent(t('moderation.log'));
    await expect(canvas.getByRole('region', { name: t('moderation.pending') })).toBeVisible();
    await expect(canvas.getByRole('region', { name: t('moderation.hidden') })).toHaveTextContent(
      t('moderation.posterSuspended'),
    );
    await userEvent.click(
      within(first as HTMLElement).getByRole('button', { name: t('moderation.action.hide') }),
    );
    await expect(args.onPendingChange).toHaveBeenCalledWith({
      kind: 'job',
      action: 'hide',
      slug: iosJob.slug,
      title: iosJob.title,
    });
  },
} satisfies Story;

/** Reported postings (most reported first), one awaiting approval, one taken down; Hide asks first. */
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
