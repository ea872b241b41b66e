import type { ChangePasswordValues } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { user } from '../../storybook/fixtures';
import {
  expectFieldError,
  type FieldValues,
  fillAndSubmit,
  rejectsSubmit,
  type Words,
} from '../../storybook/forms';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { PasswordChangeForm, type PasswordChangeFormProps } from './PasswordChangeForm';

const meta = {
  title: 'Components/PasswordChangeForm',
  component: PasswordChangeForm,
  args: { accountEmail: user.email, onSubmit: fn() },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <PasswordChangeForm {...args} />
    </div>
  ),
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const valid = {
  'accountFields.currentPassword': 'secret',
  'accountFields.newPassword': 'secret2',
  'accountFields.newPasswordConfirmation': 'secret2',
} as const satisfies FieldValues;

type Label = keyof typeof valid;

function rejects(changed: Partial<Record<Label, string>>, label: Label, message: Words) {
  return rejectsSubmit('passwordForm.submit', { ...valid, ...changed }, label, message);
}

/**
 * A password manager fills the current password and suggests the new one, filed under the
 * account's address; the form says other devices are signed out.
 */
export const Empty: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('form')).toHaveAccessibleDescription(t('passwordForm.intro'));
    await expect(canvas.getByLabelText(t('accountFields.currentPassword'))).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    for (const label of [
      t('accountFields.newPassword'),
      t('accountFields.newPasswordConfirmation'),
    ]) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
    }
    const username = canvas
      .getByRole('form')
      .querySelector<HTMLInputElement>('input[autocomplete="username"]');
    await expect(username?.value).toBe(user.email);
  },
};

export const CurrentPasswordRequired: Story = rejects(
  { 'accountFields.currentPassword': '' },
  'accountFields.currentPassword',
  'validation.currentPasswordRequired',
);

export const NewPasswordTooShort: Story = rejects(
  { 'accountFields.newPassword': 'abc', 'accountFields.newPasswordConfirmation': 'abc' },
  'accountFields.newPassword',
  ['validation.minLength', { min: 5 }],
);

export const ConfirmationMismatch: Story = rejects(
  { 'accountFields.newPasswordConfirmation': 'secret3' },
  'accountFields.newPasswordConfirmation',
  'validation.sameAs',
);

/** The server's 422 for a wrong current password, by its field. */
export const CurrentPasswordWrong: Story = {
  decorators: [
    textArgs(({ t }) => ({
      fieldErrors: { current_password: [t('validation.currentPasswordWrong')] },
    })),
  ],
  play: async (context) => {
    await expectFieldError(
      context,
      'accountFields.currentPassword',
      'validation.currentPasswordWrong',
    );
  },
};

/** Too many wrong current passwords (429). */
export const TooManyAttempts: Story = {
  decorators: [textArgs(({ t }) => ({ serverError: t('api.tooManyAttempts', { seconds: 60 }) }))],
  play: async (context) => {
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('api.tooManyAttempts', { seconds: 60 }),
    );
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('button', { name: storyTexts(context).t('passwordForm.submit') }),
    ).toBeDisabled();
  },
};

/** The three passwords, exactly as typed. */
export const ValidSubmit: Story = {
  play: async (context) => {
    await fillAndSubmit(context, valid, 'passwordForm.submit');
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      current_password: 'secret',
      password: 'secret2',
      password_confirmation: 'secret2',
    });
  },
};

/** The app's round trip: busy while the request is on its way, then its answer. */
function WithServer({ answer, ...props }: PasswordChangeFormProps & { answer?: string }) {
  const [state, setState] = useState<{ busy: boolean; serverError?: string }>({ busy: false });
  const submit = (values: ChangePasswordValues) => {
    props.onSubmit(values);
    setState({ busy: true });
    setTimeout(() => setState({ busy: false, serverError: answer }), 50);
  };
  return <PasswordChangeForm {...props} {...state} onSubmit={submit} />;
}

/** Once changed, the fields are emptied: no password stays on the page. */
export const EmptiedAfterSuccess: Story = {
  tags: ['!screenshot'],
  render: (args) => <WithServer {...args} />,
  play: async (context) => {
    const { t } = storyTexts(context);
    await fillAndSubmit(context, valid, 'passwordForm.submit');
    await waitFor(() =>
      expect(context.canvas.getByLabelText(t('accountFields.currentPassword'))).toHaveValue(''),
    );
    await expect(context.canvas.getByLabelText(t('accountFields.newPassword'))).toHaveValue('');
  },
};

/** A refused change keeps what was typed, to correct it. */
export const KeptAfterFailure: Story = {
  tags: ['!screenshot'],
  render: (args, context) => (
    <WithServer {...args} answer={storyTexts(context).t('api.internalError')} />
  ),
  play: async (context) => {
    const { t } = storyTexts(context);
    await fillAndSubmit(context, valid, 'passwordForm.submit');
    await expect(await context.canvas.findByRole('alert')).toBeVisible();
    await expect(context.canvas.getByLabelText(t('accountFields.newPassword'))).toHaveValue(
      'secret2',
    );
  },
};

/**
 * A don't for the guidance page: the server's 'current password is wrong' at the foot of the form.
 * It belongs to one field: shown there, the field is marked and takes the focus.
 */
export const DontFieldMessageAtTheFoot: Story = {
  decorators: [textArgs(({ t }) => ({ serverError: t('validation.currentPasswordWrong') }))],
};
