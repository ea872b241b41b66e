import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { user } from '../../storybook/fixtures';
import { onMobile } from '../../storybook/viewports';
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

// The dialog shows in the browser's top layer, over the page: the page is captured.
const modal = { parameters: { screenshot: { target: 'page' } } } satisfies Story;

type Context = Parameters<NonNullable<Story['play']>>[0];

const dialog = (context: Context) => within(context.canvas.getByRole('dialog'));

const passwordField = (context: Context) =>
  dialog(context).getByLabelText(storyTexts(context).t('deleteAccount.passwordLabel'));

/** Opens the confirmation by the section's button, as the member does. */
async function openConfirmation(context: Context) {
  await context.userEvent.click(
    context.canvas.getByRole('button', { name: storyTexts(context).t('deleteAccount.submit') }),
  );
}

async function typeAndConfirm(context: Context, typed: string) {
  if (typed) await context.userEvent.type(passwordField(context), typed);
  await context.userEvent.click(
    dialog(context).getByRole('button', { name: storyTexts(context).t('deleteAccount.submit') }),
  );
}

/** The section: what goes for good, and a quiet button; nothing red until the confirmation. */
export const Idle: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByText(t('deleteAccount.warning'))).toBeVisible();
    await expect(context.canvas.queryByRole('dialog')).toBeNull();
  },
};

/**
 * The board's one confirmation, open: the question, the consequence, the password, 'Vazgeç' and
 * the red 'Hesabımı sil'. The password field has the focus: it is the step to take.
 */
export const Confirming: Story = {
  ...modal,
  play: async (context) => {
    const { t } = storyTexts(context);
    await openConfirmation(context);
    const confirmation = context.canvas.getByRole('dialog', {
      name: t('deleteAccount.confirmTitle'),
    });
    await expect(confirmation).toHaveAccessibleDescription(t('deleteAccount.warning'));
    await expect(passwordField(context)).toHaveFocus();
    await expect(passwordField(context)).toHaveAttribute('type', 'password');
    await expect(passwordField(context)).toHaveAttribute('autocomplete', 'current-password');
  },
};

export const ConfirmingMobile: Story = { ...Confirming, ...onMobile };

/** Vazgeç closes it, deletes nothing, and the focus is back on the section's button. */
export const Cancelling: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { t } = storyTexts(context);
    await openConfirmation(context);
    await context.userEvent.click(
      dialog(context).getByRole('button', { name: t('deleteAccount.cancel') }),
    );
    await waitFor(() =>
      expect(context.canvas.getByRole('button', { name: t('deleteAccount.submit') })).toHaveFocus(),
    );
    await expect(context.canvas.queryByRole('dialog')).toBeNull();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** No password given: nothing is sent, the field says it is needed. */
export const PasswordRequired: Story = {
  ...modal,
  play: async (context) => {
    await openConfirmation(context);
    await typeAndConfirm(context, '');
    await expect(passwordField(context)).toHaveAccessibleDescription(
      storyTexts(context).t('validation.currentPasswordRequired'),
    );
    await expect(passwordField(context)).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server found the password wrong (422): the dialog stays, the field says so; nothing was deleted. */
export const WrongPassword: Story = {
  ...modal,
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
  ...modal,
  decorators: [textArgs(({ t }) => ({ serverError: t('api.internalError') }))],
  play: async (context) => {
    await expect(dialog(context).getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('api.internalError'),
    );
  },
};

export const Busy: Story = {
  ...modal,
  args: { busy: true, defaultOpen: true },
  play: async (context) => {
    await expect(
      dialog(context).getByRole('button', { name: storyTexts(context).t('deleteAccount.submit') }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The password is sent as typed, spaces and all: the server checks it. */
export const ValidSubmit: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    await openConfirmation(context);
    await typeAndConfirm(context, ' kestane-41 ');
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
