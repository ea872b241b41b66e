import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { jobs, user } from '../storybook/fixtures';
import { onDesktop, onMobile } from '../storybook/viewports';
import { CategoryScreen } from './CategoryScreen';

const fullTimeJobs = jobs.filter((job) => job.work_type === 1);

const meta = {
  title: 'Screens/CategoryScreen',
  component: CategoryScreen,
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { onSignOut: fn(), category: 'full-time', jobs: fullTimeJobs, onSearch: fn() },
} satisfies Meta<typeof CategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/categories/full-time`: the category is highlighted and only its jobs are listed. */
export const FullTime: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('Full Time');
    await expect(canvas.getAllByText('Full-time')).toHaveLength(fullTimeJobs.length);
  },
};

export const FullTimeMobile: Story = { ...onMobile };

export const FreelanceSignedIn: Story = {
  args: {
    user,
    category: 'freelance',
    jobs: jobs.filter((job) => job.work_type === 3),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('Freelance');
    await expect(canvas.getByRole('button', { name: user.name })).toBeVisible();
  },
};

export const FreelanceSignedInMobile: Story = { ...onMobile, args: FreelanceSignedIn.args };

/** No jobs of this type yet. */
export const Empty: Story = {
  args: { category: 'part-time', jobs: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not found')).toBeVisible();
  },
};
