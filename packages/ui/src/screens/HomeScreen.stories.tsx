import { toasts } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { Toaster } from '../components/Toaster/Toaster';
import { firstOfFivePages, jobs, user } from '../storybook/fixtures';
import { onDesktop, onMobile } from '../storybook/viewports';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: {
    onSignOut: fn(),
    jobs,
    onSearch: fn(),
    pagination: { ...firstOfFivePages, onPageChange: fn() },
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As in the reference: signed out, the first page of jobs. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(jobs.length);
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('1');
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
    await expect(args.pagination?.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const SignedOutMobile: Story = { ...onMobile };

export const SignedIn: Story = {
  args: { user },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: user.name })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
  },
};

export const SignedInMobile: Story = { ...onMobile, args: { user } };

/** Just signed in: back on the list with the success toast in the corner. */
export const SignedInWithToast: Story = {
  args: {
    user,
    toaster: (
      <Toaster
        toasts={[{ id: 'logged-in', title: toasts.loggedIn, tone: 'success' }]}
        onDismiss={fn()}
      />
    ),
  },
  parameters: { screenshot: { target: 'page' } },
  play: async () => {
    await expect(await screen.findByText(toasts.loggedIn)).toBeVisible();
  },
};

/** The first fetch, before there is anything to list. */
export const Loading: Story = {
  args: { jobs: [], loading: true, pagination: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading jobs');
  },
};

/** Nothing matched, or the fetch failed. */
export const Empty: Story = {
  args: { jobs: [], pagination: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not found')).toBeVisible();
  },
};
