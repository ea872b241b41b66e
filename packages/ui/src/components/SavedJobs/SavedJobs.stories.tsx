import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { backendJob, expiredJob, iosJob } from '../../storybook/fixtures';
import { SavedJobs } from './SavedJobs';

const meta = {
  title: 'Components/SavedJobs',
  component: SavedJobs,
  args: { jobs: [iosJob, expiredJob, backendJob], signedIn: true, onUnsave: fn() },
} satisfies Meta<typeof SavedJobs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on a title opens its entry, a second click closes it; the expired one is marked. */
export const AllClosed: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('SAVED JOBS');
    const triggers = canvas.getAllByRole('button', { expanded: false });
    await expect(triggers.map((trigger) => trigger.textContent)).toEqual([
      iosJob.title,
      `${expiredJob.title}Süresi doldu`,
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
  play: async ({ args, canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: iosJob.title });
    await expect(region).toHaveTextContent(iosJob.salary);
    await expect(region).toHaveTextContent('Full-time');
    await expect(canvas.getByRole('link', { name: /^Detail/ })).toHaveAttribute(
      'href',
      '/detail/ios-developer',
    );
    const toggle = canvas.getByRole('button', { name: `Kaydet: ${iosJob.title}`, pressed: true });
    await userEvent.click(toggle);
    await expect(args.onUnsave).toHaveBeenCalledWith(iosJob.slug);
  },
};

/** The unsave is on its way: the entry's toggle is busy. */
export const Unsaving: Story = {
  args: { defaultOpen: expiredJob.slug, unsavingSlug: expiredJob.slug },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: `Kaydet: ${expiredJob.title}` }),
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
    await userEvent.click(canvas.getByRole('button', { name: backendJob.title }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: iosJob.title })).toBeNull());
    await expect(canvas.getByRole('region', { name: backendJob.title })).toBeVisible();

    canvas.getByRole('button', { name: iosJob.title }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('region', { name: iosJob.title })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('region', { name: iosJob.title })).toBeNull());
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your saved jobs');
  },
};

/** Nothing saved: says so and points to the list. */
export const Empty: Story = {
  args: { jobs: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No saved jobs yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the jobs' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** A visitor: asked to sign in, and brought back here after it. */
export const SignedOut: Story = {
  args: { jobs: [], signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fsaved-jobs',
    );
  },
};
