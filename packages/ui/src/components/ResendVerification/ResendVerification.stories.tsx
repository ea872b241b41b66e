import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { ResendVerification } from './ResendVerification';

const meta = {
  title: 'Components/ResendVerification',
  component: ResendVerification,
  args: { onResend: fn(), resendState: 'idle' },
} satisfies Meta<typeof ResendVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const button = (context: Context, label: 'verification.resend' | 'verification.sending') =>
  context.canvas.getByRole('button', { name: storyTexts(context).t(label) });

export const Idle: Story = {
  play: async (context) => {
    await context.userEvent.click(button(context, 'verification.resend'));
    await expect(context.args.onResend).toHaveBeenCalledOnce();
  },
};

/** On its way: the button spins and a second press sends nothing. */
export const Sending: Story = {
  args: { resendState: 'sending' },
  play: async (context) => {
    const sending = button(context, 'verification.sending');
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await context.userEvent.click(sending);
    await expect(context.args.onResend).not.toHaveBeenCalled();
  },
};

/** Sent: "check your inbox", announced; the button stays for a mail that never came. */
export const Sent: Story = {
  args: { resendState: 'sent' },
  play: async (context) => {
    await expect(context.canvas.getByRole('status')).toHaveTextContent(
      storyTexts(context).t('verification.sent'),
    );
    await expect(button(context, 'verification.resend')).toBeEnabled();
  },
};

/** Asked too often (429): the server's message in red. */
export const TooManyAttempts: Story = {
  decorators: [textArgs(({ t }) => ({ resendError: t('api.tooManyAttempts', { seconds: 60 }) }))],
  play: async (context) => {
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('api.tooManyAttempts', { seconds: 60 }),
    );
  },
};

/**
 * A don't for the guidance page: the success passed as `resendError`. 'Sent' shows in red and is
 * announced as an alert, so the member thinks the mail failed.
 */
export const DontSuccessAsError: Story = {
  decorators: [textArgs(({ t }) => ({ resendError: t('verification.sent') }))],
};
