import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  expectFieldError,
  type FieldValues,
  fillAndSubmit,
  rejectsSubmit,
  type Words,
} from '../../storybook/forms';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  title: 'Components/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const valid = {
  'accountFields.newPassword': 'secret2',
  'accountFields.newPasswordConfirmation': 'secret2',
} as const satisfies FieldValues;

type Label = keyof typeof valid;

/** The valid values with one changed, so that exactly one of the sign-up rules fails. */
function rejects(changed: Partial<Record<Label, string>>, label: Label, message: Words) {
  return rejectsSubmit('resetPassword.submit', { ...valid, ...changed }, label, message);
}

/** Both fields ask a password manager for a new password. */
export const Empty: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    for (const label of [
      t('accountFields.newPassword'),
      t('accountFields.newPasswordConfirmation'),
    ]) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('type', 'password');
      await expect(canvas.getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
    }
  },
};

export const PasswordRequired: Story = rejects(
  { 'accountFields.newPassword': '' },
  'accountFields.newPassword',
  'validation.passwordRequired',
);

export const PasswordTooShort: Story = rejects(
  { 'accountFields.newPassword': 'abc', 'accountFields.newPasswordConfirmation': 'abc' },
  'accountFields.newPassword',
  ['validation.minLength', { min: 5 }],
);

export const ConfirmationMismatch: Story = rejects(
  { 'accountFields.newPasswordConfirmation': 'secret3' },
  'accountFields.newPasswordConfirmation',
  'validation.sameAs',
);

/** A 422 by field from the server, shown by the field. */
export const ServerFieldErrors: Story = {
  decorators: [
    textArgs(({ t }) => ({
      fieldErrors: { password: [t('validation.minLength', { min: 5 })] },
    })),
  ],
  play: async (context) => {
    await expectFieldError(context, 'accountFields.newPassword', [
      'validation.minLength',
      { min: 5 },
    ]);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('button', { name: storyTexts(context).t('resetPassword.submit') }),
    ).toBeDisabled();
  },
};

/** Both passwords sent exactly as typed. */
export const ValidSubmit: Story = {
  play: async (context) => {
    await fillAndSubmit(context, valid, 'resetPassword.submit');
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      password: 'secret2',
      password_confirmation: 'secret2',
    });
  },
};

/**
 * A don't for the guidance page: an expired link answered under the form. The member types two
 * passwords for nothing; the page shows the expired-link MessageCard with a new link instead.
 */
export const DontExpiredLinkUnderTheForm: Story = {
  decorators: [textArgs(({ t }) => ({ serverError: t('api.linkExpired') }))],
};
