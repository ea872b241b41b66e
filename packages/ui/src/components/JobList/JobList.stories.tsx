import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { jobs } from '../../storybook/fixtures';
import { JobList } from './JobList';

const meta = {
  title: 'Components/JobList',
  component: JobList,
  args: { jobs: [], onSearch: fn() },
} satisfies Meta<typeof JobList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first fetch: nothing to show yet. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading jobs');
    await expect(canvas.queryByText('Not found')).toBeNull();
  },
};

/** Fetching another page keeps the rows on screen rather than flashing a spinner. */
export const LoadingWithRows: Story = {
  args: { loading: true, jobs },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  },
};

export const Searching: Story = {
  args: { searching: true, jobs, searchText: 'Developer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching jobs');
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not found')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** One page of five rows out of 23 jobs; a page click and a search report back. */
export const FivePagesOfRows: Story = {
  args: {
    jobs,
    pagination: {
      page: 1,
      total: 23,
      hrefForPage: (page: number) => `/?page=${page}`,
      onPageChange: fn(),
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getAllByRole('link', { name: /^Page/ })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('link', { name: 'Page 3' }));
    await expect(args.pagination?.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.type(canvas.getByRole('searchbox'), 'Go{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Go');
  },
};

/** Search results come as one list, without pages. */
export const SearchResults: Story = {
  args: { jobs: jobs.slice(1, 3), searchText: 'Developer' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
