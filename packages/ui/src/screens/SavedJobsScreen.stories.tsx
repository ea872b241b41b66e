import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { backendJob, expiredJob, iosJob } from '../storybook/fixtures';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { SavedJobsScreen } from './SavedJobsScreen';

const meta = {
  title: 'Screens/SavedJobsScreen',
  component: SavedJobsScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { jobs: [iosJob, expiredJob, backendJob], signedIn: true, onUnsave: fn() },
} satisfies Meta<typeof SavedJobsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's three saved jobs, all closed. */
export const SignedIn: Story = {
  ...signedIn,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'SAVED JOBS' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getAllByRole('button', { expanded: false })).toHaveLength(3);
  },
};

export const SignedInMobile: Story = { ...onMobile, ...signedIn };

/** A click on an entry's title opens it: the expired job, marked as such. */
export const OneOpenMobile: Story = {
  ...onMobile,
  ...signedIn,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /^Android Developer/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveTextContent('Süresi doldu');
  },
};

export const Loading: Story = {
  ...signedIn,
  args: { loading: true, jobs: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your saved jobs')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  ...signedIn,
  args: { jobs: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Browse the jobs' })).toBeVisible();
  },
};

/** The route is not guarded: a visitor is asked to sign in, and comes back here after it. */
export const SignedOut: Story = {
  args: { jobs: [], signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fsaved-jobs',
    );
  },
};
