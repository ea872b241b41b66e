import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { user } from '../storybook/fixtures';
import { onDesktop, onMobile } from '../storybook/viewports';
import { ProfileScreen } from './ProfileScreen';

const meta = {
  title: 'Screens/ProfileScreen',
  component: ProfileScreen,
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { onSignOut: fn(), user },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As in the reference; signing out from the header's menu reports back. */
export const Desktop: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'PROFILE' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(user.email);
    await userEvent.click(canvas.getByRole('button', { name: user.name }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = { ...onMobile };
