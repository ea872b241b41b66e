import { shownSalary } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  expectFailureShownAs,
  expectRetryOfFailedLoad,
  failedLoad,
  failureControl,
  failureInStoryLanguage,
} from '../../storybook/failures';
import { backendJob, expiredJob, iosJob } from '../../storybook/fixtures';
import { savedJobsControl } from '../../storybook/lists';
import { storyTexts } from '../../texts/storyTexts';
import { SavedJobs } from './SavedJobs';

const meta = {
  title: 'Components/SavedJobs',
  component: SavedJobs,
  decorators: [failureInStoryLanguage],
  args: { jobs: [iosJob, expiredJob, backendJob], signedIn: true, onUnsave: fn() },
  argTypes: { jobs: savedJobsControl, failed: failureControl },
} satisfies Meta<typeof SavedJobs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A click on a title opens its entry, a second click closes it; the expired one is marked. The
 * heading is as its words are written ('SAVED JOBS' in the spec's words).
 */
export const AllClosed: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('saved.title'));
    // The entries' code arrives after the heading (SavedJobsAccordion, loaded on demand).
    const triggers = await canvas.findAllByRole('button', { expanded: false });
    await expect(triggers.map((trigger) => trigger.textContent)).toEqual([
      iosJob.title,
      `${expiredJob.title}${t('saved.expired')}`,
      backendJob.title,
    ]);
    await expect(canvas.queryByRole('region', { name: iosJob.title })).toBeNull();

    const ios = canvas.getByRole('button', { name: iosJob.title });
    await userEvent.click(ios);
    await expect(ios).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: iosJob.title })).toHaveTextContent(iosJob.info);

    await userEvent.click(ios);
    await expect(ios).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('region', { name: iosJob.title })).toBeNull());
  },
};

/** Rendered with one job open: its brief, salary, work type, detail link and unsave toggle. */
export const OneOpen: Story = {
  args: { defaultOpen: iosJob.slug },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const texts = storyTexts(context);
    const { t } = texts;
    const region = await canvas.findByRole('region', { name: iosJob.title });
    // As the list shows it: the figures in the reader's language.
    await expect(region).toHaveTextContent(shownSalary(iosJob, texts));
    await expect(region).toHaveTextContent(t('workType.fullTime'));
    await expect(
      canvas.getByRole('link', { name: new RegExp(`^${t('saved.viewJob')}\\W+${iosJob.title}$`) }),
    ).toHaveAttribute('href', '/detail/ios-developer');
    const toggle = canvas.getByRole('button', {
      name: t('saveToggle.saveJob', { title: iosJob.title }),
      pressed: true,
    });
    await userEvent.click(toggle);
    await expect(args.onUnsave).toHaveBeenCalledWith(iosJob.slug);
  },
};

/** The unsave is on its way: the entry's toggle is busy. */
export const Unsaving: Story = {
  args: { defaultOpen: expiredJob.slug, unsavingSlug: expiredJob.slug },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      await context.canvas.findByRole('button', {
        name: t('saveToggle.saveJob', { title: expiredJob.title }),
      }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * Opening another entry closes the open one, and Enter toggles from the keyboard. Its end state is
 * OneOpen's, whose screenshot covers it.
 */
export const SwitchesEntries: Story = {
  args: { defaultOpen: iosJob.slug },
  tags: ['!screenshot'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: backendJob.title }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: iosJob.title })).toBeNull());
    await expect(canvas.getByRole('region', { name: backendJob.title })).toBeVisible();

    canvas.getByRole('button', { name: iosJob.title }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('region', { name: iosJob.title })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('region', { name: iosJob.title })).toBeNull());
  },
};

/** On their way: a skeleton of closed entries where the list will be, one status to hear. */
export const Loading: Story = {
  args: { loading: true },
  play: async (context) => {
    await expect(context.canvas.getByRole('status')).toHaveTextContent(
      storyTexts(context).t('saved.loading'),
    );
    await expect(context.canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** They did not load: the spec's 'Not found' for a list, why, and a retry. */
export const Failed: Story = {
  args: { jobs: [], failed: failedLoad() },
  play: (context) => expectRetryOfFailedLoad(context, 'saved.loadFailed'),
};

/** Nothing saved: says so, with a link to the list where the language puts it. */
export const Empty: Story = {
  args: { jobs: [] },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const link = canvas.getByRole('link', { name: t('saved.browse') });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link.parentElement).toHaveTextContent(
      t('saved.none', { browse: t('saved.browse') }),
    );
  },
};

/** A visitor: asked to sign in, and brought back here after it. */
export const SignedOut: Story = {
  args: { jobs: [], signedIn: false },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const link = canvas.getByRole('link', { name: t('saved.signIn') });
    await expect(link).toHaveAttribute('href', '/login?next=%2Fsaved-jobs');
    await expect(link.parentElement).toHaveTextContent(
      t('saved.signInToSee', { signIn: t('saved.signIn') }),
    );
  },
};

/** In Turkish the link ends the sentence, where English starts with it. */
export const SignedOutInTurkish: Story = {
  ...SignedOut,
  globals: { locale: 'tr' },
  tags: ['!screenshot'],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'giriş yapın' });
    await expect(link.parentElement).toHaveTextContent(
      'Kaydettiğiniz ilanları görmek için giriş yapın.',
    );
    await expect(link.previousSibling?.textContent).toBe('Kaydettiğiniz ilanları görmek için ');
  },
};

/**
 * A don't for the guidance page: a failed read left as an empty list (`failed` not passed).
 * 'No saved jobs yet' tells the member their saves are gone, with nothing to try again.
 */
export const DontFailedReadAsEmpty: Story = {
  args: { jobs: [] },
  play: (context) =>
    expectFailureShownAs(
      context,
      context.canvas.getByRole('link', { name: storyTexts(context).t('saved.browse') }),
    ),
};
