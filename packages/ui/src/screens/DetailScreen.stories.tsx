import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { user, vueJob } from '../storybook/fixtures';
import { onDesktop, onMobile } from '../storybook/viewports';
import { DetailScreen } from './DetailScreen';

const meta = {
  title: 'Screens/DetailScreen',
  component: DetailScreen,
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { onSignOut: fn(), job: vueJob },
} satisfies Meta<typeof DetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As in the reference: the detail beside the side panel. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: vueJob.title })).toBeVisible();
    await expect(canvas.getByText(vueJob.salary)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'TYPE OF WORK' })).toBeVisible();
  },
};

export const SignedOutMobile: Story = { ...onMobile };

export const SignedIn: Story = { args: { user } };

export const SignedInMobile: Story = { ...onMobile, args: { user } };

/** A slug no loaded job has: the empty detail, not a blank page. */
export const UnknownJob: Story = {
  args: { job: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/could not be found/)).toBeVisible();
  },
};
