import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { firstPage, jobs, now, user } from '../storybook/fixtures';
import { inPageFrame } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { CategoryScreen } from './CategoryScreen';

const fullTimeJobs = jobs.filter((job) => job.work_type === 1);

const meta = {
  title: 'Screens/CategoryScreen',
  component: CategoryScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: {
    category: 'full-time',
    jobs: fullTimeJobs,
    query: firstPage,
    total: fullTimeJobs.length,
    now,
    onSearch: fn(),
  },
} satisfies Meta<typeof CategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

function typeOfWork({ canvas }: Context) {
  return within(canvas.getByRole('navigation', { name: 'TYPE OF WORK' }));
}

function workplaceFilter({ canvas }: Context) {
  return within(canvas.getByRole('navigation', { name: 'Workplace' }));
}

/** `/categories/full-time`: the category is highlighted, counted, and only its jobs are listed. */
export const FullTime: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(typeOfWork(context).getByRole('link', { current: 'page' })).toHaveTextContent(
      'Full Time',
    );
    await expect(canvas.getByText(`Full-time: ${fullTimeJobs.length} ilan`)).toBeVisible();
    await expect(canvas.getAllByText('Full-time')).toHaveLength(fullTimeJobs.length);
  },
};

export const FullTimeMobile: Story = { ...onMobile };

export const FreelanceSignedIn: Story = {
  args: { category: 'freelance', jobs: jobs.filter((job) => job.work_type === 3), total: 1 },
  parameters: { page: { user } },
  play: async (context) => {
    await expect(typeOfWork(context).getByRole('link', { current: 'page' })).toHaveTextContent(
      'Freelance',
    );
    await expect(context.canvas.getByRole('button', { name: user.name })).toBeVisible();
  },
};

export const FreelanceSignedInMobile: Story = {
  ...onMobile,
  args: FreelanceSignedIn.args,
  parameters: FreelanceSignedIn.parameters,
};

/** No jobs of this type yet. */
export const Empty: Story = {
  args: { category: 'part-time', jobs: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Part-time: 0 ilan')).toBeVisible();
    await expect(canvas.getByText('Not found')).toBeVisible();
  },
};

/**
 * `/categories/part-time?q=react&workplace=remote&page=2`: a search inside the category, narrowed
 * to remote work; pages and the filter keep the category, the text and the workplace.
 */
export const RemoteSearchInsideCategory: Story = {
  args: {
    category: 'part-time',
    jobs: jobs.filter((job) => job.work_type === 2),
    query: { page: 2, q: 'react', workplace: 'remote' },
    total: 7,
  },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByText('Part-time: "react" için 7 ilan')).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('react');
    const pages = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/categories/part-time?q=react&workplace=remote',
    );
    const filter = workplaceFilter(context);
    await expect(filter.getByRole('link', { current: 'page' })).toHaveTextContent('Remote');
    await expect(filter.getByRole('link', { name: 'On-site' })).toHaveAttribute(
      'href',
      '/categories/part-time?q=react&workplace=on-site',
    );
  },
};
