import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { expiredJob, iosJob, now, user } from '../storybook/fixtures';
import { inPageFrame } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { ProfileScreen } from './ProfileScreen';

/** The header's Sign Out, which this screen's frame reports to. */
const signOut = fn();

const meta = {
  title: 'Screens/ProfileScreen',
  component: ProfileScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare', page: { user, onSignOut: signOut } },
  ...onDesktop,
  args: {
    user,
    postings: [{ ...iosJob, save: 3 }, expiredJob],
    now,
    onDelete: fn(),
    onRenew: fn(),
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As in the reference, with the member's live and expired postings below; signing out reports back. */
export const Desktop: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'PROFILE' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(user.email);
    await expect(canvas.getByRole('heading', { name: 'MY POSTINGS' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: user.name }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await expect(signOut).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = { ...onMobile };

export const Loading: Story = {
  args: { postings: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your postings')).toBeInTheDocument();
  },
};

export const NoPostings: Story = {
  args: { postings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Post a job' })).toBeVisible();
  },
};

/** Delete pressed: the question in the posting's row, the focus on Cancel. */
export const DeleteConfirmationOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Delete.*IOS Developer$/ }));
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const Deleting: Story = {
  args: { deletingSlug: iosJob.slug },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Deleting…' })).toBeVisible();
  },
};
