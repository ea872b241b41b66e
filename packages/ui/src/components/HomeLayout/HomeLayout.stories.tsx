import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { firstPage, jobs, now } from '../../storybook/fixtures';
import { onDesktop, onMobile } from '../../storybook/viewports';
import { JobList } from '../JobList/JobList';
import { HomeLayout } from './HomeLayout';

const meta = {
  title: 'Components/HomeLayout',
  component: HomeLayout,
  args: {
    children: (
      <JobList jobs={jobs} query={firstPage} total={jobs.length} now={now} onSearch={fn()} />
    ),
  },
  ...onDesktop,
} satisfies Meta<typeof HomeLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The side panel beside the list; no fold-away button on a wide screen. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'TYPE OF WORK' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Type of work' })).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(jobs.length);
  },
};

export const CategoryActive: Story = {
  args: { activeCategory: 'full-time' },
  play: async ({ canvas }) => {
    const typeOfWork = within(canvas.getByRole('navigation', { name: 'TYPE OF WORK' }));
    await expect(typeOfWork.getByRole('link', { current: 'page' })).toHaveTextContent('Full Time');
  },
};

/** On a phone the panel is folded away behind a button, so the jobs come first. */
export const MobileFolded: Story = {
  ...onMobile,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Type of work' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'TYPE OF WORK' })).toBeNull();
    await expect(canvas.getAllByRole('article')[0]).toBeVisible();
  },
};

/** The button unfolds the panel above the list and folds it again. */
export const MobileUnfolded: Story = {
  ...onMobile,
  args: { activeCategory: 'part-time' },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Type of work' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Freelance' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('link', { name: 'Freelance' })).toBeNull();
    await userEvent.click(toggle);
    const typeOfWork = within(canvas.getByRole('navigation', { name: 'TYPE OF WORK' }));
    await expect(typeOfWork.getByRole('link', { current: 'page' })).toHaveTextContent('Part Time');
  },
};
