import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  expectFailureShownAs,
  expectRetryOfFailedLoad,
  failedLoad,
  failureInStoryLanguage,
} from '../../storybook/failures';
import { backendJob, expiredJob, frontendJob, iosJob, now } from '../../storybook/fixtures';
import { liveAndExpiredPostings, postingsControl } from '../../storybook/memberChoices';
import { storyTexts } from '../../texts/storyTexts';
import { longPostingDate } from '../PostedDate/relativeTime';
import { MyPostings } from './MyPostings';

const meta = {
  title: 'Components/MyPostings',
  component: MyPostings,
  argTypes: { postings: postingsControl },
  args: {
    postings: liveAndExpiredPostings,
    now,
    onDelete: fn(),
    onRenew: fn(),
  },
} satisfies Meta<typeof MyPostings>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

type Action = 'myPostings.renew' | 'myPostings.edit' | 'myPostings.delete';

/** The accessible name of an action on a posting, its word then its title: 'Delete: IOS Developer'. */
function action(context: Context, id: Action, title: string = iosJob.title) {
  return new RegExp(`^${storyTexts(context).t(id)}\\W+${title}$`);
}

/**
 * Each posting's state, end date, saves and applications (a link to them); Edit for both, Renew
 * only for the expired one.
 */
export const LiveAndExpired: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t, language } = storyTexts(context);
    const [live, expired] = canvas.getAllByRole('article');
    await expect(live).toHaveTextContent(t('myPostings.live'));
    await expect(live).toHaveTextContent(
      `${t('myPostings.ends')} ${longPostingDate(new Date(iosJob.expires_at), language)}`,
    );
    await expect(live).toHaveTextContent(t('myPostings.saves', { count: 3 }));
    await expect(
      canvas.getByRole('link', {
        name: new RegExp(
          `^${t('applicationCount.total', { count: 5 })} · ${t('applicationCount.new', { count: 2 })}\\W+${iosJob.title}$`,
        ),
      }),
    ).toHaveAttribute('href', '/my-jobs/ios-developer/applications');
    await expect(expired).toHaveTextContent(t('myPostings.expired'));
    await expect(
      canvas.getByRole('link', {
        name: new RegExp(`^${t('applicationCount.none')}\\W+${expiredJob.title}$`),
      }),
    ).toHaveAttribute('href', '/my-jobs/android-developer/applications');
    await expect(canvas.getByRole('link', { name: iosJob.title })).toHaveAttribute(
      'href',
      '/detail/ios-developer',
    );
    await expect(
      canvas.getByRole('link', { name: action(context, 'myPostings.edit') }),
    ).toHaveAttribute('href', '/edit-job/ios-developer');
    const renew = new RegExp(`^${t('myPostings.renew')}`);
    await expect(canvas.getAllByRole('button', { name: renew })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: renew }));
    await expect(args.onRenew).toHaveBeenCalledWith(expiredJob.slug);
  },
};

/**
 * Delete asks first, with the focus on Vazgeç; Vazgeç (or Escape) gives the focus back to Delete
 * and deletes nothing; Evet, sil deletes.
 */
export const DeleteAsksFirst: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const remove = () => canvas.getByRole('button', { name: action(context, 'myPostings.delete') });
    await userEvent.click(remove());
    await expect(
      canvas.getByRole('dialog', { name: t('myPostings.deleteQuestion', { title: iosJob.title }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('myPostings.cancel') })).toHaveFocus();
    // Enter on the focused Vazgeç (the browser's own Escape does the same) deletes nothing.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(remove()).toHaveFocus());
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: t('myPostings.cancel') }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(remove());
    await userEvent.click(canvas.getByRole('button', { name: t('myPostings.confirmDelete') }));
    await expect(args.onDelete).toHaveBeenCalledWith(iosJob.slug);
  },
};

/** The confirmation dialog, named by its question. */
function deleteQuestion(context: Context) {
  const { t } = storyTexts(context);
  return context.canvas.getByRole('dialog', {
    name: t('myPostings.deleteQuestion', { title: iosJob.title }),
  });
}

/**
 * Counts as they read: one application, new; a dozen all answered (nothing stressed); and a
 * posting given without its count, which shows none.
 */
export const ApplicationCounts: Story = {
  args: {
    postings: [
      { ...iosJob, applications: { total: 1, new: 1 } },
      { ...frontendJob, applications: { total: 12, new: 0 } },
      backendJob,
    ],
  },
  play: async (context) => {
    const { t } = storyTexts(context);
    const applicationLinks = context.canvas
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.endsWith('/applications'));
    await expect(applicationLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/my-jobs/ios-developer/applications',
      '/my-jobs/frontend-developer/applications',
    ]);
    const [one, dozen] = context.canvas.getAllByRole('article');
    await expect(one).toHaveTextContent(
      `${t('applicationCount.total', { count: 1 })} · ${t('applicationCount.new', { count: 1 })}`,
    );
    await expect(one?.querySelector('strong')).toHaveTextContent(
      t('applicationCount.new', { count: 1 }),
    );
    await expect(dozen).toHaveTextContent(t('applicationCount.total', { count: 12 }));
    await expect(dozen?.querySelector('strong')).toBeNull();
  },
};

/** The confirmation open, as a designer reviews it: the question, what goes, Vazgeç focused. */
export const DeleteConfirmationOpen: Story = {
  // The dialog shows in the browser's top layer, over the page: the page is captured.
  parameters: { screenshot: { target: 'page' } },
  args: { defaultConfirming: iosJob.slug },
  play: async (context) => {
    await expect(deleteQuestion(context)).toBeVisible();
  },
};

/** The delete is on its way: the confirmation is busy and takes no second press. */
export const Deleting: Story = {
  // The dialog shows in the browser's top layer, over the page: the page is captured.
  parameters: { screenshot: { target: 'page' } },
  args: { deletingSlug: iosJob.slug },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    await expect(deleteQuestion(context).querySelector('form')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: storyTexts(context).t('myPostings.deleting') }),
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Renewing: Story = {
  args: { renewingSlug: expiredJob.slug },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    await userEvent.click(
      canvas.getByRole('button', {
        name: action(context, 'myPostings.renew', expiredJob.title),
      }),
    );
    await expect(args.onRenew).not.toHaveBeenCalled();
  },
};

/**
 * With MODERATION=pre: a new posting waits for a moderator, marked 'Onay bekliyor'; one a moderator
 * took down is marked so. Neither is on the board, though both are the poster's to edit.
 */
export const AwaitingApprovalAndHidden: Story = {
  args: {
    postings: [
      { ...iosJob, moderation: 'pending', applications: { total: 0, new: 0 } },
      { ...backendJob, moderation: 'hidden', applications: { total: 0, new: 0 } },
    ],
  },
  play: async (context) => {
    const { t } = storyTexts(context);
    const [pending, hidden] = context.canvas.getAllByRole('article');
    await expect(pending).toHaveTextContent(t('myPostings.awaitingApproval'));
    await expect(pending).not.toHaveTextContent(t('myPostings.live'));
    await expect(hidden).toHaveTextContent(t('myPostings.hidden'));
  },
};

/** On their way: the postings' shapes, one status for screen readers. */
export const Loading: Story = {
  args: { postings: [], loading: true },
  play: async (context) => {
    await expect(context.canvas.getByRole('status')).toHaveTextContent(
      storyTexts(context).t('myPostings.loading'),
    );
    await expect(context.canvas.queryByRole('article')).toBeNull();
  },
};

/** They did not arrive: why, as the app tells it, and a retry in place of the list. */
export const Failed: Story = {
  args: { postings: [], failed: failedLoad('error.unreachable') },
  decorators: [failureInStoryLanguage],
  play: (context) => expectRetryOfFailedLoad(context, 'myPostings.loadFailed'),
};

/** The retry on its way: the failure stays, its button busy, until the answer comes. */
export const Retrying: Story = {
  args: { postings: [], failed: failedLoad('error.unreachable', true) },
  decorators: [failureInStoryLanguage],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const button = canvas.getByRole('button', {
      name: storyTexts(context).t('loadFailed.retrying'),
    });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.failed?.onRetry).not.toHaveBeenCalled();
  },
};

/** No postings yet: says so and links to the form. */
export const None: Story = {
  args: { postings: [] },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('myPostings.none'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('myPostings.postJob') })).toHaveAttribute(
      'href',
      '/create-job',
    );
  },
};

/**
 * A don't for the guidance page: a failed read shown as an empty list (`failed` not passed).
 * 'You haven't posted a job yet' to a member who has, with nothing to try again.
 */
export const DontFailedReadAsEmpty: Story = {
  args: { postings: [] },
  play: (context) =>
    expectFailureShownAs(
      context,
      context.canvas.getByText(storyTexts(context).t('myPostings.none')),
    ),
};
