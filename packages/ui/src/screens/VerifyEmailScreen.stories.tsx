import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts, textArgs } from '../texts/storyTexts';
import { VerifyEmailScreen } from './VerifyEmailScreen';

const meta = {
  title: 'Screens/VerifyEmailScreen',
  component: VerifyEmailScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { status: 'verifying', signedIn: false, onResend: fn(), resendState: 'idle' },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const main = (context: Context) => within(context.canvas.getByRole('main'));

/** The link's token is on its way to the server. */
export const Verifying: Story = {
  play: async (context) => {
    await expect(main(context).getByRole('status')).toHaveTextContent(
      storyTexts(context).t('verifyEmail.verifying'),
    );
  },
};

export const VerifyingMobile: Story = { ...Verifying, ...onMobile };

/** Verified on the device the member is signed in on: on to the profile. */
export const VerifiedSignedIn: Story = {
  ...signedIn,
  args: { status: 'verified', signedIn: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      main(context).getByRole('heading', { name: t('verifyEmail.verifiedTitle') }),
    ).toBeVisible();
    await expect(
      main(context).getByRole('link', { name: t('verifyEmail.toProfile') }),
    ).toHaveAttribute('href', '/profile');
  },
};

export const VerifiedSignedInMobile: Story = { ...VerifiedSignedIn, ...onMobile };

/** Verified from a mail opened on another device: on to sign in. */
export const VerifiedSignedOut: Story = {
  args: { status: 'verified' },
  play: async (context) => {
    await expect(
      main(context).getByRole('link', { name: storyTexts(context).t('verifyEmail.signIn') }),
    ).toHaveAttribute('href', '/login');
  },
};

export const VerifiedSignedOutMobile: Story = { ...VerifiedSignedOut, ...onMobile };

export const VerifiedMobile: Story = { ...VerifiedSignedIn, ...onMobile };

/** The link opened again, signed in: verified by its first use, so on to the jobs. */
export const AlreadyVerifiedSignedIn: Story = {
  ...signedIn,
  args: { status: 'alreadyVerified', signedIn: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      main(context).getByRole('heading', { name: t('verifyEmail.alreadyTitle') }),
    ).toBeVisible();
    await expect(main(context).getAllByRole('link')).toHaveLength(1);
    await expect(
      main(context).getByRole('link', { name: t('verifyEmail.toJobs') }),
    ).toHaveAttribute('href', '/');
  },
};

export const AlreadyVerifiedSignedInMobile: Story = { ...AlreadyVerifiedSignedIn, ...onMobile };

/** The link opened again on a device with no session: sign in, or go to the jobs. */
export const AlreadyVerifiedSignedOut: Story = {
  args: { status: 'alreadyVerified' },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByRole('main')).toHaveTextContent(t('verifyEmail.already'));
    await expect(
      main(context).getByRole('link', { name: t('verifyEmail.signIn') }),
    ).toHaveAttribute('href', '/login');
    await expect(
      main(context).getByRole('link', { name: t('verifyEmail.toJobs') }),
    ).toHaveAttribute('href', '/');
  },
};

export const AlreadyVerifiedSignedOutMobile: Story = { ...AlreadyVerifiedSignedOut, ...onMobile };

/** Replaced or a day old, signed in: a new link is one press away. */
export const ExpiredSignedIn: Story = {
  ...signedIn,
  args: { status: 'expired', signedIn: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      main(context).getByRole('heading', { name: t('verifyEmail.expiredTitle') }),
    ).toBeVisible();
    await context.userEvent.click(
      main(context).getByRole('button', { name: t('verification.resend') }),
    );
    await expect(context.args.onResend).toHaveBeenCalledOnce();
  },
};

export const ExpiredSignedInMobile: Story = { ...ExpiredSignedIn, ...onMobile };

export const ExpiredSignedInSending: Story = {
  ...signedIn,
  args: { status: 'expired', signedIn: true, resendState: 'sending' },
  play: async (context) => {
    await expect(
      main(context).getByRole('button', { name: storyTexts(context).t('verification.sending') }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ExpiredSignedInSendingMobile: Story = { ...ExpiredSignedInSending, ...onMobile };

export const ExpiredSignedInSent: Story = {
  ...signedIn,
  args: { status: 'expired', signedIn: true, resendState: 'sent' },
  play: async (context) => {
    await expect(main(context).getByRole('status')).toHaveTextContent(
      storyTexts(context).t('verification.sent'),
    );
  },
};

export const ExpiredSignedInSentMobile: Story = { ...ExpiredSignedInSent, ...onMobile };

/** Asked too often (429): the server's message under the button. */
export const ExpiredSignedInResendError: Story = {
  ...signedIn,
  args: { status: 'expired', signedIn: true },
  decorators: [textArgs(({ t }) => ({ resendError: t('api.tooManyAttempts', { seconds: 60 }) }))],
  play: async (context) => {
    await expect(main(context).getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('api.tooManyAttempts', { seconds: 60 }),
    );
  },
};

export const ExpiredSignedInResendErrorMobile: Story = {
  ...ExpiredSignedInResendError,
  ...onMobile,
};

/** Signed out: sign in, then ask for a new link from the profile. */
export const ExpiredSignedOut: Story = {
  args: { status: 'expired' },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByRole('main')).toHaveTextContent(t('verifyEmail.askSignedOut'));
    await expect(main(context).queryByRole('button')).toBeNull();
    await expect(
      main(context).getByRole('link', { name: t('verifyEmail.signIn') }),
    ).toHaveAttribute('href', '/login?next=%2Fprofile');
  },
};

export const ExpiredSignedOutMobile: Story = { ...ExpiredSignedOut, ...onMobile };

export const ExpiredMobile: Story = { ...ExpiredSignedOut, ...onMobile };

/**
 * A don't for the guidance page: a signed-in member (the header shows them) given the signed-out
 * card, `signedIn` not passed. They are asked to sign in again.
 */
export const DontSignedInAskedToSignIn: Story = {
  ...signedIn,
  args: { status: 'verified' },
  play: async (context) => {
    const { t } = storyTexts(context);
    const header = within(context.canvas.getByRole('banner'));
    await expect(header.queryByRole('link', { name: t('header.signIn') })).toBeNull();
    await expect(main(context).getByRole('link', { name: t('verifyEmail.signIn') })).toBeVisible();
  },
};
