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

const confirmation = (context: Context) =>
  context.canvas.getByLabelText(
    storyTexts(context).t('deleteAccount.confirmLabel', { email: user.email }),
  );

async function typeAndSubmit(context: Context, typed: string) {
  if (typed) await context.userEvent.type(confirmation(context), typed);
  await context.userEvent.click(
    context.canvas.getByRole('button', { name: storyTexts(context).t('deleteAccount.submit') }),
  );
}

/** In red: what goes for good, and the address to type; the browser does not fill it in. */
export const Idle: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByRole('form')).toHaveAccessibleDescription(
      t('deleteAccount.warning'),
    );
    await expect(confirmation(context)).toHaveAttribute('autocomplete', 'off');
  },
};

/** Another address typed: nothing is sent, the field says to type the account's own. */
export const ConfirmMismatch: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await typeAndSubmit(context, 'ayse@example.org');
    await expect(confirmation(context)).toHaveAccessibleDescription(
      t('validation.deleteEmailMismatch'),
    );
    await expect(confirmation(context)).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ConfirmRequired: Story = {
  play: async (context) => {
    await typeAndSubmit(context, '');
    await expect(confirmation(context)).toHaveAccessibleDescription(
      storyTexts(context).t('validation.emailRequired'),
    );
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
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

/** The account's own address, in any case and with spaces around it, is sent trimmed. */
export const ValidSubmit: Story = {
  play: async (context) => {
    await typeAndSubmit(context, ' Ayse@Example.com ');
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      email: 'Ayse@Example.com',
    });
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
