import { limits } from '@job/contract';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { MyAlertsProps } from '../components/MyAlerts/MyAlerts';
import { fullSavedSearches, reactSearch, savedSearches } from '../storybook/alerts';
import { expectRetryOfFailedLoad, failedLoad, failureInStoryLanguage } from '../storybook/failures';
import { iosJob, now, unverifiedUser, user } from '../storybook/fixtures';
import { loadMemberMenu } from '../storybook/loaders';
import { liveAndExpiredPostings, postingsControl, userControl } from '../storybook/memberChoices';
import { inPageFrame } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts, textArgs } from '../texts/storyTexts';
import { ProfileScreen } from './ProfileScreen';

/** The header's Sign Out, which this screen's frame reports to. */
const signOut = fn();

const meta = {
  title: 'Screens/ProfileScreen',
  component: ProfileScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare', page: { user, onSignOut: signOut } },
  ...onDesktop,
  argTypes: { user: userControl, postings: postingsControl },
  args: {
    user,
    postings: liveAndExpiredPostings,
    now,
    onDelete: fn(),
    onRenew: fn(),
    verification: { onResend: fn(), resendState: 'idle' },
    nameForm: { onSubmit: fn() },
    passwordForm: { onSubmit: fn() },
    deleteForm: { onSubmit: fn() },
    alerts: {
      alerts: savedSearches,
      onRename: fn(),
      onFrequencyChange: fn(),
      onPausedChange: fn(),
      onDelete: fn(),
    },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The profile as a member whose address is not verified yet sees it. */
const unverified = {
  parameters: { page: { user: unverifiedUser, onSignOut: signOut } },
  args: { user: unverifiedUser },
} as const;

/** The part of the page a story is about, by its heading. */
function part(context: Context, heading: string) {
  return within(context.canvas.getByRole('region', { name: heading }));
}

function settings(context: Context) {
  const { t, formats } = storyTexts(context);
  return part(context, formats.upper(t('settings.title')));
}

function postingsPart(context: Context) {
  const { t, formats } = storyTexts(context);
  return part(context, formats.upper(t('myPostings.title')));
}

/** The saved searches' part of the page, under 'KAYITLI ARAMALAR'. */
function savedSearchesPart(context: Context) {
  const { t, formats } = storyTexts(context);
  return part(context, formats.upper(t('alerts.title')));
}

/**
 * As in the reference, with the member's live and expired postings below, each with its
 * applications; signing out reports back.
 */
export const Desktop: Story = {
  loaders: [loadMemberMenu],
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t, formats } = storyTexts(context);
    await expect(
      canvas.getByRole('heading', { name: formats.upper(t('profile.title')) }),
    ).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(user.email);
    await expect(
      canvas.getByRole('heading', { name: formats.upper(t('myPostings.title')) }),
    ).toBeVisible();
    await expect(postingsPart(context).getAllByRole('article')).toHaveLength(2);
    await expect(savedSearchesPart(context).getAllByRole('article')).toHaveLength(3);
    await expect(
      canvas.getByRole('link', {
        name: new RegExp(`^${t('applicationCount.total', { count: 5 })}`),
      }),
    ).toHaveAttribute('href', '/my-jobs/ios-developer/applications');
    await expect(canvas.getByText(t('verification.verified'))).toBeVisible();
    await expect(
      settings(context).getByRole('heading', { name: t('deleteAccount.title') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: user.name }));
    await userEvent.click(await screen.findByRole('menuitem', { name: t('memberMenu.signOut') }));
    await expect(signOut).toHaveBeenCalledOnce();
    // The screenshot is of the settled page: the menu closes with an animation, slower under load.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const Mobile: Story = { ...onMobile };

/** The saved searches' props of a story: the meta's, with `changes`. */
const withAlerts = (changes: Partial<MyAlertsProps>): MyAlertsProps => ({
  ...meta.args.alerts,
  ...changes,
});

const alertsLoading = {
  args: { alerts: withAlerts({ alerts: [], loading: true }) },
  play: async (context) => {
    await expect(savedSearchesPart(context).getByRole('status')).toHaveTextContent(
      storyTexts(context).t('alerts.loading'),
    );
  },
} satisfies Story;

/** The saved searches on their way, under the member's postings: their shapes. */
export const AlertsLoading: Story = alertsLoading;

export const AlertsLoadingMobile: Story = { ...alertsLoading, ...onMobile };

const noAlerts = {
  args: { alerts: withAlerts({ alerts: [] }) },
  play: async (context) => {
    await expect(
      savedSearchesPart(context).getByText(storyTexts(context).t('alerts.none')),
    ).toBeVisible();
  },
} satisfies Story;

/** No saved searches yet: how to save one. */
export const NoAlerts: Story = noAlerts;

export const NoAlertsMobile: Story = { ...noAlerts, ...onMobile };

/** Words `args.alerts.failed.reason`, a message id, in the story's language (as `failureInStoryLanguage`). */
const alertsFailureInStoryLanguage: Decorator = (Story, context) => {
  const alerts = context.args.alerts as MyAlertsProps;
  const failed = alerts.failed as ReturnType<typeof failedLoad>;
  const reason = storyTexts(context).t(failed.reason);
  return Story({ args: { ...context.args, alerts: { ...alerts, failed: { ...failed, reason } } } });
};

const alertsFailed = {
  args: { alerts: withAlerts({ alerts: [], failed: failedLoad('error.failed') }) },
  decorators: [alertsFailureInStoryLanguage],
  play: async (context) => {
    const { t } = storyTexts(context);
    const failed = context.args.alerts.failed as ReturnType<typeof failedLoad>;
    const scope = savedSearchesPart(context);
    await expect(scope.getByText(t('alerts.loadFailed'))).toBeVisible();
    await expect(scope.getByText(t(failed.reason))).toBeVisible();
    await context.userEvent.click(scope.getByRole('button', { name: t('loadFailed.retry') }));
    await expect(failed.onRetry).toHaveBeenCalledOnce();
  },
} satisfies Story;

/** The saved searches did not arrive: why, with a retry; the postings and settings work. */
export const AlertsFailed: Story = alertsFailed;

export const AlertsFailedMobile: Story = { ...alertsFailed, ...onMobile };

const alertDeleteQuestion = {
  args: { alerts: withAlerts({ defaultEditing: { id: reactSearch.id, step: 'delete' } }) },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      savedSearchesPart(context).getByRole('group', {
        name: t('alerts.deleteQuestion', { name: reactSearch.name }),
      }),
    ).toBeVisible();
  },
} satisfies Story;

/** A saved search's Delete pressed: the question in its row, in red. */
export const AlertDeleteConfirmation: Story = alertDeleteQuestion;

export const AlertDeleteConfirmationMobile: Story = { ...alertDeleteQuestion, ...onMobile };

const alertsWaiting = {
  ...unverified,
  play: async (context) => {
    const { t } = storyTexts(context);
    const scope = savedSearchesPart(context);
    await expect(scope.getByText(t('alerts.waiting'))).toBeVisible();
    await context.userEvent.click(scope.getByRole('button', { name: t('verification.resend') }));
    await expect(context.args.verification.onResend).toHaveBeenCalledOnce();
  },
} satisfies Story;

/**
 * Not verified yet, with saved searches: they mail nothing until the address is, which their part
 * says above them, with the resend.
 */
export const AlertsWaitingForVerification: Story = alertsWaiting;

export const AlertsWaitingForVerificationMobile: Story = { ...alertsWaiting, ...onMobile };

const alertsFull = {
  args: { alerts: withAlerts({ alerts: fullSavedSearches }) },
  play: async (context) => {
    const { t } = storyTexts(context);
    const scope = savedSearchesPart(context);
    await expect(scope.getAllByRole('article')).toHaveLength(limits.alertsPerMember);
    await expect(scope.getByText(t('alerts.full', { max: limits.alertsPerMember }))).toBeVisible();
  },
} satisfies Story;

/** As many saved searches as a member may keep: one goes before another is saved. */
export const AlertsFull: Story = alertsFull;

export const AlertsFullMobile: Story = { ...alertsFull, ...onMobile };

const loading = {
  args: { postings: [], loading: true },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyTexts(context).t('myPostings.loading'),
    );
    await expect(postingsPart(context).queryByRole('article')).toBeNull();
  },
} satisfies Story;

/**
 * The postings on their way: their shapes under 'İLANLARIM', one status for screen readers. The
 * member and the settings are the session's, there at once.
 */
export const Loading: Story = loading;

export const LoadingMobile: Story = { ...loading, ...onMobile };

const noPostings = {
  args: { postings: [] },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByText(t('myPostings.none'))).toBeVisible();
    await expect(context.canvas.getByRole('link', { name: t('myPostings.postJob') })).toBeVisible();
  },
} satisfies Story;

/** No postings yet: a link to post one. */
export const NoPostings: Story = noPostings;

export const NoPostingsMobile: Story = { ...noPostings, ...onMobile };

const failed = {
  args: { postings: [], failed: failedLoad('error.failed') },
  decorators: [failureInStoryLanguage],
  play: async (context) => {
    const { t, formats } = storyTexts(context);
    // Only the postings failed: the member's card and settings are there.
    await expect(context.canvas.getByRole('main')).toHaveTextContent(user.email);
    const postings = part(context, formats.upper(t('myPostings.title')));
    await expectRetryOfFailedLoad(context, 'myPostings.loadFailed', postings);
  },
} satisfies Story;

/**
 * The postings did not arrive (the server failed): why, and a retry where the list would be; the
 * rest of the profile works.
 */
export const Failed: Story = failed;

export const FailedMobile: Story = { ...failed, ...onMobile };

/** Delete pressed: the question in the posting's row, the focus on Cancel. */
export const DeleteConfirmationOpen: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.click(
      canvas.getByRole('button', {
        name: new RegExp(`^${t('myPostings.delete')}\\W+${iosJob.title}$`),
      }),
    );
    await expect(canvas.getByRole('button', { name: t('myPostings.cancel') })).toHaveFocus();
  },
};

export const Deleting: Story = {
  args: { deletingSlug: iosJob.slug },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('button', { name: storyTexts(context).t('myPostings.deleting') }),
    ).toBeVisible();
  },
};

/**
 * Not verified yet: an amber badge by the address, how to verify, and the resend; the saved
 * searches say they wait for it, with the same resend (the first is the address's).
 */
export const Unverified: Story = {
  ...unverified,
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByText(t('verification.notVerified'))).toBeVisible();
    const [byTheAddress, byTheSearches] = context.canvas.getAllByRole('button', {
      name: t('verification.resend'),
    });
    await expect(
      savedSearchesPart(context).getByRole('button', { name: t('verification.resend') }),
    ).toBe(byTheSearches);
    await context.userEvent.click(byTheAddress as HTMLElement);
    await expect(context.args.verification.onResend).toHaveBeenCalledOnce();
  },
};

export const UnverifiedMobile: Story = { ...onMobile, ...unverified };

export const Resending: Story = {
  ...unverified,
  args: { ...unverified.args, verification: { onResend: fn(), resendState: 'sending' } },
  play: async (context) => {
    const sending = context.canvas.getAllByRole('button', {
      name: storyTexts(context).t('verification.sending'),
    });
    // The address's and the saved searches': one request, both busy.
    await expect(sending).toHaveLength(2);
    for (const button of sending) await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Resent: Story = {
  ...unverified,
  args: { ...unverified.args, verification: { onResend: fn(), resendState: 'sent' } },
  play: async (context) => {
    const { t, formats } = storyTexts(context);
    const sent = part(context, formats.upper(t('profile.title'))).getAllByText(
      t('verification.sent'),
    );
    await expect(sent).toHaveLength(2);
    for (const status of sent) await expect(status).toBeVisible();
  },
};

/** Asked too often (429): the server's message under the resend. */
export const ResendError: Story = {
  ...unverified,
  decorators: [
    textArgs(({ t }) => ({
      verification: {
        onResend: fn(),
        resendState: 'idle',
        resendError: t('api.tooManyAttempts', { seconds: 60 }),
      },
    })),
  ],
  play: async (context) => {
    const refusals = context.canvas.getAllByRole('alert');
    await expect(refusals).toHaveLength(2);
    for (const refusal of refusals) {
      await expect(refusal).toHaveTextContent(
        storyTexts(context).t('api.tooManyAttempts', { seconds: 60 }),
      );
    }
  },
};

/** The settings prefilled and sent: the name field starts with the name. */
export const ChangeName: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    const name = settings(context).getByLabelText(t('accountFields.name'));
    await expect(name).toHaveValue(user.name);
    await context.userEvent.clear(name);
    await context.userEvent.type(name, 'Ayşe Demir');
    await context.userEvent.click(
      settings(context).getByRole('button', { name: t('nameForm.submit') }),
    );
    await expect(context.args.nameForm.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.nameForm.onSubmit).toHaveBeenCalledWith({
      name: 'Ayşe Demir',
    });
  },
};

/** The server's answers in each settings form. */
export const SettingsErrors: Story = {
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
      deleteForm: { onSubmit: fn(), serverError: t('api.internalError') },
    })),
  ],
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      settings(context).getByLabelText(t('accountFields.currentPassword')),
    ).toHaveAccessibleDescription(t('validation.currentPasswordWrong'));
    await expect(settings(context).getByRole('alert')).toHaveTextContent(t('api.internalError'));
  },
};

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

const deleteWithPassword = {
  play: async (context) => {
    const { t } = storyTexts(context);
    const password = settings(context).getByLabelText(t('deleteAccount.passwordLabel'));
    await context.userEvent.type(password, 'kestane-41');
    await context.userEvent.click(
      settings(context).getByRole('button', { name: t('deleteAccount.submit') }),
    );
    await expect(context.args.deleteForm.onSubmit).toHaveBeenCalledWith({
      current_password: 'kestane-41',
    });
  },
} satisfies Story;

/** The deletion asks for the password, as a change of it does; given, it is sent. */
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
      settings(context).getByLabelText(t('deleteAccount.passwordLabel')),
    ).toHaveAccessibleDescription(t('validation.currentPasswordWrong'));
  },
} satisfies Story;

/** The server found the password wrong (422): said by its field; nothing was deleted. */
export const DeleteWrongPassword: Story = deleteWrongPassword;

export const DeleteWrongPasswordMobile: Story = { ...deleteWrongPassword, ...onMobile };

const passwordRefused = {
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
export const PasswordUnchanged: Story = passwordRefused;

export const PasswordUnchangedMobile: Story = { ...passwordRefused, ...onMobile };

export const DeletingAccount: Story = {
  args: { deleteForm: { onSubmit: fn(), busy: true } },
  play: async (context) => {
    await expect(
      settings(context).getByRole('button', {
        name: storyTexts(context).t('deleteAccount.submit'),
      }),
    ).toBeDisabled();
  },
};
