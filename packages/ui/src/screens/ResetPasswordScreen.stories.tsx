import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fillAndSubmit } from '../storybook/forms';
import { inPageFrame } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts, textArgs } from '../texts/storyTexts';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const meta = {
  title: 'Screens/ResetPasswordScreen',
  component: ResetPasswordScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the mailed link: the new password twice. */
export const Desktop: Story = {
  play: async (context) => {
    await fillAndSubmit(
      context,
      {
        'accountFields.newPassword': 'secret2',
        'accountFields.newPasswordConfirmation': 'secret2',
      },
      'resetPassword.submit',
    );
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      password: 'secret2',
      password_confirmation: 'secret2',
    });
  },
};

/** The form on a phone; filling it is the desktop story's play. */
export const Mobile: Story = {
  ...onMobile,
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByLabelText(t('accountFields.newPassword'))).toBeVisible();
    await expect(
      context.canvas.getByLabelText(t('accountFields.newPasswordConfirmation')),
    ).toBeVisible();
  },
};

/** The sign-up rules and messages. */
export const ValidationErrors: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await fillAndSubmit(
      context,
      { 'accountFields.newPassword': 'abc', 'accountFields.newPasswordConfirmation': 'abd' },
      'resetPassword.submit',
    );
    await expect(context.canvas.getByLabelText(t('accountFields.newPassword'))).toHaveFocus();
    await expect(
      context.canvas.getByLabelText(t('accountFields.newPasswordConfirmation')),
    ).toHaveAccessibleDescription(
      `${t('validation.minLength', { min: 5 })} ${t('validation.sameAs')}`,
    );
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidationErrorsMobile: Story = { ...ValidationErrors, ...onMobile };

/**
 * The server refused the new password (422), among the most common ones or the current one: by
 * the field, the link still working for another try.
 */
export const PasswordCommon: Story = {
  decorators: [
    textArgs(({ t }) => ({ fieldErrors: { password: [t('validation.passwordCommon')] } })),
  ],
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByLabelText(t('accountFields.newPassword')),
    ).toHaveAccessibleDescription(t('validation.passwordCommon'));
  },
};

export const PasswordCommonMobile: Story = { ...PasswordCommon, ...onMobile };

/** The new password is on its way: the button is disabled and spins. */
export const Busy: Story = {
  args: { busy: true },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('button', { name: storyTexts(context).t('resetPassword.submit') }),
    ).toBeDisabled();
  },
};

export const BusyMobile: Story = { ...Busy, ...onMobile };

/** Used, replaced, an hour old or unknown: says so and offers a new link. */
export const LinkExpired: Story = {
  args: { linkExpired: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('heading', { name: t('resetPassword.expiredTitle') }),
    ).toBeVisible();
    await expect(
      context.canvas.getByRole('link', { name: t('resetPassword.newLink') }),
    ).toHaveAttribute('href', '/forgot-password');
    await expect(context.canvas.queryByRole('form')).toBeNull();
  },
};

export const LinkExpiredMobile: Story = { ...LinkExpired, ...onMobile };

/**
 * Don't: a field's own mistake only under the form (the guidance page's example): the reader
 * cannot see which field to mend. The form checks its fields before sending and says so beside
 * each.
 */
export const DontFieldMessageUnderTheForm: Story = {
  tags: ['!screenshot'],
  decorators: [textArgs(({ t }) => ({ serverError: t('validation.sameAs') }))],
  play: async (context) => {
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('validation.sameAs'),
    );
  },
};
