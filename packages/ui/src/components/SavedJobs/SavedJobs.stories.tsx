import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SavedJobs, savedJobPlaceholders } from './SavedJobs';

const meta = {
  title: 'Components/SavedJobs',
  component: SavedJobs,
} satisfies Meta<typeof SavedJobs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on a title opens its entry, a second click closes it. */
export const AllClosed: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('SAVED JOBS');
    const triggers = canvas.getAllByRole('button');
    await expect(triggers.map((trigger) => trigger.textContent)).toEqual(
      savedJobPlaceholders.map((job) => job.title),
    );
    await expect(canvas.queryByRole('region', { name: /^Job \d$/ })).toBeNull();

    const jobTwo = canvas.getByRole('button', { name: 'Job 2' });
    await userEvent.click(jobTwo);
    await expect(jobTwo).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Job 2' })).toHaveTextContent('Lorem ipsum');

    await userEvent.click(jobTwo);
    await expect(jobTwo).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('region', { name: /^Job \d$/ })).toBeNull());
  },
};

/** Rendered with Job 0 open, as a designer reviews it. */
export const OneOpen: Story = {
  args: { defaultOpen: 'job-0' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Job 0' })).toBeVisible();
    await expect(canvas.getAllByRole('region', { name: /^Job \d$/ })).toHaveLength(1);
  },
};

/**
 * Opening another entry closes the open one, and Enter toggles from the keyboard. Its end state is
 * OneOpen's, whose screenshot covers it.
 */
export const SwitchesEntries: Story = {
  args: { defaultOpen: 'job-0' },
  tags: ['!screenshot'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Job 1' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Job 0' })).toBeNull());
    await expect(canvas.getByRole('region', { name: 'Job 1' })).toBeVisible();

    canvas.getByRole('button', { name: 'Job 0' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('region', { name: 'Job 0' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Job 0' })).toBeNull());
  },
};
