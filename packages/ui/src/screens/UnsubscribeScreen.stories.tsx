import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inPageFrame } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { UnsubscribeScreen } from './UnsubscribeScreen';

// A name that reads the same in both languages, as the server words an alert's criteria.
const name = '"react"';

const meta = {
  title: 'Screens/UnsubscribeScreen',
  component: UnsubscribeScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { unsubscribing: { status: 'question', name } },
} satisfies Meta<typeof UnsubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const main = (context: Context) => within(context.canvas.getByRole('main'));

/** Every state leads to the member's alerts by the sign-in, which a member passes straight on. */
async function leadsToAlerts(context: Context) {
  const { t } = storyTexts(context);
  await expect(main(context).getByRole('heading', { name: t('unsubscribe.title') })).toBeVisible();
  await expect(main(context).getByRole('link', { name: t('unsubscribe.manage') })).toHaveAttribute(
    'href',
    '/login?next=%2Fprofile%2Falerts',
  );
}

/** The link opened: the alert named, and one press to stop its mails. */
export const Question: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByRole('main')).toHaveTextContent(
      t('unsubscribe.question', { name }),
    );
    // A plain form to the page's own address (no action), as a mail client's one click posts.
    const button = main(context).getByRole('button', { name: t('unsubscribe.confirm') });
    await expect(button).toHaveAttribute('type', 'submit');
    const form = button.closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).not.toHaveAttribute('action');
    await expect(new FormData(form ?? undefined).get('List-Unsubscribe')).toBe('One-Click');
    await leadsToAlerts(context);
  },
};

export const QuestionMobile: Story = { ...Question, ...onMobile };

/** Stopped by this press (or a mail client's one click): nothing left to press but the way on. */
export const Done: Story = {
  args: { unsubscribing: { status: 'done', name } },
  play: async (context) => {
    await expect(context.canvas.getByRole('main')).toHaveTextContent(
      storyTexts(context).t('unsubscribe.done', { name }),
    );
    await expect(main(context).queryByRole('button')).toBeNull();
    await leadsToAlerts(context);
  },
};

export const DoneMobile: Story = { ...Done, ...onMobile };

/** Opened or posted again, or paused from the profile before: says so, asks nothing. */
export const StoppedAlready: Story = {
  args: { unsubscribing: { status: 'stoppedAlready', name } },
  play: async (context) => {
    await expect(context.canvas.getByRole('main')).toHaveTextContent(
      storyTexts(context).t('unsubscribe.already', { name }),
    );
    await expect(main(context).queryByRole('button')).toBeNull();
    await leadsToAlerts(context);
  },
};

export const StoppedAlreadyMobile: Story = { ...StoppedAlready, ...onMobile };

/** The link is no alert's: never one, or its alert was deleted. */
export const Gone: Story = {
  args: { unsubscribing: { status: 'gone' } },
  play: async (context) => {
    await expect(context.canvas.getByRole('main')).toHaveTextContent(
      storyTexts(context).t('unsubscribe.gone'),
    );
    await expect(main(context).queryByRole('button')).toBeNull();
    await leadsToAlerts(context);
  },
};

export const GoneMobile: Story = { ...Gone, ...onMobile };

/**
 * A don't for the guidance page: a link opened again after its mails stopped answered as a link
 * that is no alert's. The member thinks their alert is deleted.
 */
export const DontOpenedAgainAsGone: Story = {
  args: { unsubscribing: { status: 'gone' } },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByRole('main')).toHaveTextContent(t('unsubscribe.gone'));
    await expect(context.canvas.getByRole('main')).not.toHaveTextContent(
      t('unsubscribe.already', { name }),
    );
  },
};
