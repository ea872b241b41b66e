import { toasts } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { firstPage, jobs, now, user } from '../storybook/fixtures';
import { loadToaster } from '../storybook/loaders';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: {
    jobs,
    query: firstPage,
    total: 23,
    now,
    onSearch: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

function pages({ canvas }: Context) {
  return within(canvas.getByRole('navigation', { name: 'Pagination' }));
}

function workplaceFilter({ canvas }: Context) {
  return within(canvas.getByRole('navigation', { name: 'Workplace' }));
}

/** As in the reference: signed out, the first page of jobs, all 23 counted. */
export const SignedOut: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByText('23 ilan')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(jobs.length);
    await expect(pages(context).getByRole('link', { current: 'page' })).toHaveTextContent('1');
    await expect(workplaceFilter(context).getByRole('link', { current: 'page' })).toHaveTextContent(
      'All',
    );
  },
};

/** Behaviour only (its look is SignedOut's): Enter searches, a page link reports its page. */
export const SearchesAndPages: Story = {
  tags: ['!screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'Vue{Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('Vue');
    await userEvent.click(canvas.getByRole('link', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const SignedOutMobile: Story = { ...onMobile };

export const SignedIn: Story = {
  ...signedIn,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: user.name })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
  },
};

export const SignedInMobile: Story = { ...onMobile, ...signedIn };

/** Just signed in: back on the list with the success toast in the corner. */
export const SignedInWithToast: Story = {
  loaders: [loadToaster],
  parameters: {
    page: { user, toasts: [{ id: 'logged-in', title: toasts.loggedIn, tone: 'success' }] },
    screenshot: { target: 'page' },
  },
  play: async () => {
    await expect(await screen.findByText(toasts.loggedIn)).toBeVisible();
  },
};

/** The first fetch, before there is anything to list or count. */
export const Loading: Story = {
  args: { jobs: [], loading: true, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading jobs');
    await expect(canvas.queryByText(/ilan$/)).toBeNull();
  },
};

/** Nothing matched, or the fetch failed. */
export const Empty: Story = {
  args: { jobs: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 ilan')).toBeVisible();
    await expect(canvas.getByText('Not found')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** `/?q=Vue`: the search text stays in the box, one match counted, no pages. */
export const SearchResults: Story = {
  args: { jobs: jobs.slice(1, 2), query: { page: 1, q: 'Vue' }, total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('Vue');
    await expect(canvas.getByText('"Vue" için 1 ilan')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** `/?q=Developer&page=2`: a search pages as the list does, its links keeping the text. */
export const SearchWithPages: Story = {
  args: { query: { page: 2, q: 'Developer' }, total: 12 },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByText('"Developer" için 12 ilan')).toBeVisible();
    const pageLinks = pages(context);
    await expect(pageLinks.getByRole('link', { current: 'page' })).toHaveTextContent('2');
    await expect(pageLinks.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/?q=Developer&page=3',
    );
    await expect(pageLinks.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/?q=Developer',
    );
    // A workplace starts the search's results again from their first page.
    await expect(workplaceFilter(context).getByRole('link', { name: 'Remote' })).toHaveAttribute(
      'href',
      '/?q=Developer&workplace=remote',
    );
  },
};

/** `/?workplace=remote`: the filter marks Remote; pages keep it. */
export const RemoteOnly: Story = {
  args: {
    jobs: jobs.filter((job) => job.workplace === 'remote'),
    query: { page: 1, q: '', workplace: 'remote' },
    total: 6,
  },
  play: async (context) => {
    await expect(workplaceFilter(context).getByRole('link', { current: 'page' })).toHaveTextContent(
      'Remote',
    );
    await expect(workplaceFilter(context).getByRole('link', { name: 'All' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(pages(context).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/?workplace=remote&page=2',
    );
  },
};

/** A search on its way: its spinner replaces the rows and the count, which are about to change. */
export const Searching: Story = {
  args: { query: { page: 1, q: 'Vue' }, searching: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching jobs');
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};
