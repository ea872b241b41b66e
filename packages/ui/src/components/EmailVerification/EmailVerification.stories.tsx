import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyTexts } from '../../texts/storyTexts';
import { useTexts } from '../../texts/TextsProvider';
import { Badge } from '../Badge/Badge';
import { EmailVerification } from './EmailVerification';

const meta = {
  title: 'Components/EmailVerification',
  component: EmailVerification,
  args: { verified: true, onResend: fn(), resendState: 'idle' },
} satisfies Meta<typeof EmailVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A green badge, and nothing to do. */
export const Verified: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByText(t('verification.verified'))).toBeVisible();
    await expect(context.canvas.queryByRole('button')).toBeNull();
  },
};

/** An amber badge, how to verify, and the resend. */
export const NotVerified: Story = {
  args: { verified: false },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByText(t('verification.notVerified'))).toBeVisible();
    await context.userEvent.click(
      context.canvas.getByRole('button', { name: t('verification.resend') }),
    );
    await expect(context.args.onResend).toHaveBeenCalledOnce();
  },
};

/**
 * A don't for the guidance page: the amber badge alone. The member learns the address is not
 * verified, but not why it matters, how to verify it, or how to get the mail again.
 */
export const DontBadgeAlone: Story = {
  render: () => <NotVerifiedBadge />,
};

function NotVerifiedBadge() {
  const { t } = useTexts();
  return <Badge tone="caution">{t('verification.notVerified')}</Badge>;
}
