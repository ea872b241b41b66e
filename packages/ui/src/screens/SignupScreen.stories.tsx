import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectFieldError, fillAndSubmit } from '../storybook/forms';
import { inPageFrame } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts, textArgs } from '../texts/storyTexts';
import { SignupScreen } from './SignupScreen';

const meta = {
  title: 'Screens/SignupScreen',
  component: SignupScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As in the reference. */
export const Desktop: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('heading', { name: t('signUp.title') })).toBeVisible();
    // The form's own link to sign in, not the header's beside it ('Login' in the spec's words).
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: t('signUp.signInLink') })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const Mobile: Story = { ...Desktop, ...onMobile };

/** What the form refuses before sending: each field's message under it, the first one focused. */
export const Invalid: Story = {
  play: async (context) => {
    await fillAndSubmit(
      context,
      {
        'accountFields.email': 'ayse.example.com',
        'accountFields.password': 'abc',
        'accountFields.passwordConfirmation': 'abd',
      },
      'signUp.submit',
    );
    const { t } = storyTexts(context);
    await expectFieldError(context, 'accountFields.name', 'validation.nameRequired');
    await expectFieldError(context, 'accountFields.email', 'validation.emailInvalid');
    await expectFieldError(context, 'accountFields.password', ['validation.minLength', { min: 5 }]);
    await expect(
      context.canvas.getByLabelText(t('accountFields.passwordConfirmation')),
    ).toHaveAccessibleDescription(
      `${t('validation.minLength', { min: 5 })} ${t('validation.sameAs')}`,
    );
    await expect(context.canvas.getByLabelText(t('accountFields.name'))).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidMobile: Story = { ...Invalid, ...onMobile };

const emailTaken = textArgs(({ t }) => ({ serverError: t('validation.emailTaken') }));

/** The email is taken: the server's message in red under the form. */
export const ServerError: Story = {
  decorators: [emailTaken],
  play: async (context) => {
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('validation.emailTaken'),
    );
  },
};

export const ServerErrorMobile: Story = { ...ServerError, ...onMobile };

const commonPassword = textArgs(({ t }) => ({
  fieldErrors: { password: [t('validation.passwordCommon')] },
}));

/**
 * The password is among the most common ones, which only the server knows: its refusal (422) by the
 * password's field, as the form's own messages are.
 */
export const PasswordCommon: Story = {
  decorators: [commonPassword],
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByLabelText(t('accountFields.password')),
    ).toHaveAccessibleDescription(t('validation.passwordCommon'));
    await expect(context.canvas.queryByRole('alert')).toBeNull();
  },
};

export const PasswordCommonMobile: Story = { ...PasswordCommon, ...onMobile };

/** The sign-up is on its way: the button is disabled and spins. */
export const Busy: Story = {
  args: { busy: true },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('button', { name: storyTexts(context).t('signUp.submit') }),
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
  decorators: [textArgs(({ t }) => ({ serverError: t('validation.minLength', { min: 5 }) }))],
  play: async (context) => {
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('validation.minLength', { min: 5 }),
    );
  },
};
