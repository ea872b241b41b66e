import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { user } from '../../storybook/fixtures';
import { onDesktop, onMobile } from '../../storybook/viewports';
import { NotFound } from '../NotFound/NotFound';
import { ProfileCard } from '../ProfileCard/ProfileCard';
import { PageFrame } from './PageFrame';

const meta = {
  title: 'Components/PageFrame',
  component: PageFrame,
  args: { onSignOut: fn(), children: <NotFound /> },
  parameters: { frame: 'bare' },
  ...onDesktop,
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('Find job');
    await expect(canvas.getByRole('main')).toHaveTextContent('Page not found');
  },
};

export const SignedIn: Story = {
  args: { user, children: <ProfileCard user={user} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: user.name })).toBeVisible();
  },
};

export const SignedOutMobile: Story = { ...onMobile };
