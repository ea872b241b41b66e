import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { user } from '../storybook/fixtures';
import { onDesktop, onMobile } from '../storybook/viewports';
import { NotFoundScreen } from './NotFoundScreen';

const meta = {
  title: 'Screens/NotFoundScreen',
  component: NotFoundScreen,
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { onSignOut: fn() },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to all jobs' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const SignedOutMobile: Story = { ...onMobile };

export const SignedIn: Story = { args: { user } };

export const SignedInMobile: Story = { ...onMobile, args: { user } };
