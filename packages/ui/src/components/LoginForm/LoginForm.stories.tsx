import { hrefs } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  expectFieldError,
  type FieldValues,
  fillAndSubmit,
  rejectsSubmit,
  type Words,
} from '../../storybook/forms';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { TextsProvider } from '../../texts/TextsProvider';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Components/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the visitor was going when the board asked them to sign in: a job, saved on the way. */
const onward = ['/detail/vue-developer', 'vue-developer'] as const;

/** Each rule of spec section 5, broken on its own. */
function rejects(
  values: FieldValues,
  label: 'accountFields.email' | 'accountFields.password',
  message: Words,
) {
  return rejectsSubmit('signIn.submit', values, label, message);
}

/** Under the form: the way to a new password, then to sign up. */
export const Empty: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('link', { name: t('signIn.forgotPassword') }),
    ).toHaveAttribute('href', '/forgot-password');
    await expect(
      context.canvas.getByRole('link', { name: t('signIn.signUpLink') }),
    ).toHaveAttribute('href', '/signup');
  },
};

/**
 * Sent to sign in on the way somewhere (a Save pressed while signed out): the sign-up link keeps
 * where they were going, so an account made instead still lands there, the job saved. It looks as
 * `Empty` does, so it has no screenshot of its own.
 */
export const OnTheWay: Story = {
  tags: ['!screenshot'],
  args: { signUpHref: hrefs.signup(...onward) },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('link', { name: t('signIn.signUpLink') }),
    ).toHaveAttribute('href', '/signup?next=%2Fdetail%2Fvue-developer&save=vue-developer');
  },
};

/**
 * Right after signing up (the spec sends the new member here): their address filled in, and the
 * form says the account is ready and a verification link is on its way.
 */
export const AfterSignUp: Story = {
  args: { registeredEmail: 'ayse@example.com' },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const notice = t('signIn.registered', { email: 'ayse@example.com' });
    await expect(canvas.getByRole('form', { name: t('signIn.title') })).toHaveAccessibleDescription(
      notice,
    );
    await expect(canvas.getByLabelText(t('accountFields.email'))).toHaveValue('ayse@example.com');
  },
};

export const EmailRequired: Story = rejects(
  { 'accountFields.email': ' ', 'accountFields.password': 'secret' },
  'accountFields.email',
  'validation.emailRequired',
);

export const EmailInvalid: Story = rejects(
  { 'accountFields.email': 'ayse@example', 'accountFields.password': 'secret' },
  'accountFields.email',
  'validation.emailInvalid',
);

export const PasswordRequired: Story = rejects(
  { 'accountFields.email': 'ayse@example.com' },
  'accountFields.password',
  'validation.passwordRequired',
);

export const PasswordTooShort: Story = rejects(
  { 'accountFields.email': 'ayse@example.com', 'accountFields.password': 'abcd' },
  'accountFields.password',
  ['validation.minLength', { min: 5 }],
);

/** The server's answer to wrong credentials, in red under the form. */
export const ServerError: Story = {
  decorators: [textArgs(({ t }) => ({ serverError: t('validation.invalidCredentials') }))],
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      t('validation.invalidCredentials'),
    );
  },
};

/** A 422's messages by field, shown by the fields they belong to. */
export const ServerFieldErrors: Story = {
  decorators: [textArgs(({ t }) => ({ fieldErrors: { email: [t('validation.emailInvalid')] } }))],
  play: async (context) => {
    await expectFieldError(context, 'accountFields.email', 'validation.emailInvalid');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const button = canvas.getByRole('button', { name: t('signIn.submit') });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByLabelText(t('accountFields.email')), 'ayse@example.com');
    await userEvent.type(canvas.getByLabelText(t('accountFields.password')), 'secret{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Valid values are sent once, the email without the spaces around it, the password as typed. */
export const ValidSubmit: Story = {
  play: async (context) => {
    await fillAndSubmit(
      context,
      { 'accountFields.email': '  ayse@example.com ', 'accountFields.password': ' secret ' },
      'signIn.submit',
    );
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      email: 'ayse@example.com',
      password: ' secret ',
    });
    await expect(context.canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * The form in a page whose reader switches to Turkish after a failed submit: the form's messages
 * switch with the labels, without a second submit.
 */
function SwitchedToTurkish(props: Parameters<typeof LoginForm>[0]) {
  const [locale, setLocale] = useState<'default' | 'tr'>('default');
  return (
    <TextsProvider texts={storyTexts({ globals: { locale } })}>
      <LoginForm {...props} />
      <button type="button" onClick={() => setLocale('tr')}>
        Türkçe
      </button>
    </TextsProvider>
  );
}

export const MessagesFollowTheLanguage: Story = {
  tags: ['!screenshot'],
  render: (args) => <SwitchedToTurkish {...args} />,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const spec = storyTexts({ globals: {} }).t;
    const turkish = storyTexts({ globals: { locale: 'tr' } }).t;
    await userEvent.click(canvas.getByRole('button', { name: spec('signIn.submit') }));
    await expect(canvas.getByLabelText(spec('accountFields.email'))).toHaveAccessibleDescription(
      spec('validation.emailRequired'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Türkçe' }));
    await expect(canvas.getByLabelText(turkish('accountFields.email'))).toHaveAccessibleDescription(
      turkish('validation.emailRequired'),
    );
  },
};

/**
 * A don't for the guidance page: wrong credentials shown under the email field, which tells anyone
 * trying addresses which ones have no account (and misleads the member whose password was wrong).
 */
export const DontCredentialsByField: Story = {
  decorators: [
    textArgs(({ t }) => ({ fieldErrors: { email: [t('validation.invalidCredentials')] } })),
  ],
};
