import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { VerificationNotice } from './VerificationNotice';

const meta = {
  title: 'Components/VerificationNotice',
  component: VerificationNotice,
  args: { message: '', onResend: fn(), resendState: 'idle' },
  // The server's 403 message, in the story's language.
  decorators: [textArgs(({ t }) => ({ message: t('api.verifyFirst') }))],
} satisfies Meta<typeof VerificationNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** It takes the focus as it appears, says what to do, and offers the resend. */
export const Default: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    const notice = context.canvas.getByRole('region', { name: t('jobForm.verifyFirst') });
    await expect(notice).toHaveFocus();
    await expect(notice).toHaveTextContent(t('api.verifyFirst'));
    await context.userEvent.click(
      context.canvas.getByRole('button', { name: t('verification.resend') }),
    );
    await expect(context.args.onResend).toHaveBeenCalledOnce();
  },
};

export const Sent: Story = {
  args: { resendState: 'sent' },
  play: async (context) => {
    await expect(context.canvas.getByRole('status')).toHaveTextContent(
      storyTexts(context).t('verification.sent'),
    );
  },
};

/**
 * A don't for the guidance page: the notice used for another refusal, here the server's failure.
 * Its title says the address is not verified and it offers a mail that will not help.
 */
export const DontForAnotherRefusal: Story = {
  decorators: [textArgs(({ t }) => ({ message: t('api.internalError') }))],
};
