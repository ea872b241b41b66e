import { limits } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { fullSavedSearches, reactSearch, savedSearches } from '../storybook/alerts';
import { expectRetryOfFailedLoad, failedLoad, failureInStoryLanguage } from '../storybook/failures';
import { unverifiedUser, user } from '../storybook/fixtures';
import { inPageFrame } from '../storybook/pageFrame';
import { expectCurrentProfilePart } from '../storybook/profileNav';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { AlertsScreen } from './AlertsScreen';

const meta = {
  title: 'Screens/AlertsScreen',
  component: AlertsScreen,
  decorators: [inPageFrame, failureInStoryLanguage],
  parameters: { frame: 'bare', page: { user } },
  ...onDesktop,
  args: {
    alerts: savedSearches,
    onRename: fn(),
    onFrequencyChange: fn(),
    onPausedChange: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof AlertsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The saved searches' panel, under 'Kayıtlı aramalar'. */
function savedSearchesPart(context: Context) {
  const { t } = storyTexts(context);
  return within(context.canvas.getByRole('region', { name: t('alerts.title') }));
}

const loaded = {
  play: async (context) => {
    await expectCurrentProfilePart(context, 'profileNav.alerts');
    await expect(savedSearchesPart(context).getAllByRole('article')).toHaveLength(3);
  },
} satisfies Story;

/** The member's saved searches, each with how often it mails, under the profile's tabs. */
export const Loaded: Story = loaded;

export const LoadedMobile: Story = { ...loaded, ...onMobile };

const loading = {
  args: { alerts: [], loading: true },
  play: async (context) => {
    await expect(savedSearchesPart(context).getByRole('status')).toHaveTextContent(
      storyTexts(context).t('alerts.loading'),
    );
  },
} satisfies Story;

/** The saved searches on their way: their shapes. */
export const Loading: Story = loading;

export const LoadingMobile: Story = { ...loading, ...onMobile };

const noAlerts = {
  args: { alerts: [] },
  play: async (context) => {
    await expect(
      savedSearchesPart(context).getByText(storyTexts(context).t('alerts.none')),
    ).toBeVisible();
  },
} satisfies Story;

/** No saved searches yet: how to save one. */
export const NoAlerts: Story = noAlerts;

export const NoAlertsMobile: Story = { ...noAlerts, ...onMobile };

const failed = {
  args: { alerts: [], failed: failedLoad('error.failed') },
  play: async (context) => {
    await expectCurrentProfilePart(context, 'profileNav.alerts');
    await expectRetryOfFailedLoad(context, 'alerts.loadFailed', savedSearchesPart(context));
  },
} satisfies Story;

/** The saved searches did not arrive: why, with a retry; the tabs still work. */
export const Failed: Story = failed;

export const FailedMobile: Story = { ...failed, ...onMobile };

const deleteQuestion = {
  args: { defaultEditing: { id: reactSearch.id, step: 'delete' } },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      savedSearchesPart(context).getByRole('dialog', {
        name: t('alerts.deleteQuestion', { name: reactSearch.name }),
      }),
    ).toBeVisible();
  },
} satisfies Story;

/** A saved search's Delete pressed: the board's confirmation, named by its question. */
export const DeleteConfirmation: Story = deleteQuestion;

export const DeleteConfirmationMobile: Story = { ...deleteQuestion, ...onMobile };

const waiting = {
  parameters: { page: { user: unverifiedUser } },
  args: { waitingForVerification: { onResend: fn(), resendState: 'idle' } },
  play: async (context) => {
    const { t } = storyTexts(context);
    const scope = savedSearchesPart(context);
    await expect(scope.getByText(t('alerts.waiting'))).toBeVisible();
    await context.userEvent.click(scope.getByRole('button', { name: t('verification.resend') }));
    await expect(context.args.waitingForVerification?.onResend).toHaveBeenCalledOnce();
  },
} satisfies Story;

/**
 * Not verified yet, with saved searches: they mail nothing until the address is, which the page
 * says above them, with the resend.
 */
export const WaitingForVerification: Story = waiting;

export const WaitingForVerificationMobile: Story = { ...waiting, ...onMobile };

const full = {
  args: { alerts: fullSavedSearches },
  play: async (context) => {
    const { t } = storyTexts(context);
    const scope = savedSearchesPart(context);
    await expect(scope.getAllByRole('article')).toHaveLength(limits.alertsPerMember);
    await expect(scope.getByText(t('alerts.full', { max: limits.alertsPerMember }))).toBeVisible();
  },
} satisfies Story;

/** As many saved searches as a member may keep: one goes before another is saved. */
export const Full: Story = full;

export const FullMobile: Story = { ...full, ...onMobile };

/**
 * A don't for the guidance page: a member whose address is not verified given the plain list
 * (`waitingForVerification` not passed). Nothing says the searches mail nothing yet, so they wait
 * for mails that never come.
 */
export const DontUnverifiedWithoutNotice: Story = {
  parameters: { page: { user: unverifiedUser } },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(savedSearchesPart(context).getAllByRole('article')).toHaveLength(3);
    await expect(savedSearchesPart(context).queryByText(t('alerts.waiting'))).toBeNull();
  },
};
