import { messages } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { inPageFrame } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { SignupScreen } from './SignupScreen';

const meta = {
  title: 'Screens/SignupScreen',
  component: SignupScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As in the reference. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign up' })).toBeVisible();
    // The header's Login and the form's own link to it.
    const loginLinks = canvas.getAllByRole('link', { name: 'Login' });
    for (const link of loginLinks) await expect(link).toHaveAttribute('href', '/login');
  },
};

export const Mobile: Story = { ...onMobile };

/** The email is taken: the server's message in red under the form. */
export const ServerError: Story = {
  args: { serverError: messages.emailTaken },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.emailTaken);
  },
};

export const ServerErrorMobile: Story = { ...onMobile, args: ServerError.args };

/** The sign-up is on its way: the button is disabled and spins. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  },
};
