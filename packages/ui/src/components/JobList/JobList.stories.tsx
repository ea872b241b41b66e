import type { Job } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { backendJob, firstPage, iosJob, jobs, now, vueJob } from '../../storybook/fixtures';
import { storyTexts } from '../../texts/storyTexts';
import { JobList } from './JobList';

const meta = {
  title: 'Components/JobList',
  component: JobList,
  args: { jobs: [], query: firstPage, total: 0, now, onSearch: fn() },
} satisfies Meta<typeof JobList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first fetch: nothing to show or count yet. */
export const Loading: Story = {
  args: { loading: true },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('jobList.loading'));
    await expect(canvas.queryByText(t('jobList.notFound'))).toBeNull();
    await expect(canvas.queryByText(t('resultCount.total', { count: 0 }))).toBeNull();
  },
};

/** Fetching another page keeps the rows and their count on screen rather than flashing a spinner. */
export const LoadingWithRows: Story = {
  args: { loading: true, jobs, total: 23 },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText(t('resultCount.total', { count: 23 }))).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  },
};

export const Searching: Story = {
  args: { searching: true, jobs, query: { page: 1, q: 'Developer' }, total: 23 },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('jobList.searching'));
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** Nothing to list: the spec's 'Not found' when no language is chosen. */
export const Empty: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('resultCount.total', { count: 0 }))).toBeVisible();
    await expect(canvas.getByText(t('jobList.notFound'))).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t('pagination.label') })).toBeNull();
  },
};

export const EmptyInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 jobs')).toBeVisible();
    await expect(canvas.getByText('No jobs found')).toBeVisible();
  },
};

/** One page of five rows out of 23 jobs; a page click and a search report back. */
export const FivePagesOfRows: Story = {
  args: { jobs, total: 23, onPageChange: fn() },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('resultCount.total', { count: 23 }))).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    const pages = within(canvas.getByRole('navigation', { name: t('pagination.label') }));
    // The numbered links: 'Sayfa 1' to 'Sayfa 5', then 'Sonraki sayfa'.
    await expect(pages.getAllByRole('link', { name: /\d/ })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('link', { name: t('pagination.page', { page: 3 }) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.type(canvas.getByRole('searchbox'), 'Go{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Go');
  },
};

/** Two search results: counted with their text, on one page. */
export const SearchResults: Story = {
  args: { jobs: jobs.slice(1, 3), query: { page: 1, q: 'Developer' }, total: 2 },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(
      canvas.getByText(t('resultCount.search', { query: 'Developer', count: 2 })),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('navigation', { name: t('pagination.label') })).toBeNull();
  },
};

/** A member's list: each row's toggle, one saved, one on its way; a press reports the row's slug. */
export const WithSaveToggles: Story = {
  args: {
    jobs: [iosJob, vueJob, backendJob],
    total: 3,
    saves: { saved: new Set([iosJob.slug]), savingSlug: vueJob.slug, onToggleSave: fn() },
  },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const toggle = (job: Job) =>
      canvas.getByRole('button', { name: t('saveToggle.saveJob', { title: job.title }) });
    await expect(toggle(iosJob)).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle(vueJob)).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle(backendJob));
    await expect(args.saves?.onToggleSave).toHaveBeenCalledWith(backendJob.slug);
  },
};
