import { hrefs } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { backendJob, goJob, vueJob } from '../../storybook/fixtures';
import { storyTexts } from '../../texts/storyTexts';
import { SimilarJobs } from '../SimilarJobs/SimilarJobs';
import { NoResults } from './NoResults';

const meta = {
  title: 'Components/NoResults',
  component: NoResults,
  args: {
    widerHref: hrefs.home(),
    wider: 'clearFilters',
    saveSearch: { open: false, signedIn: false, onOpenChange: fn(), onSave: fn() },
  },
} satisfies Meta<typeof NoResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A search that matched nothing: 'Not found', then the two next steps, the list without its
 * filters and 'Bu aramayı kaydet', which opens the dialog.
 */
export const FilteredSearch: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('jobList.notFound'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('noResults.clearFilters') })).toHaveAttribute(
      'href',
      '/',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('saveSearch.open') }));
    await expect(args.saveSearch?.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/** An empty category with nothing narrowing it: the way out is all jobs, not 'clear the filters'. */
export const EmptyCategory: Story = {
  args: { wider: 'allJobs', saveSearch: undefined },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('link', { name: t('notFound.backHome') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('noResults.clearFilters') })).toBeNull();
  },
};

/** A page past the list's end: where the list ends, and the way to its last page, nothing wider. */
export const PastTheEnd: Story = {
  args: { pastTheEnd: { page: 12, lastPage: 4, lastHref: '/?q=react&page=4' } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('jobList.pastLastPage', { page: 12, last: 4 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('jobList.toLastPage') })).toHaveAttribute(
      'href',
      '/?q=react&page=4',
    );
    await expect(canvas.queryByRole('link', { name: t('noResults.clearFilters') })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** With the similar jobs the app loads under it, once they have come. */
export const WithSimilarJobs: Story = {
  args: { children: <SimilarJobs jobs={[vueJob, backendJob, goJob]} /> },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('jobList.notFound'))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('similarJobs.heading') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: vueJob.title })).toHaveAttribute(
      'href',
      hrefs.detail(vueJob.slug),
    );
  },
};

/**
 * A don't for the guidance page: 'Not found' alone, a dead end; the reader has to guess that
 * removing the filters or saving the search would help.
 */
export const DontDeadEnd: Story = {
  args: { widerHref: undefined, saveSearch: undefined },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
