import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  expectFailureShownAs,
  expectRetryOfFailedLoad,
  failedLoad,
  failureControl,
  failureInStoryLanguage,
} from '../storybook/failures';
import { firstPage, jobs, now, user } from '../storybook/fixtures';
import { jobsControl, queryControl } from '../storybook/lists';
import { inPageFrame } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { CategoryScreen } from './CategoryScreen';

const fullTimeJobs = jobs.filter((job) => job.work_type === 1);

const meta = {
  title: 'Screens/CategoryScreen',
  component: CategoryScreen,
  decorators: [inPageFrame, failureInStoryLanguage],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: {
    category: 'full-time',
    jobs: fullTimeJobs,
    query: firstPage,
    total: fullTimeJobs.length,
    now,
    onSearch: fn(),
    saveSearch: { open: false, signedIn: false, onOpenChange: fn(), onSave: fn() },
  },
  argTypes: { jobs: jobsControl, query: queryControl, failed: failureControl },
} satisfies Meta<typeof CategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

function workTypes(context: Context) {
  const { t } = storyTexts(context);
  const name = t('workTypeNav.heading');
  return within(context.canvas.getByRole('navigation', { name }));
}

/** The category the side panel marks, also while the panel is folded away on a phone. */
function markedCategory(context: Context) {
  const { t } = storyTexts(context);
  const name = t('workTypeNav.heading');
  const panel = within(context.canvas.getByRole('navigation', { name, hidden: true }));
  return panel.getByRole('link', { current: 'page', hidden: true });
}

function workplaceFilter(context: Context) {
  const { t } = storyTexts(context);
  return within(context.canvas.getByRole('navigation', { name: t('workplaceFilter.label') }));
}

/**
 * Loaded, `/categories/full-time`: the category is highlighted, counted, and only its jobs are
 * listed.
 */
export const FullTime: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const fullTime = t('workType.fullTime');
    await expect(workTypes(context).getByRole('link', { current: 'page' })).toHaveTextContent(
      fullTime,
    );
    await expect(
      canvas.getByText(
        t('resultCount.category', { workType: fullTime, count: fullTimeJobs.length }),
      ),
    ).toBeVisible();
    // The badges, the side panel's link and its phone button's choices name the work type alike.
    await expect(canvas.getAllByText(fullTime)).toHaveLength(fullTimeJobs.length + 2);
  },
};

/** On a phone the side panel folds away above the list, still marking the category. */
export const FullTimeMobile: Story = {
  ...onMobile,
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(markedCategory(context)).toHaveTextContent(t('workType.fullTime'));
    // Folded, the panel's button says which category is in force.
    await expect(
      context.canvas.getByRole('button', { name: new RegExp(t('homeLayout.filters')) }),
    ).toHaveAccessibleName(`${t('homeLayout.filters')} ${t('workType.fullTime')}`);
    await expect(context.canvas.getAllByRole('article')).toHaveLength(fullTimeJobs.length);
  },
};

export const FreelanceSignedIn: Story = {
  args: { category: 'freelance', jobs: jobs.filter((job) => job.work_type === 3), total: 1 },
  parameters: { page: { user } },
  play: async (context) => {
    await expect(workTypes(context).getByRole('link', { current: 'page' })).toHaveTextContent(
      storyTexts(context).t('workType.freelance'),
    );
    await expect(context.canvas.getByRole('button', { name: user.name })).toBeVisible();
  },
};

export const FreelanceSignedInMobile: Story = {
  ...onMobile,
  args: FreelanceSignedIn.args,
  parameters: FreelanceSignedIn.parameters,
  play: async (context) => {
    await expect(markedCategory(context)).toHaveTextContent(
      storyTexts(context).t('workType.freelance'),
    );
    await expect(context.canvas.getByRole('button', { name: user.name })).toBeVisible();
  },
};

/**
 * The category's first fetch in the browser: the side panel already marks it, the search box and
 * the filter stay put, a skeleton of a page of rows stands below.
 */
export const Loading: Story = {
  args: { jobs: [], total: 0, loading: true },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('jobList.loading'));
    await expect(markedCategory(context)).toHaveTextContent(t('workType.fullTime'));
    await expect(canvas.getByRole('searchbox')).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const LoadingMobile: Story = { ...Loading, ...onMobile };

/** No jobs of this type yet: 'Not found', and the way to all jobs. */
export const Empty: Story = {
  args: { category: 'part-time', jobs: [], total: 0 },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(
      canvas.getByText(t('resultCount.category', { workType: t('workType.partTime'), count: 0 })),
    ).toBeVisible();
    await expect(canvas.getByText(t('jobList.notFound'))).toBeVisible();
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: t('notFound.backHome') }),
    ).toHaveAttribute('href', '/');
  },
};

export const EmptyMobile: Story = { ...Empty, ...onMobile };

/**
 * The category's list did not load: that it did not, why, and a retry, never 'Not found'; the
 * category stays marked.
 */
export const Failed: Story = {
  args: { jobs: [], total: 0, failed: failedLoad('error.unreachable') },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(markedCategory(context)).toHaveTextContent(t('workType.fullTime'));
    await expect(context.canvas.queryByText(t('jobList.notFound'))).toBeNull();
    await expectRetryOfFailedLoad(context, 'jobList.loadFailed');
  },
};

export const FailedMobile: Story = { ...Failed, ...onMobile };

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
    const { t } = storyTexts(context);
    await expect(
      canvas.getByText(
        t('resultCount.categorySearch', {
          workType: t('workType.partTime'),
          query: 'react',
          count: 7,
        }),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('react');
    const pages = within(canvas.getByRole('navigation', { name: t('pagination.label') }));
    await expect(
      pages.getByRole('link', { name: t('pagination.page', { page: 1 }) }),
    ).toHaveAttribute('href', '/categories/part-time?q=react&workplace=remote');
    const filter = workplaceFilter(context);
    await expect(filter.getByRole('link', { current: 'page' })).toHaveTextContent(
      t('workplace.remote'),
    );
    await expect(filter.getByRole('link', { name: t('workplace.onSite') })).toHaveAttribute(
      'href',
      '/categories/part-time?q=react&workplace=on-site',
    );
  },
};

export const RemoteSearchInsideCategoryMobile: Story = {
  ...RemoteSearchInsideCategory,
  ...onMobile,
};

/**
 * A don't for the guidance page: a failed load (`failed` not passed) shown as an empty category.
 * The reader learns there are no such jobs, which nobody knows yet, with nothing to try again.
 */
export const DontFailedLoadAsEmpty: Story = {
  args: { category: 'part-time', jobs: [], total: 0 },
  play: (context) =>
    expectFailureShownAs(
      context,
      context.canvas.getByText(storyTexts(context).t('jobList.notFound')),
    ),
};
