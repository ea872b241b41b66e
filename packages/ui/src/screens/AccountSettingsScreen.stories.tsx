import { limits } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AccountSettings } from '../components/AccountSettings/AccountSettings';
import { unverifiedUser, user } from '../storybook/fixtures';
import { userControl } from '../storybook/memberChoices';
import { inPageFrame } from '../storybook/pageFrame';
import { expectCurrentProfilePart } from '../storybook/profileNav';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts, textArgs } from '../texts/storyTexts';
import { AccountSettingsScreen } from './AccountSettingsScreen';
import { ProfileScreen } from './ProfileScreen';

const meta = {
  title: 'Screens/AccountSettingsScreen',
  component: AccountSettingsScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare', page: { user } },
  ...onDesktop,
  argTypes: { user: userControl },
  args: {
    user,
    verification: { onResend: fn(), resendState: 'idle' },
    nameForm: { onSubmit: fn() },
    passwordForm: { onSubmit: fn() },
    deleteForm: { onSubmit: fn() },
    dataExport: { onDownload: fn() },
  },
} satisfies Meta<typeof AccountSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The settings' panel, under 'Hesap ayarları'. */
function settings(context: Context) {
  const { t } = storyTexts(context);
  return within(context.canvas.getByRole('region', { name: t('settings.title') }));
}

const loaded = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await expectCurrentProfilePart(context, 'profileNav.settings');
    await expect(settings(context).getByText(user.email)).toBeVisible();
    await expect(settings(context).getByText(t('verification.verified'))).toBeVisible();
    await expect(settings(context).getByLabelText(t('accountFields.name'))).toHaveValue(user.name);
    await expect(
      settings(context).getByRole('heading', { name: t('deleteAccount.title') }),
    ).toBeVisible();
  },
} satisfies Story;

/** The address and whether it is verified, then the name, the password and the deletion, last. */
export const Loaded: Story = loaded;

/** On a phone the settings are a page of their own, far shorter than the old 2,155 px profile. */
export const LoadedMobile: Story = {
  ...onMobile,
  play: async (context) => {
    await loaded.play(context);
    await expect(context.canvas.getByRole('main').getBoundingClientRect().height).toBeLessThan(
      1600,
    );
  },
};

const unverified = {
  parameters: { page: { user: unverifiedUser } },
  args: { user: unverifiedUser },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(settings(context).getByText(t('verification.notVerified'))).toBeVisible();
    await context.userEvent.click(
      settings(context).getByRole('button', { name: t('verification.resend') }),
    );
    await expect(context.args.verification.onResend).toHaveBeenCalledOnce();
  },
} satisfies Story;

/** Not verified yet: the amber badge by the address, and the resend. */
export const Unverified: Story = unverified;

export const UnverifiedMobile: Story = { ...unverified, ...onMobile };

/** The name prefilled and sent: the field starts with the name. */
export const ChangeName: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    const name = settings(context).getByLabelText(t('accountFields.name'));
    await context.userEvent.clear(name);
    await context.userEvent.type(name, 'Ayşe Demir');
    await context.userEvent.click(
      settings(context).getByRole('button', { name: t('nameForm.submit') }),
    );
    await expect(context.args.nameForm.onSubmit).toHaveBeenCalledWith({ name: 'Ayşe Demir' });
  },
};

/** The deletion's confirmation, open. */
function confirmation(context: Context) {
  const { t } = storyTexts(context);
  return within(context.canvas.getByRole('dialog', { name: t('deleteAccount.confirmTitle') }));
}

/** Opens the deletion's confirmation by the section's button, as the member does. */
async function openDeletion(context: Context) {
  await context.userEvent.click(
    settings(context).getByRole('button', { name: storyTexts(context).t('deleteAccount.submit') }),
  );
}

const settingsErrors = {
  decorators: [
    textArgs(({ t }) => ({
      nameForm: {
        onSubmit: fn(),
        fieldErrors: { name: [t('validation.maxLength', { max: limits.nameMaxLength })] },
      },
      passwordForm: {
        onSubmit: fn(),
        fieldErrors: { current_password: [t('validation.currentPasswordWrong')] },
      },
    })),
  ],
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      settings(context).getByLabelText(t('accountFields.name')),
    ).toHaveAccessibleDescription(t('validation.maxLength', { max: limits.nameMaxLength }));
    await expect(
      settings(context).getByLabelText(t('accountFields.currentPassword')),
    ).toHaveAccessibleDescription(t('validation.currentPasswordWrong'));
  },
} satisfies Story;

/** The server's answers in each settings form. */
export const SettingsErrors: Story = settingsErrors;

export const SettingsErrorsMobile: Story = { ...settingsErrors, ...onMobile };

/** A password change on its way: its button spins, the other forms stay usable. */
export const ChangingPassword: Story = {
  args: { passwordForm: { onSubmit: fn(), busy: true } },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      settings(context).getByRole('button', { name: t('passwordForm.submit') }),
    ).toBeDisabled();
    await expect(
      settings(context).getByRole('button', { name: t('nameForm.submit') }),
    ).toBeEnabled();
  },
};

export const ChangingPasswordMobile: Story = { ...ChangingPassword, ...onMobile };

const passwordUnchanged = {
  decorators: [
    textArgs(({ t }) => ({
      passwordForm: {
        onSubmit: fn(),
        fieldErrors: { password: [t('validation.passwordUnchanged')] },
      },
    })),
  ],
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      settings(context).getByLabelText(t('accountFields.newPassword')),
    ).toHaveAccessibleDescription(t('validation.passwordUnchanged'));
  },
} satisfies Story;

/** The new password is the current one, which the server refuses (422) by its field. */
export const PasswordUnchanged: Story = passwordUnchanged;

export const PasswordUnchangedMobile: Story = { ...passwordUnchanged, ...onMobile };

const deleteWithPassword = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await openDeletion(context);
    await context.userEvent.type(
      confirmation(context).getByLabelText(t('deleteAccount.passwordLabel')),
      'kestane-41',
    );
    await context.userEvent.click(
      confirmation(context).getByRole('button', { name: t('deleteAccount.submit') }),
    );
    await expect(context.args.deleteForm.onSubmit).toHaveBeenCalledWith({
      current_password: 'kestane-41',
    });
  },
} satisfies Story;

/** The deletion asks for the password in its confirmation; given, it is sent. */
export const DeleteWithPassword: Story = deleteWithPassword;

export const DeleteWithPasswordMobile: Story = { ...deleteWithPassword, ...onMobile };

const deleteWrongPassword = {
  decorators: [
    textArgs(({ t }) => ({
      deleteForm: {
        onSubmit: fn(),
        fieldErrors: { current_password: [t('validation.currentPasswordWrong')] },
      },
    })),
  ],
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      confirmation(context).getByLabelText(t('deleteAccount.passwordLabel')),
    ).toHaveAccessibleDescription(t('validation.currentPasswordWrong'));
  },
} satisfies Story;

/** The server found the password wrong (422): the confirmation stays, its field says so. */
export const DeleteWrongPassword: Story = deleteWrongPassword;

export const DeleteWrongPasswordMobile: Story = { ...deleteWrongPassword, ...onMobile };

/** The server failed the deletion: its message in the confirmation, which stays open. */
export const DeleteFailed: Story = {
  decorators: [
    textArgs(({ t }) => ({ deleteForm: { onSubmit: fn(), serverError: t('api.internalError') } })),
  ],
  play: async (context) => {
    await expect(confirmation(context).getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('api.internalError'),
    );
  },
};

export const DeleteFailedMobile: Story = { ...DeleteFailed, ...onMobile };

export const DeletingAccount: Story = {
  args: { deleteForm: { onSubmit: fn(), busy: true } },
  play: async (context) => {
    await openDeletion(context);
    await expect(
      confirmation(context).getByRole('button', {
        name: storyTexts(context).t('deleteAccount.submit'),
      }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const DeletingAccountMobile: Story = { ...DeletingAccount, ...onMobile };

/** The member's data being prepared for download: 'Hazırlanıyor…' in its section, before the deletion. */
const preparingData = {
  args: { dataExport: { onDownload: fn(), downloading: true } },
  play: async (context) => {
    const { t } = storyTexts(context);
    const section = within(context.canvas.getByRole('region', { name: t('dataExport.title') }));
    await expect(section.getByRole('button', { name: t('dataExport.preparing') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
} satisfies Story;

export const PreparingData: Story = preparingData;

export const PreparingDataMobile: Story = { ...preparingData, ...onMobile };

/**
 * A don't for the guidance page: the settings' forms under the profile's card, on a phone; the
 * overview is one long column again.
 */
export const DontOnTheOverview: Story = {
  ...onMobile,
  render: ({ verification, ...settings }) => (
    <>
      <ProfileScreen user={settings.user} verification={verification} />
      <AccountSettings {...settings} />
    </>
  ),
};
