import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { unverifiedUser, user } from '../storybook/fixtures';
import { loadMemberMenu } from '../storybook/loaders';
import { userControl } from '../storybook/memberChoices';
import { inPageFrame } from '../storybook/pageFrame';
import { expectCurrentProfilePart } from '../storybook/profileNav';
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
  argTypes: { user: userControl },
  args: { user, verification: { onResend: fn(), resendState: 'idle' } },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The profile as a member whose address is not verified yet sees it. */
const unverified = {
  parameters: { page: { user: unverifiedUser, onSignOut: signOut } },
  args: { user: unverifiedUser },
} as const;

/** The card under 'Profil'. */
function card(context: Context) {
  const { t } = storyTexts(context);
  return within(context.canvas.getByRole('region', { name: t('profile.title') }));
}

const overview = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await expectCurrentProfilePart(context, 'profileNav.overview');
    await expect(card(context).getByText(user.email)).toBeVisible();
    await expect(card(context).getByText(t('verification.verified'))).toBeVisible();
    // Each part is a page of its own: none of their lists or forms are here.
    await expect(context.canvas.queryByRole('textbox')).toBeNull();
  },
} satisfies Story;

/**
 * As in the reference: the member's address and name, under the tabs to the profile's parts;
 * signing out reports back.
 */
export const Desktop: Story = {
  loaders: [loadMemberMenu],
  play: async (context) => {
    await overview.play(context);
    const { t } = storyTexts(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: user.name }));
    await context.userEvent.click(
      await screen.findByRole('menuitem', { name: t('memberMenu.signOut') }),
    );
    await expect(signOut).toHaveBeenCalledOnce();
    // The screenshot is of the settled page: the menu closes with an animation, slower under load.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** On a phone the tabs stay one row, scrolled sideways, above the card. */
export const Mobile: Story = {
  ...onMobile,
  play: async (context) => {
    await overview.play(context);
    const { t } = storyTexts(context);
    const tabs = context.canvas.getByRole('navigation', { name: t('profileNav.label') });
    const row = within(tabs).getByRole('list');
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await expect(tabs.getBoundingClientRect().height).toBeLessThan(80);
  },
};

const unverifiedPlay = {
  ...unverified,
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(card(context).getByText(t('verification.notVerified'))).toBeVisible();
    await context.userEvent.click(
      card(context).getByRole('button', { name: t('verification.resend') }),
    );
    await expect(context.args.verification.onResend).toHaveBeenCalledOnce();
  },
} satisfies Story;

/** Not verified yet: an amber badge by the address, how to verify, and the resend. */
export const Unverified: Story = unverifiedPlay;

export const UnverifiedMobile: Story = { ...unverifiedPlay, ...onMobile };

export const Resending: Story = {
  ...unverified,
  args: { ...unverified.args, verification: { onResend: fn(), resendState: 'sending' } },
  play: async (context) => {
    await expect(
      card(context).getByRole('button', { name: storyTexts(context).t('verification.sending') }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ResendingMobile: Story = { ...Resending, ...onMobile };

export const Resent: Story = {
  ...unverified,
  args: { ...unverified.args, verification: { onResend: fn(), resendState: 'sent' } },
  play: async (context) => {
    await expect(card(context).getByText(storyTexts(context).t('verification.sent'))).toBeVisible();
  },
};

export const ResentMobile: Story = { ...Resent, ...onMobile };

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
    await expect(card(context).getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('api.tooManyAttempts', { seconds: 60 }),
    );
  },
};

export const ResendErrorMobile: Story = { ...ResendError, ...onMobile };
