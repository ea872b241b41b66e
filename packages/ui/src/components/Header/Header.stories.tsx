import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { longNameUser, user } from '../../storybook/fixtures';
import { onMobile } from '../../storybook/viewports';
import { Header } from './Header';

const meta = {
  title: 'Components/Header',
  component: Header,
  args: { onSignOut: fn() },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Job' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('Find job')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const SignedIn: Story = {
  args: { user },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: user.name })).toBeVisible();
    // The menu's code loads with the first signed-in header; Radix's trigger, replacing the
    // stand-in, carries its state.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: user.name })).toHaveAttribute(
        'data-state',
        'closed',
      ),
    );
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Sign Up' })).toBeNull();
  },
};

export const SignedOutMobile: Story = { ...onMobile };

export const SignedInMobile: Story = { ...onMobile, args: { user } };

/** A very long name is cut short in the trigger instead of pushing the title off a phone screen. */
export const LongNameMobile: Story = {
  ...onMobile,
  args: { user: longNameUser },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header');
    await expect(header?.scrollWidth).toBeLessThanOrEqual(header?.clientWidth ?? 0);
  },
};
