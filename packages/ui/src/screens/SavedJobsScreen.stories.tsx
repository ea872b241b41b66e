import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  expectRetryOfFailedLoad,
  failedLoad,
  failureControl,
  failureInStoryLanguage,
} from '../storybook/failures';
import { backendJob, expiredJob, iosJob } from '../storybook/fixtures';
import { savedJobsControl } from '../storybook/lists';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { SavedJobsScreen } from './SavedJobsScreen';

const meta = {
  title: 'Screens/SavedJobsScreen',
  component: SavedJobsScreen,
  decorators: [inPageFrame, failureInStoryLanguage],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { jobs: [iosJob, expiredJob, backendJob], signedIn: true, onUnsave: fn() },
  argTypes: { jobs: savedJobsControl, failed: failureControl },
} satisfies Meta<typeof SavedJobsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the member's three saved jobs, all closed. */
export const SignedIn: Story = {
  ...signedIn,
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('heading', { level: 1, name: t('saved.title') })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    // The entries' code arrives after the heading (SavedJobsAccordion, loaded on demand).
    await expect(await main.findAllByRole('button', { expanded: false })).toHaveLength(3);
  },
};

export const SignedInMobile: Story = { ...SignedIn, ...onMobile };

/** A click on an entry's title opens it: the expired job, marked as such. */
export const OneOpenMobile: Story = {
  ...onMobile,
  ...signedIn,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const trigger = await canvas.findByRole('button', { name: /^Android Developer/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveTextContent(storyTexts(context).t('saved.expired'));
  },
};

/** The saved jobs on their way: the heading in place, a skeleton of closed entries below it. */
export const Loading: Story = {
  ...signedIn,
  args: { loading: true, jobs: [] },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('saved.loading'));
    await expect(canvas.getByRole('heading', { level: 1, name: t('saved.title') })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.queryAllByRole('button', { expanded: false })).toHaveLength(0);
  },
};

export const LoadingMobile: Story = { ...Loading, ...onMobile };

/** Nothing saved yet: says so, with a link to the jobs. */
export const Empty: Story = {
  ...signedIn,
  args: { jobs: [] },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('link', { name: storyTexts(context).t('saved.browse') }),
    ).toBeVisible();
  },
};

export const EmptyMobile: Story = { ...Empty, ...onMobile };

/** The saved jobs did not load: the spec's 'Not found', why, and a retry in place of the list. */
export const Failed: Story = {
  ...signedIn,
  args: { jobs: [], failed: failedLoad('error.unreachable') },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const main = within(canvas.getByRole('main'));
    await expect(main.queryByRole('link', { name: t('saved.browse') })).toBeNull();
    await expectRetryOfFailedLoad(context, 'saved.loadFailed', main);
  },
};

export const FailedMobile: Story = { ...Failed, ...onMobile };

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

export const SignedOutMobile: Story = { ...SignedOut, ...onMobile };

/**
 * A don't for the guidance page: a visitor (the header offers them to sign in) given the member's
 * empty list, `signedIn` passed as true. 'No saved jobs yet' is true only of a member whose saves
 * were read.
 */
export const DontVisitorShownEmptyList: Story = {
  args: { jobs: [], signedIn: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    const main = within(context.canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: t('saved.browse') })).toBeVisible();
    await expect(main.queryByRole('link', { name: t('saved.signIn') })).toBeNull();
  },
};
