import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectFieldError, fillAndSubmit, rejectsSubmit } from '../../storybook/forms';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Components/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the link does, the address, and the way back to sign in. */
export const Empty: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('form')).toHaveAccessibleDescription(t('forgotPassword.intro'));
    await expect(canvas.getByLabelText(t('accountFields.email'))).toHaveAttribute(
      'autocomplete',
      'email',
    );
    await expect(
      canvas.getByRole('link', { name: t('forgotPassword.signInLink') }),
    ).toHaveAttribute('href', '/login');
  },
};

export const EmailRequired: Story = rejectsSubmit(
  'forgotPassword.submit',
  {},
  'accountFields.email',
  'validation.emailRequired',
);

export const EmailInvalid: Story = rejectsSubmit(
  'forgotPassword.submit',
  { 'accountFields.email': 'ayse@example' },
  'accountFields.email',
  'validation.emailInvalid',
);

/** Asked too often from this address (429): the server's message under the form. */
export const TooManyAttempts: Story = {
  decorators: [textArgs(({ t }) => ({ serverError: t('api.tooManyAttempts', { seconds: 60 }) }))],
  play: async (context) => {
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('api.tooManyAttempts', { seconds: 60 }),
    );
  },
};

/** A 422 by field, shown by the field. */
export const ServerFieldErrors: Story = {
  decorators: [textArgs(({ t }) => ({ fieldErrors: { email: [t('validation.emailInvalid')] } }))],
  play: async (context) => {
    await expectFieldError(context, 'accountFields.email', 'validation.emailInvalid');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('button', { name: t('forgotPassword.submit') }),
    ).toBeDisabled();
    await expect(context.canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Sent once, the address without the spaces around it. */
export const ValidSubmit: Story = {
  play: async (context) => {
    await fillAndSubmit(
      context,
      { 'accountFields.email': ' ayse@example.com ' },
      'forgotPassword.submit',
    );
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ email: 'ayse@example.com' });
  },
};

/**
 * A don't for the guidance page: the HTTP client's own error as the message. It is in English
 * whatever the reader chose, names a status code, and says neither what happened nor when to try
 * again; the catalogue's `api.tooManyAttempts` says both.
 */
export const DontTechnicalMessage: Story = {
  args: { serverError: 'Request failed with status code 429' },
};
