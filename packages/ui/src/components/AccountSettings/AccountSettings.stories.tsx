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
  },
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name, the password, and the account's deletion last, in red; the name field starts filled. */
export const Idle: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t, formats } = storyTexts(context);
    await expect(
      canvas.getByRole('region', { name: formats.upper(t('settings.title')) }),
    ).toBeVisible();
    const forms = canvas.getAllByRole('form');
    await expect(forms).toHaveLength(3);
    await expect(forms[2]).toHaveAccessibleName(t('deleteAccount.title'));
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
