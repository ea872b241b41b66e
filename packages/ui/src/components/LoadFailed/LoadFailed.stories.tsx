import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { LoadFailed } from './LoadFailed';

const meta = {
  title: 'Components/LoadFailed',
  component: LoadFailed,
  args: { onRetry: fn() },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A job or a member's page that did not arrive: what, why, and a retry. */
export const Default: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('loadFailed.message'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('loadFailed.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * A list that failed says that its jobs did not load, with the app's reason under it; never the
 * empty list's 'Not found', which would claim it holds nothing.
 */
export const FailedList: Story = {
  decorators: [
    textArgs(({ t }) => ({ message: t('jobList.loadFailed'), reason: t('error.timedOut') })),
  ],
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByText(t('jobList.loadFailed'))).toBeVisible();
    await expect(context.canvas.getByText(t('error.timedOut'))).toBeVisible();
  },
};

/** The retry is on its way: pressing again does nothing. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const button = canvas.getByRole('button', { name: t('loadFailed.retrying') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/**
 * A don't for the guidance page: the exception's text as the reason. The reader learns nothing they
 * can act on, in no language of theirs.
 */
export const DontRawError: Story = {
  args: { reason: 'TypeError: Failed to fetch (GET /api/jobs?page=2)' },
};
