import { messages } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onDesktop, onMobile } from '../storybook/viewports';
import { SignupScreen } from './SignupScreen';

const meta = {
  title: 'Screens/SignupScreen',
  component: SignupScreen,
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { onSignOut: fn(), onSubmit: fn() },
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
