import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectRetryOfFailedLoad, failedLoad, failureInStoryLanguage } from '../storybook/failures';
import { iosJob, now, user } from '../storybook/fixtures';
import { liveAndExpiredPostings, postingsControl } from '../storybook/memberChoices';
import { inPageFrame } from '../storybook/pageFrame';
import { expectCurrentProfilePart } from '../storybook/profileNav';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { MyPostingsScreen } from './MyPostingsScreen';

const meta = {
  title: 'Screens/MyPostingsScreen',
  component: MyPostingsScreen,
  decorators: [inPageFrame, failureInStoryLanguage],
  parameters: { frame: 'bare', page: { user } },
  ...onDesktop,
  argTypes: { postings: postingsControl },
  args: { postings: liveAndExpiredPostings, now, onDelete: fn(), onRenew: fn() },
} satisfies Meta<typeof MyPostingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The postings' panel, under 'İlanlarım'. */
function postings(context: Context) {
  const { t } = storyTexts(context);
  return within(context.canvas.getByRole('region', { name: t('myPostings.title') }));
}

const loaded = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await expectCurrentProfilePart(context, 'profileNav.postings');
    await expect(postings(context).getAllByRole('article')).toHaveLength(2);
    await expect(
      postings(context).getByRole('link', {
        name: new RegExp(`^${t('applicationCount.total', { count: 5 })}`),
      }),
    ).toHaveAttribute('href', '/my-jobs/ios-developer/applications');
  },
} satisfies Story;

/** The member's live and expired postings, each with its applications, under the profile's tabs. */
export const Loaded: Story = loaded;

export const LoadedMobile: Story = { ...loaded, ...onMobile };

const loading = {
  args: { postings: [], loading: true },
  play: async (context) => {
    await expect(postings(context).getByRole('status')).toHaveTextContent(
      storyTexts(context).t('myPostings.loading'),
    );
    await expect(postings(context).queryByRole('article')).toBeNull();
  },
} satisfies Story;

/** The postings on their way: their shapes under 'İlanlarım', one status for screen readers. */
export const Loading: Story = loading;

export const LoadingMobile: Story = { ...loading, ...onMobile };

const noPostings = {
  args: { postings: [] },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(postings(context).getByText(t('myPostings.none'))).toBeVisible();
    await expect(
      postings(context).getByRole('link', { name: t('myPostings.postJob') }),
    ).toBeVisible();
  },
} satisfies Story;

/** No postings yet: a link to post one. */
export const NoPostings: Story = noPostings;

export const NoPostingsMobile: Story = { ...noPostings, ...onMobile };

const failed = {
  args: { postings: [], failed: failedLoad('error.failed') },
  play: async (context) => {
    await expectCurrentProfilePart(context, 'profileNav.postings');
    await expectRetryOfFailedLoad(context, 'myPostings.loadFailed', postings(context));
  },
} satisfies Story;

/**
 * The postings did not arrive (the server failed): why, and a retry where the list would be; the
 * tabs to the profile's other parts still work.
 */
export const Failed: Story = failed;

export const FailedMobile: Story = { ...failed, ...onMobile };

const deleteConfirmation = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await context.userEvent.click(
      postings(context).getByRole('button', {
        name: new RegExp(`^${t('myPostings.delete')}\\W+${iosJob.title}$`),
      }),
    );
    await expect(
      postings(context).getByRole('button', { name: t('myPostings.cancel') }),
    ).toHaveFocus();
  },
} satisfies Story;

/** Delete pressed: the question in the posting's row, the focus on Cancel. */
export const DeleteConfirmationOpen: Story = deleteConfirmation;

export const DeleteConfirmationOpenMobile: Story = { ...deleteConfirmation, ...onMobile };

export const Deleting: Story = {
  args: { deletingSlug: iosJob.slug },
  play: async (context) => {
    await expect(
      postings(context).getByRole('button', { name: storyTexts(context).t('myPostings.deleting') }),
    ).toBeVisible();
  },
};

export const DeletingMobile: Story = { ...Deleting, ...onMobile };

/**
 * A don't for the guidance page: the postings' list before their answer came (`loading` not
 * passed). The member reads that they posted nothing.
 */
export const DontEmptyBeforeTheAnswer: Story = {
  args: { postings: [] },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(postings(context).getByText(t('myPostings.none'))).toBeVisible();
    await expect(postings(context).queryByText(t('myPostings.loading'))).toBeNull();
  },
};
