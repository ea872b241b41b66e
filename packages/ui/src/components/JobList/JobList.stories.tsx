import { hrefs, type Job } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  expectFailureShownAs,
  expectRetryOfFailedLoad,
  failedLoad,
  failureControl,
  failureInStoryLanguage,
} from '../../storybook/failures';
import {
  backendJob,
  firstPage,
  iosJob,
  jobs,
  longTurkishJob,
  now,
  vueJob,
} from '../../storybook/fixtures';
import { jobsControl, queryControl } from '../../storybook/lists';
import { storyTexts } from '../../texts/storyTexts';
import { SimilarJobs } from '../SimilarJobs/SimilarJobs';
import { JobList } from './JobList';

/** A member's 'Bu aramayı kaydet', closed, with spies of its own. */
const saveSearch = () => ({ open: false, signedIn: true, onOpenChange: fn(), onSave: fn() });

const meta = {
  title: 'Components/JobList',
  component: JobList,
  decorators: [failureInStoryLanguage],
  args: { jobs: [], query: firstPage, total: 0, now, onSearch: fn() },
  argTypes: { jobs: jobsControl, query: queryControl, failed: failureControl },
} satisfies Meta<typeof JobList>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** 'Not found', then 'Filtreleri temizle' leading to `wider`: the list without its filters. */
async function expectClearFilters(context: Context, wider: string) {
  const { canvas } = context;
  const { t } = storyTexts(context);
  await expect(canvas.getByText(t('jobList.notFound'))).toBeVisible();
  await expect(canvas.getByRole('link', { name: t('noResults.clearFilters') })).toHaveAttribute(
    'href',
    wider,
  );
}

/**
 * The first fetch: nothing to show or count yet. A row-shaped skeleton per row of a page stands
 * where the rows will be; screen readers hear one status.
 */
export const Loading: Story = {
  args: { loading: true },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('jobList.loading'));
    await expect(canvas.getByRole('searchbox')).toBeVisible();
    await expect(
      canvas.getByRole('navigation', { name: t('workplaceFilter.label') }),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.queryByText(t('jobList.notFound'))).toBeNull();
    await expect(canvas.queryByText(t('resultCount.total', { count: 0 }))).toBeNull();
  },
};

/** Fetching another page keeps the rows and their count on screen rather than a skeleton. */
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

/** A search replaces the rows with the first load's skeleton, so the page keeps its height. */
export const Searching: Story = {
  args: { searching: true, jobs, query: { page: 1, q: 'Developer' }, total: 23 },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('jobList.searching'));
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/**
 * The list did not load: that it did not, the reason and a retry in place of the rows; no 'Not
 * found', no count and no pages, since nothing is known of what it holds. The search and the
 * filter stay usable.
 */
export const Failed: Story = {
  args: { failed: failedLoad(), saveSearch: saveSearch() },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.queryByText(t('jobList.notFound'))).toBeNull();
    await expect(canvas.queryByText(t('resultCount.total', { count: 0 }))).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('saveSearch.open') })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: t('pagination.label') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('jobList.feed') })).toBeNull();
    await expect(canvas.getByRole('searchbox')).toBeVisible();
    await expectRetryOfFailedLoad(context, 'jobList.loadFailed');
  },
};

/** The retry is on its way: its button says so and waits, keeping the focus where it was. */
export const Retrying: Story = {
  args: { failed: failedLoad('error.unreachable', true), loading: true },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('error.unreachable'))).toBeVisible();
    const button = canvas.getByRole('button', { name: t('loadFailed.retrying') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.failed?.onRetry).not.toHaveBeenCalled();
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
    await expect(canvas.queryByRole('button', { name: t('loadFailed.retry') })).toBeNull();
  },
};

/**
 * A search and a workplace that matched nothing: 'Not found', then the next steps, the list
 * without them and 'Bu aramayı kaydet' (moved there from beside the count), and the similar jobs.
 */
export const NoResultsWithNextSteps: Story = {
  args: {
    query: { page: 1, q: 'cobol', workplace: 'remote' },
    category: 'freelance',
    saveSearch: saveSearch(),
    similarJobs: <SimilarJobs jobs={[vueJob, backendJob]} />,
  },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expectClearFilters(context, hrefs.category('freelance'));
    // One 'Bu aramayı kaydet', under 'Not found'.
    const [save, ...more] = canvas.getAllByRole('button', { name: t('saveSearch.open') });
    await expect(more).toHaveLength(0);
    await userEvent.click(save as HTMLElement);
    await expect(args.saveSearch?.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('link', { name: backendJob.title })).toBeVisible();
  },
};

/**
 * `/?salary=10000&currency=GBP`, which matched nothing: a salary floor narrows the list as a search
 * does, so 'Filtreleri temizle' leads to the list without it.
 */
export const NoResultsForASalaryFloor: Story = {
  args: { query: { page: 1, q: '', salary: { amount: 10_000, currency: 'GBP' } } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expectClearFilters(context, hrefs.home());
    await expect(canvas.getByRole('link', { name: t('workplace.remote') })).toHaveAttribute(
      'href',
      '/?workplace=remote&salary=10000&currency=GBP',
    );
  },
};

/**
 * `/?posted=1`, which matched nothing: a date window narrows the list as a floor does, so
 * 'Filtreleri temizle' leads to the list without it. Behaviour only: it looks as
 * NoResultsForASalaryFloor does.
 */
export const NoResultsInTheLastDay: Story = {
  tags: ['!screenshot'],
  args: { query: { page: 1, q: '', posted: 1 } },
  play: (context) => expectClearFilters(context, hrefs.home()),
};

/**
 * Page 2 of `/categories/freelance?q=Vue&posted=1`: the pages keep the search and the window; a
 * workplace and a new search (the form before the script) keep them too, from page one; the
 * list's feed is of the same list, whatever the page. Behaviour only: it looks as
 * FivePagesOfRows does.
 */
export const PagesOfTheLastDay: Story = {
  tags: ['!screenshot'],
  args: { jobs, query: { page: 2, q: 'Vue', posted: 1 }, category: 'freelance', total: 23 },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const pages = within(canvas.getByRole('navigation', { name: t('pagination.label') }));
    await expect(
      pages.getByRole('link', { name: t('pagination.page', { page: 3 }) }),
    ).toHaveAttribute('href', '/categories/freelance?q=Vue&posted=1&page=3');
    await expect(canvas.getByRole('link', { name: t('workplace.remote') })).toHaveAttribute(
      'href',
      '/categories/freelance?q=Vue&workplace=remote&posted=1',
    );
    const search = canvas.getByRole('searchbox', { name: t('search.label') });
    await expect(search.closest('form')).toHaveAttribute('action', '/categories/freelance');
    await expect([...new FormData(search.closest('form') ?? undefined)]).toEqual([
      ['q', 'Vue'],
      ['posted', '1'],
    ]);
    await expect(canvas.getByRole('link', { name: t('jobList.feed') })).toHaveAttribute(
      'href',
      '/feed.xml?type=freelance&q=Vue&posted=1',
    );
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

/** Braid's stress case: a long unbroken Turkish title and brief wrap inside the row. */
export const LongTurkishTitle: Story = {
  args: { jobs: [longTurkishJob, vueJob], total: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: longTurkishJob.title })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
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

/**
 * A don't for the guidance page: a failed load handed over as an empty list (`failed` not
 * passed). It reads '0 ilan, Not found', as if nothing matched, with nothing to try again.
 */
export const DontFailedLoadAsEmpty: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('resultCount.total', { count: 0 }))).toBeVisible();
    await expectFailureShownAs(context, canvas.getByText(t('jobList.notFound')));
  },
};
