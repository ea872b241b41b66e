import { messages, toasts } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { loadToaster } from '../storybook/loaders';
import { inPageFrame } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Screens/LoginScreen',
  component: LoginScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As in the reference. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  },
};

export const Mobile: Story = { ...onMobile };

/** Wrong credentials: the server's message in red under the form. */
export const ServerError: Story = {
  args: { serverError: messages.invalidCredentials },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.invalidCredentials);
  },
};

export const ServerErrorMobile: Story = { ...onMobile, args: ServerError.args };

/** A failed sign-in as the app shows it: the server's message under the form and the error toast. */
export const LoginFailedWithToast: Story = {
  loaders: [loadToaster],
  args: { serverError: messages.invalidCredentials },
  parameters: {
    page: { toasts: [{ id: 'login-failed', title: toasts.loginFailed, tone: 'error' }] },
    screenshot: { target: 'page' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.invalidCredentials);
    await expect(await screen.findByText(toasts.loginFailed)).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  },
};
