import type { Job } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { backendJob, firstPage, iosJob, jobs, now, vueJob } from '../../storybook/fixtures';
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading jobs');
    await expect(canvas.queryByText('Not found')).toBeNull();
    await expect(canvas.queryByText('0 ilan')).toBeNull();
  },
};

/** Fetching another page keeps the rows and their count on screen rather than flashing a spinner. */
export const LoadingWithRows: Story = {
  args: { loading: true, jobs, total: 23 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText('23 ilan')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  },
};

export const Searching: Story = {
  args: { searching: true, jobs, query: { page: 1, q: 'Developer' }, total: 23 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching jobs');
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 ilan')).toBeVisible();
    await expect(canvas.getByText('Not found')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** One page of five rows out of 23 jobs; a page click and a search report back. */
export const FivePagesOfRows: Story = {
  args: { jobs, total: 23, onPageChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('23 ilan')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getAllByRole('link', { name: /^Page/ })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('link', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.type(canvas.getByRole('searchbox'), 'Go{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Go');
  },
};

/** Two search results: counted with their text, on one page. */
export const SearchResults: Story = {
  args: { jobs: jobs.slice(1, 3), query: { page: 1, q: 'Developer' }, total: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('"Developer" için 2 ilan')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** A member's list: each row's toggle, one saved, one on its way; a press reports the row's slug. */
export const WithSaveToggles: Story = {
  args: {
    jobs: [iosJob, vueJob, backendJob],
    total: 3,
    saves: { saved: new Set([iosJob.slug]), savingSlug: vueJob.slug, onToggleSave: fn() },
  },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = (job: Job) => canvas.getByRole('button', { name: `Kaydet: ${job.title}` });
    await expect(toggle(iosJob)).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle(vueJob)).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle(backendJob));
    await expect(args.saves?.onToggleSave).toHaveBeenCalledWith(backendJob.slug);
  },
};
