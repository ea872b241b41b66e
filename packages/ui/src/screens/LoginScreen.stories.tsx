import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { expectFieldError, fillAndSubmit } from '../storybook/forms';
import { loadToaster } from '../storybook/loaders';
import { inPageFrame, type PageParameters } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts, textArgs } from '../texts/storyTexts';
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
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('heading', { name: t('signIn.title') })).toBeVisible();
    // The form's own link to sign up, not the header's beside it ('Sign Up' in the spec's words).
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: t('signIn.signUpLink') })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(main.getByRole('link', { name: t('signIn.forgotPassword') })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const Mobile: Story = { ...Desktop, ...onMobile };

/**
 * Right after signing up: the spec's redirect lands here, the new address filled in, the form
 * saying a verification link is on its way.
 */
export const AfterSignUp: Story = {
  args: { registeredEmail: 'ayse@example.com' },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(
      canvas.getByText(t('signIn.registered', { email: 'ayse@example.com' })),
    ).toBeVisible();
    await expect(canvas.getByLabelText(t('accountFields.email'))).toHaveValue('ayse@example.com');
  },
};

export const AfterSignUpMobile: Story = { ...AfterSignUp, ...onMobile };

const invalidCredentials = textArgs(({ t }) => ({
  serverError: t('validation.invalidCredentials'),
}));

/** What the form refuses before sending: each field's message under it, the first one focused. */
export const Invalid: Story = {
  play: async (context) => {
    await fillAndSubmit(
      context,
      { 'accountFields.email': 'ayse@example', 'accountFields.password': 'abcd' },
      'signIn.submit',
    );
    await expectFieldError(context, 'accountFields.email', 'validation.emailInvalid');
    await expectFieldError(context, 'accountFields.password', ['validation.minLength', { min: 5 }]);
    await expect(
      context.canvas.getByLabelText(storyTexts(context).t('accountFields.email')),
    ).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidMobile: Story = { ...Invalid, ...onMobile };

/** Wrong credentials: the server's message in red under the form. */
export const ServerError: Story = {
  decorators: [invalidCredentials],
  play: async (context) => {
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('validation.invalidCredentials'),
    );
  },
};

export const ServerErrorMobile: Story = { ...ServerError, ...onMobile };

/** A failed sign-in as the app shows it: the server's message under the form and the error toast. */
export const LoginFailedWithToast: Story = {
  loaders: [loadToaster],
  decorators: [invalidCredentials],
  parameters: {
    page: {
      toasts: [{ id: 'login-failed', message: 'toast.signInFailed', tone: 'error' }],
    } satisfies PageParameters,
    screenshot: { target: 'page' },
  },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      t('validation.invalidCredentials'),
    );
    await expect(await screen.findByText(t('toast.signInFailed'))).toBeVisible();
  },
};

export const LoginFailedWithToastMobile: Story = { ...LoginFailedWithToast, ...onMobile };

/** Signing in: the button is disabled and spins. */
export const Busy: Story = {
  args: { busy: true },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('button', { name: storyTexts(context).t('signIn.submit') }),
    ).toBeDisabled();
  },
};

export const BusyMobile: Story = { ...Busy, ...onMobile };

/**
 * Don't: a field's own mistake only under the form (the guidance page's example): the reader
 * cannot see which field to mend. The form checks its fields before sending and says so beside
 * each.
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
