import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { user } from '../../storybook/fixtures';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { AccountSettings } from './AccountSettings';

const meta = {
  title: 'Components/AccountSettings',
  component: AccountSettings,
  args: {
    user,
    nameForm: { onSubmit: fn() },
    passwordForm: { onSubmit: fn() },
    deleteForm: { onSubmit: fn() },
    dataExport: { onDownload: fn() },
  },
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The name and the password forms, then the account's deletion, a quiet section whose button
 * opens the confirmation; the name field starts filled.
 */
export const Idle: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('region', { name: t('settings.title') })).toBeVisible();
    await expect(canvas.getAllByRole('form')).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: t('deleteAccount.title') })).toBeVisible();
    await expect(canvas.getByLabelText(t('accountFields.name'))).toHaveValue(user.name);
  },
};

/**
 * A don't for the guidance page: one server message handed to every form. The member changed the
 * name, and the failure shows under the password and the deletion too, as if those had failed.
 * Each form gets the answer to its own request.
 */
export const DontOneMessageForEveryForm: Story = {
  decorators: [
    textArgs(({ t }) => ({
      nameForm: { onSubmit: fn(), serverError: t('error.failed') },
      passwordForm: { onSubmit: fn(), serverError: t('error.failed') },
      deleteForm: { onSubmit: fn(), serverError: t('error.failed') },
    })),
  ],
  play: async (context) => {
    await expect(context.canvas.getAllByRole('alert')).toHaveLength(3);
  },
};
