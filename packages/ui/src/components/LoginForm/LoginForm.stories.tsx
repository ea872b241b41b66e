import { messages } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectFieldError, fillAndSubmit, rejectsSubmit } from '../../storybook/forms';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Components/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each rule of spec section 5, broken on its own. */
function rejects(values: { Email?: string; Password?: string }, label: string, message: string) {
  return rejectsSubmit('Sign in', values, label, message);
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  },
};

export const EmailRequired: Story = rejects(
  { Email: ' ', Password: 'secret' },
  'Email',
  messages.emailRequired,
);

export const EmailInvalid: Story = rejects(
  { Email: 'ayse@example', Password: 'secret' },
  'Email',
  messages.emailInvalid,
);

export const PasswordRequired: Story = rejects(
  { Email: 'ayse@example.com' },
  'Password',
  messages.passwordRequired,
);

export const PasswordTooShort: Story = rejects(
  { Email: 'ayse@example.com', Password: 'abcd' },
  'Password',
  messages.minLength(5),
);

/** The server's answer to wrong credentials, in red under the form. */
export const ServerError: Story = {
  args: { serverError: messages.invalidCredentials },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.invalidCredentials);
  },
};

/** A 422's messages by field, shown by the fields they belong to. */
export const ServerFieldErrors: Story = {
  args: { fieldErrors: { email: [messages.emailInvalid] } },
  play: async (context) => {
    await expectFieldError(context, 'Email', messages.emailInvalid);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByLabelText('Email'), 'ayse@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Valid values are sent once, the email without the spaces around it, the password as typed. */
export const ValidSubmit: Story = {
  play: async (context) => {
    await fillAndSubmit(context, { Email: '  ayse@example.com ', Password: ' secret ' }, 'Sign in');
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      email: 'ayse@example.com',
      password: ' secret ',
    });
    await expect(context.canvas.queryByRole('alert')).toBeNull();
  },
};
