import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { backendJob, expiredJob, iosJob } from '../storybook/fixtures';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { SavedJobsScreen } from './SavedJobsScreen';

const meta = {
  title: 'Screens/SavedJobsScreen',
  component: SavedJobsScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { jobs: [iosJob, expiredJob, backendJob], signedIn: true, onUnsave: fn() },
} satisfies Meta<typeof SavedJobsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's three saved jobs, all closed. */
export const SignedIn: Story = {
  ...signedIn,
  play: async (context) => {
    const { canvas } = context;
    const { t, formats } = storyTexts(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: formats.upper(t('saved.title')) }),
    ).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getAllByRole('button', { expanded: false })).toHaveLength(3);
  },
};

export const SignedInMobile: Story = { ...onMobile, ...signedIn };

/** A click on an entry's title opens it: the expired job, marked as such. */
export const OneOpenMobile: Story = {
  ...onMobile,
  ...signedIn,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const trigger = canvas.getByRole('button', { name: /^Android Developer/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveTextContent(storyTexts(context).t('saved.expired'));
  },
};

export const Loading: Story = {
  ...signedIn,
  args: { loading: true, jobs: [] },
  play: async (context) => {
    await expect(
      context.canvas.getByText(storyTexts(context).t('saved.loading')),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  ...signedIn,
  args: { jobs: [] },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('link', { name: storyTexts(context).t('saved.browse') }),
    ).toBeVisible();
  },
};

/** The route is not guarded: a visitor is asked to sign in, and comes back here after it. */
export const SignedOut: Story = {
  args: { jobs: [], signedIn: false },
  play: async (context) => {
    // The page's own link, not the header's (both 'Sign in' in English).
    const main = within(context.canvas.getByRole('main'));
    await expect(
      main.getByRole('link', { name: storyTexts(context).t('saved.signIn') }),
    ).toHaveAttribute('href', '/login?next=%2Fsaved-jobs');
  },
};
