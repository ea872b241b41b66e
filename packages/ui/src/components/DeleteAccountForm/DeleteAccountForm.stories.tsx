import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { user } from '../../storybook/fixtures';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { useTexts } from '../../texts/TextsProvider';
import { Button } from '../Button/Button';
import { DeleteAccountForm } from './DeleteAccountForm';

const meta = {
  title: 'Components/DeleteAccountForm',
  component: DeleteAccountForm,
  args: { accountEmail: user.email, onSubmit: fn() },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <DeleteAccountForm {...args} />
    </div>
  ),
} satisfies Meta<typeof DeleteAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const passwordField = (context: Context) =>
  context.canvas.getByLabelText(storyTexts(context).t('deleteAccount.passwordLabel'));

async function typeAndSubmit(context: Context, typed: string) {
  if (typed) await context.userEvent.type(passwordField(context), typed);
  await context.userEvent.click(
    context.canvas.getByRole('button', { name: storyTexts(context).t('deleteAccount.submit') }),
  );
}

/** In red: what goes for good, and the password to give, which a password manager may fill in. */
export const Idle: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByRole('form')).toHaveAccessibleDescription(
      t('deleteAccount.warning'),
    );
    await expect(passwordField(context)).toHaveAttribute('type', 'password');
    await expect(passwordField(context)).toHaveAttribute('autocomplete', 'current-password');
  },
};

/** No password given: nothing is sent, the field says it is needed. */
export const PasswordRequired: Story = {
  play: async (context) => {
    await typeAndSubmit(context, '');
    await expect(passwordField(context)).toHaveAccessibleDescription(
      storyTexts(context).t('validation.currentPasswordRequired'),
    );
    await expect(passwordField(context)).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server found the password wrong (422): said by the field; nothing was deleted. */
export const WrongPassword: Story = {
  decorators: [
    textArgs(({ t }) => ({
      fieldErrors: { current_password: [t('validation.currentPasswordWrong')] },
    })),
  ],
  play: async (context) => {
    await expect(passwordField(context)).toHaveAccessibleDescription(
      storyTexts(context).t('validation.currentPasswordWrong'),
    );
    await expect(passwordField(context)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerError: Story = {
  decorators: [textArgs(({ t }) => ({ serverError: t('api.internalError') }))],
  play: async (context) => {
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('api.internalError'),
    );
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('button', { name: storyTexts(context).t('deleteAccount.submit') }),
    ).toBeDisabled();
  },
};

/** The password is sent as typed, spaces and all: the server checks it. */
export const ValidSubmit: Story = {
  play: async (context) => {
    await typeAndSubmit(context, ' kestane-41 ');
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ current_password: ' kestane-41 ' });
  },
};

/**
 * A don't for the guidance page: a bare red 'Hesabımı sil' button. One press, perhaps a slip,
 * deletes the account, its jobs and its saved jobs for good; nothing says what goes, and nothing
 * is asked first.
 */
export const DontButtonAlone: Story = {
  render: () => <DeleteButtonAlone />,
};

function DeleteButtonAlone() {
  const { t } = useTexts();
  return <Button tone="critical">{t('deleteAccount.submit')}</Button>;
}
