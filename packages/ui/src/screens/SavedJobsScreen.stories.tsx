import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { user } from '../storybook/fixtures';
import { onDesktop, onMobile } from '../storybook/viewports';
import { SavedJobsScreen } from './SavedJobsScreen';

const meta = {
  title: 'Screens/SavedJobsScreen',
  component: SavedJobsScreen,
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { onSignOut: fn(), user },
} satisfies Meta<typeof SavedJobsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All five entries closed. */
export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'SAVED JOBS' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getAllByRole('button', { expanded: false })).toHaveLength(5);
  },
};

export const SignedInMobile: Story = { ...onMobile };

/** The spec does not guard this route, so it shows signed out too. */
export const SignedOut: Story = { args: { user: null } };

/** A click on an entry's title opens it. */
export const OneOpenMobile: Story = {
  ...onMobile,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Job 2' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};
