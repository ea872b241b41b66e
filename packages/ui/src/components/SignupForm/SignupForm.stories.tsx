import { hrefs } from '@job/contract';
import { allTextsOf } from '@job/texts/catalogues';
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
import { SignupForm } from './SignupForm';

const meta = {
  title: 'Components/SignupForm',
  component: SignupForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const valid = {
  'accountFields.name': 'Ayşe Yılmaz',
  'accountFields.email': 'ayse@example.com',
  'accountFields.password': 'secret',
  'accountFields.passwordConfirmation': 'secret',
} as const satisfies FieldValues;

type Label = keyof typeof valid;

/** The valid values with one field changed, so that exactly one rule of spec section 5 fails. */
function rejects(changed: Partial<Record<Label, string>>, label: Label, message: Words) {
  return rejectsSubmit('signUp.submit', { ...valid, ...changed }, label, message);
}

export const Empty: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('link', { name: t('signUp.signInLink') }),
    ).toHaveAttribute('href', '/login');
  },
};

/**
 * Reached from a login on the way somewhere (a Save pressed while signed out): the login link
 * keeps where the visitor was going, as the login after a sign-up does. It looks as `Empty` does,
 * so it has no screenshot of its own.
 */
export const OnTheWay: Story = {
  tags: ['!screenshot'],
  args: { signInHref: hrefs.login('/detail/vue-developer', 'vue-developer') },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('link', { name: t('signUp.signInLink') }),
    ).toHaveAttribute('href', '/login?next=%2Fdetail%2Fvue-developer&save=vue-developer');
  },
};

export const NameRequired: Story = rejects(
  { 'accountFields.name': '  ' },
  'accountFields.name',
  'validation.nameRequired',
);

export const EmailRequired: Story = rejects(
  { 'accountFields.email': '' },
  'accountFields.email',
  'validation.emailRequired',
);

export const EmailInvalid: Story = rejects(
  { 'accountFields.email': 'ayse.example.com' },
  'accountFields.email',
  'validation.emailInvalid',
);

export const PasswordRequired: Story = rejects(
  { 'accountFields.password': '', 'accountFields.passwordConfirmation': '' },
  'accountFields.password',
  'validation.passwordRequired',
);

export const PasswordTooShort: Story = rejects(
  { 'accountFields.password': 'abc', 'accountFields.passwordConfirmation': 'abc' },
  'accountFields.password',
  ['validation.minLength', { min: 5 }],
);

export const ConfirmationRequired: Story = rejects(
  { 'accountFields.passwordConfirmation': '' },
  'accountFields.passwordConfirmation',
  'validation.passwordConfirmationRequired',
);

export const ConfirmationMismatch: Story = rejects(
  { 'accountFields.passwordConfirmation': 'secret2' },
  'accountFields.passwordConfirmation',
  'validation.sameAs',
);

/** A confirmation both too short and different shows both messages under it. */
export const ConfirmationTooShortAndDifferent: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await fillAndSubmit(
      context,
      { ...valid, 'accountFields.passwordConfirmation': 'abc' },
      'signUp.submit',
    );
    const confirmation = context.canvas.getByLabelText(t('accountFields.passwordConfirmation'));
    await expect(confirmation).toHaveAccessibleDescription(
      `${t('validation.minLength', { min: 5 })} ${t('validation.sameAs')}`,
    );
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  decorators: [textArgs(({ t }) => ({ serverError: t('validation.emailTaken') }))],
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(t('validation.emailTaken'));
  },
};

/** A 422 for an address already registered: passes every client rule, shown by its field. */
export const ServerFieldErrors: Story = {
  decorators: [textArgs(({ t }) => ({ fieldErrors: { email: [t('validation.emailTaken')] } }))],
  play: async (context) => {
    await expectFieldError(context, 'accountFields.email', 'validation.emailTaken');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByRole('button', { name: t('signUp.submit') })).toBeDisabled();
    await expect(context.canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Sent once, name and email trimmed, passwords exactly as typed. */
export const ValidSubmit: Story = {
  play: async (context) => {
    await fillAndSubmit(
      context,
      {
        ...valid,
        'accountFields.name': '  Ayşe Yılmaz ',
        'accountFields.email': ' ayse@example.com ',
      },
      'signUp.submit',
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

/**
 * A don't for the guidance page: a Turkish page showing the server's English message, as when the
 * app does not send the reader's language with the request. The API answers in the language asked.
 */
export const DontServerWordsInAnotherLanguage: Story = {
  globals: { locale: 'tr' },
  args: { fieldErrors: { email: [allTextsOf('en').t('validation.emailTaken')] } },
};
