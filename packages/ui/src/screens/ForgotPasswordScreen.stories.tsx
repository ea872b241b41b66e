import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { fixtureControl } from '../storybook/controls';
import { longNameUser, user } from '../storybook/fixtures';
import { fillAndSubmit } from '../storybook/forms';
import { inPageFrame } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts, textArgs } from '../texts/storyTexts';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const meta = {
  title: 'Screens/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { onSubmit: fn(), onAskAgain: fn() },
  argTypes: {
    sentTo: fixtureControl({
      'Short address': user.email,
      'Long address': longNameUser.email,
    }),
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the sign-in form's 'Forgot your password?': the address, and the way back. */
export const Desktop: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('heading', { name: t('forgotPassword.title') }),
    ).toBeVisible();
    await fillAndSubmit(context, { 'accountFields.email': user.email }, 'forgotPassword.submit');
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ email: user.email });
  },
};

/** The form on a phone; filling it is the desktop story's play. */
export const Mobile: Story = {
  ...onMobile,
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('heading', { name: t('forgotPassword.title') }),
    ).toBeVisible();
    await expect(context.canvas.getByLabelText(t('accountFields.email'))).toBeVisible();
  },
};

/** The address refused before anything is sent. */
export const EmailInvalid: Story = {
  play: async (context) => {
    await fillAndSubmit(context, { 'accountFields.email': 'ayse@' }, 'forgotPassword.submit');
    await expect(
      context.canvas.getByLabelText(storyTexts(context).t('accountFields.email')),
    ).toHaveAccessibleDescription(storyTexts(context).t('validation.emailInvalid'));
  },
};

export const EmailInvalidMobile: Story = { ...EmailInvalid, ...onMobile };

/** Asked too often from this address (429). */
export const TooManyAttempts: Story = {
  decorators: [textArgs(({ t }) => ({ serverError: t('api.tooManyAttempts', { seconds: 60 }) }))],
  play: async (context) => {
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('api.tooManyAttempts', { seconds: 60 }),
    );
  },
};

export const TooManyAttemptsMobile: Story = { ...TooManyAttempts, ...onMobile };

/** The link is being asked for: the button is disabled and spins. */
export const Busy: Story = {
  args: { busy: true },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('button', { name: storyTexts(context).t('forgotPassword.submit') }),
    ).toBeDisabled();
  },
};

export const BusyMobile: Story = { ...Busy, ...onMobile };

/**
 * Asked: "check your inbox", in the same words whether or not an account has the address, and a
 * way back to the form.
 */
export const Sent: Story = {
  args: { sentTo: user.email },
  play: async (context) => {
    const { t } = storyTexts(context);
    const main = within(context.canvas.getByRole('main'));
    await expect(main.getByRole('heading', { name: t('forgotPassword.sentTitle') })).toBeVisible();
    await expect(context.canvas.getByRole('main')).toHaveTextContent(
      t('forgotPassword.sent', { email: user.email }),
    );
    await context.userEvent.click(main.getByRole('button', { name: t('forgotPassword.askAgain') }));
    await expect(context.args.onAskAgain).toHaveBeenCalledOnce();
  },
};

export const SentMobile: Story = {
  ...onMobile,
  args: Sent.args,
  play: async (context) => {
    await expect(context.canvas.getByRole('main')).toHaveTextContent(
      storyTexts(context).t('forgotPassword.sent', { email: user.email }),
    );
  },
};

/**
 * Don't: the address's own mistake only under the form (the guidance page's example): the
 * reader cannot see which field to mend. The form checks its fields before sending and says so
 * beside each.
 */
export const DontFieldMessageUnderTheForm: Story = {
  tags: ['!screenshot'],
  decorators: [textArgs(({ t }) => ({ serverError: t('validation.emailInvalid') }))],
  play: async (context) => {
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('validation.emailInvalid'),
    );
  },
};
