import { messages } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectFieldError, fillAndSubmit, rejectsSubmit } from '../../storybook/forms';
import { SignupForm } from './SignupForm';

const meta = {
  title: 'Components/SignupForm',
  component: SignupForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const valid = {
  'Full Name': 'Ayşe Yılmaz',
  Email: 'ayse@example.com',
  Password: 'secret',
  'Confirm password': 'secret',
};

/** The valid values with one field changed, so that exactly one rule of spec section 5 fails. */
function rejects(changed: Partial<typeof valid>, label: keyof typeof valid, message: string) {
  return rejectsSubmit('Sign Up', { ...valid, ...changed }, label, message);
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};

export const NameRequired: Story = rejects(
  { 'Full Name': '  ' },
  'Full Name',
  messages.nameRequired,
);

export const EmailRequired: Story = rejects({ Email: '' }, 'Email', messages.emailRequired);

export const EmailInvalid: Story = rejects(
  { Email: 'ayse.example.com' },
  'Email',
  messages.emailInvalid,
);

export const PasswordRequired: Story = rejects(
  { Password: '', 'Confirm password': '' },
  'Password',
  messages.passwordRequired,
);

export const PasswordTooShort: Story = rejects(
  { Password: 'abc', 'Confirm password': 'abc' },
  'Password',
  messages.minLength(5),
);

export const ConfirmationRequired: Story = rejects(
  { 'Confirm password': '' },
  'Confirm password',
  messages.passwordConfirmationRequired,
);

export const ConfirmationMismatch: Story = rejects(
  { 'Confirm password': 'secret2' },
  'Confirm password',
  messages.sameAs,
);

/** A confirmation both too short and different shows both messages under it. */
export const ConfirmationTooShortAndDifferent: Story = {
  play: async (context) => {
    await fillAndSubmit(context, { ...valid, 'Confirm password': 'abc' }, 'Sign Up');
    const confirmation = context.canvas.getByLabelText('Confirm password');
    await expect(confirmation).toHaveAccessibleDescription(
      `${messages.minLength(5)} ${messages.sameAs}`,
    );
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { serverError: messages.emailTaken },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.emailTaken);
  },
};

/** A 422 for an address already registered: passes every client rule, shown by its field. */
export const ServerFieldErrors: Story = {
  args: { fieldErrors: { email: [messages.emailTaken] } },
  play: async (context) => {
    await expectFieldError(context, 'Email', messages.emailTaken);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Sent once, name and email trimmed, passwords exactly as typed. */
export const ValidSubmit: Story = {
  play: async (context) => {
    await fillAndSubmit(
      context,
      { ...valid, 'Full Name': '  Ayşe Yılmaz ', Email: ' ayse@example.com ' },
      'Sign Up',
    );
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      password: 'secret',
      password_confirmation: 'secret',
    });
  },
};
