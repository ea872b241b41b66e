import { hrefs } from '@job/contract';
import type { MessageId } from '@job/texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { SimilarJobs } from '../components/SimilarJobs/SimilarJobs';
import { beforeItsScript } from '../storybook/beforeItsScript';
import {
  expectRetryOfFailedLoad,
  failedLoad,
  failureControl,
  failureInStoryLanguage,
} from '../storybook/failures';
import { countedName, homeCounts } from '../storybook/filterCounts';
import {
  backendJob,
  firstPage,
  goJob,
  jobs,
  lastWeekJobs,
  liraJobs,
  now,
  user,
  vueJob,
} from '../storybook/fixtures';
import { jobsControl, lastWeek, liraFloor, queryControl } from '../storybook/lists';
import { loadSaveSearchDialog, loadToaster } from '../storybook/loaders';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  decorators: [inPageFrame, failureInStoryLanguage],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: {
    jobs,
    query: firstPage,
    total: 23,
    now,
    onSearch: fn(),
    onPageChange: fn(),
    saveSearch: { open: false, signedIn: false, onOpenChange: fn(), onSave: fn() },
  },
  argTypes: { jobs: jobsControl, query: queryControl, failed: failureControl },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

function pages(context: Context) {
  const { t } = storyTexts(context);
  return within(context.canvas.getByRole('navigation', { name: t('pagination.label') }));
}

/** The side panel's work types, folded away on a phone (so looked up hidden or not). */
function workTypeLink(context: Context, name: string) {
  const { t } = storyTexts(context);
  const panel = context.canvas.getByRole('navigation', {
    name: t('workTypeNav.heading'),
    hidden: true,
  });
  return within(panel).getByRole('link', { name, hidden: true });
}

/** A filter of the side panel by its heading, folded away with it on a phone. */
function panelFilter(context: Context, heading: MessageId) {
  const { t } = storyTexts(context);
  return within(context.canvas.getByRole('navigation', { name: t(heading), hidden: true }));
}

/** The side panel's salary floor, under the work types. */
const salaryFilter = (context: Context) => panelFilter(context, 'salaryFilter.label');

/** The side panel's date posted, under the salary floor. */
const postedFilter = (context: Context) => panelFilter(context, 'postedFilter.label');

function workplaceFilter(context: Context) {
  const { t } = storyTexts(context);
  return within(context.canvas.getByRole('navigation', { name: t('workplaceFilter.label') }));
}

/**
 * The list's links keep its filters, `kept` as the address writes them (`salary=75000`): a
 * workplace's and a work type's, and the search form's hidden fields before the script.
 */
async function expectFiltersKept(context: Context, kept: string) {
  const { t } = storyTexts(context);
  await expect(
    workplaceFilter(context).getByRole('link', { name: t('workplace.remote') }),
  ).toHaveAttribute('href', `/?workplace=remote&${kept}`);
  await expect(workTypeLink(context, t('workType.partTime'))).toHaveAttribute(
    'href',
    `/categories/part-time?${kept}`,
  );
  const search = context.canvas.getByRole('searchbox', { name: t('search.label') });
  await expect([...new FormData(search.closest('form') ?? undefined)]).toEqual([
    ['q', ''],
    ...new URLSearchParams(kept),
  ]);
}

/** Loaded, as in the reference: signed out, the first page of jobs, all 23 counted. */
export const SignedOut: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('link', { name: t('header.signIn') })).toBeVisible();
    await expect(canvas.getByText(t('resultCount.total', { count: 23 }))).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(jobs.length);
    await expect(pages(context).getByRole('link', { current: 'page' })).toHaveTextContent('1');
    await expect(workplaceFilter(context).getByRole('link', { current: 'page' })).toHaveTextContent(
      t('workplaceFilter.all'),
    );
  },
};

/**
 * Behaviour only (its look is SignedOut's): Enter searches, a page link reports its page, 'Bu
 * aramayı kaydet' asks the app to open its dialog.
 */
export const SearchesAndPages: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.type(canvas.getByRole('searchbox'), 'Vue{Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('Vue');
    await userEvent.click(canvas.getByRole('link', { name: t('pagination.page', { page: 2 }) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: t('saveSearch.open') }));
    await expect(args.saveSearch?.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const SignedOutMobile: Story = { ...SignedOut, ...onMobile };

export const SignedIn: Story = {
  ...signedIn,
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('button', { name: user.name })).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: storyTexts(context).t('header.signIn') }),
    ).toBeNull();
  },
};

export const SignedInMobile: Story = { ...SignedIn, ...onMobile };

/** Just signed in: back on the list with the success toast in the corner. */
export const SignedInWithToast: Story = {
  loaders: [loadToaster],
  parameters: {
    page: { user, toasts: [{ id: 'signed-in', message: 'toast.signedIn', tone: 'success' }] },
    screenshot: { target: 'page' },
  },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(await screen.findByText(t('toast.signedIn'))).toBeVisible();
  },
};

export const SignedInWithToastMobile: Story = { ...SignedInWithToast, ...onMobile };

/**
 * The first fetch in the browser, before there is anything to list or count: the search box and
 * the filter where they will stay, a skeleton of a page of rows below. A rendered page never shows
 * it.
 */
export const Loading: Story = {
  args: { jobs: [], loading: true, total: 0 },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('jobList.loading'));
    await expect(canvas.queryByText(t('resultCount.total', { count: 0 }))).toBeNull();
    await expect(canvas.getByRole('searchbox')).toBeVisible();
    await expect(workplaceFilter(context).getByRole('link', { current: 'page' })).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const LoadingMobile: Story = { ...Loading, ...onMobile };

/** Nothing matched: the spec's 'Not found' under a count of 0, no pages. */
export const Empty: Story = {
  args: { jobs: [], total: 0 },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('resultCount.total', { count: 0 }))).toBeVisible();
    await expect(canvas.getByText(t('jobList.notFound'))).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t('pagination.label') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('loadFailed.retry') })).toBeNull();
  },
};

export const EmptyMobile: Story = { ...Empty, ...onMobile };

/**
 * A search that failed: that the jobs did not load, why, and a retry beside it; no 'Not found', no
 * count, no pages and no 'Bu aramayı kaydet', since nothing is known of what the list holds. The
 * toast the app shows with it is the frame's. Search and filter still work.
 */
export const Failed: Story = {
  args: { jobs: [], total: 0, query: { page: 1, q: 'react' }, failed: failedLoad() },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.queryByText(t('jobList.notFound'))).toBeNull();
    await expect(
      canvas.queryByText(t('resultCount.search', { query: 'react', count: 0 })),
    ).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('saveSearch.open') })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: t('pagination.label') })).toBeNull();
    await expectRetryOfFailedLoad(context, 'jobList.loadFailed');
  },
};

export const FailedMobile: Story = { ...Failed, ...onMobile };

/**
 * `/?q=cobol&workplace=remote`, which matched nothing: 'Not found', then the next steps (the list
 * without its search and workplace, 'Bu aramayı kaydet') and the similar jobs the app loads then.
 */
export const NoResults: Story = {
  args: {
    jobs: [],
    total: 0,
    query: { page: 1, q: 'cobol', workplace: 'remote' },
    similarJobs: <SimilarJobs jobs={[vueJob, backendJob, goJob]} />,
  },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(
      canvas.getByText(t('resultCount.search', { query: 'cobol', count: 0 })),
    ).toBeVisible();
    await expect(canvas.getByText(t('jobList.notFound'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('noResults.clearFilters') })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('link', { name: goJob.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('saveSearch.open') }));
    await expect(args.saveSearch?.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const NoResultsMobile: Story = { ...NoResults, ...onMobile };

/**
 * `/?page=99` of a list of 23 (an old link to a list that has since shrunk): no 'Not found', but
 * where the list ends, the way to its last page, and the pages, none of them this one. The server
 * answers it 404.
 */
export const PastTheLastPage: Story = {
  args: { jobs: [], query: { page: 99, q: '' }, total: 23 },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('jobList.pastLastPage', { page: 99, last: 5 }))).toBeVisible();
    await expect(canvas.queryByText(t('jobList.notFound'))).toBeNull();
    await expect(canvas.getByRole('link', { name: t('jobList.toLastPage') })).toHaveAttribute(
      'href',
      '/?page=5',
    );
    await expect(
      pages(context).getByRole('link', { name: t('pagination.previous') }),
    ).toHaveAttribute('href', '/?page=5');
    await expect(pages(context).queryByRole('link', { current: 'page' })).toBeNull();
  },
};

export const PastTheLastPageMobile: Story = { ...PastTheLastPage, ...onMobile };

/** `/?q=Vue`: the search text stays in the box, one match counted, no pages. */
export const SearchResults: Story = {
  args: { jobs: jobs.slice(1, 2), query: { page: 1, q: 'Vue' }, total: 1 },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('searchbox')).toHaveValue('Vue');
    await expect(
      canvas.getByText(t('resultCount.search', { query: 'Vue', count: 1 })),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.queryByRole('navigation', { name: t('pagination.label') })).toBeNull();
  },
};

export const SearchResultsMobile: Story = { ...SearchResults, ...onMobile };

/** `/?q=Developer&page=2`: a search pages as the list does, its links keeping the text. */
export const SearchWithPages: Story = {
  args: { query: { page: 2, q: 'Developer' }, total: 12 },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(
      canvas.getByText(t('resultCount.search', { query: 'Developer', count: 12 })),
    ).toBeVisible();
    const pageLinks = pages(context);
    await expect(pageLinks.getByRole('link', { current: 'page' })).toHaveTextContent('2');
    await expect(
      pageLinks.getByRole('link', { name: t('pagination.page', { page: 3 }) }),
    ).toHaveAttribute('href', '/?q=Developer&page=3');
    await expect(pageLinks.getByRole('link', { name: t('pagination.previous') })).toHaveAttribute(
      'href',
      '/?q=Developer',
    );
    // A workplace starts the search's results again from their first page.
    await expect(
      workplaceFilter(context).getByRole('link', { name: t('workplace.remote') }),
    ).toHaveAttribute('href', '/?q=Developer&workplace=remote');
    // So does a work type, which narrows the search rather than dropping it.
    await expect(workTypeLink(context, t('workType.fullTime'))).toHaveAttribute(
      'href',
      '/categories/full-time?q=Developer',
    );
  },
};

export const SearchWithPagesMobile: Story = { ...SearchWithPages, ...onMobile };

/** `/?workplace=remote`: the filter marks Remote; pages keep it. */
export const RemoteOnly: Story = {
  args: {
    jobs: jobs.filter((job) => job.workplace === 'remote'),
    query: { page: 1, q: '', workplace: 'remote' },
    total: 6,
  },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(workplaceFilter(context).getByRole('link', { current: 'page' })).toHaveTextContent(
      t('workplace.remote'),
    );
    await expect(
      workplaceFilter(context).getByRole('link', { name: t('workplaceFilter.all') }),
    ).toHaveAttribute('href', '/');
    await expect(
      pages(context).getByRole('link', { name: t('pagination.page', { page: 2 }) }),
    ).toHaveAttribute('href', '/?workplace=remote&page=2');
    await expect(workTypeLink(context, t('workType.partTime'))).toHaveAttribute(
      'href',
      '/categories/part-time?workplace=remote',
    );
  },
};

export const RemoteOnlyMobile: Story = { ...RemoteOnly, ...onMobile };

/**
 * `/?salary=75000`: the jobs paying at least ₺75.000 a month, the floor marked in the side panel.
 * The workplaces, the work types and the search keep it; 'Tümü' under the floor drops it.
 */
export const SalaryFloor: Story = {
  args: { jobs: liraJobs, query: liraFloor, total: liraJobs.length },
  play: async (context) => {
    const { canvas } = context;
    const { t, formats } = storyTexts(context);
    await expect(canvas.getAllByRole('article')).toHaveLength(liraJobs.length);
    await expect(
      salaryFilter(context).getByRole('link', { current: 'page', hidden: true }),
    ).toHaveTextContent(t('salaryFilter.atLeast', { amount: formats.money(75_000, 'TRY') }));
    await expect(
      salaryFilter(context).getByRole('link', { name: t('salaryFilter.any'), hidden: true }),
    ).toHaveAttribute('href', '/');
    await expectFiltersKept(context, 'salary=75000');
  },
};

export const SalaryFloorMobile: Story = { ...SalaryFloor, ...onMobile };

/**
 * `/?posted=7`: the jobs posted in the last 7 days, the window marked in the side panel under the
 * salary floor. The workplaces, the work types, the floors and the search keep it; 'Tümü' under
 * it drops it. On a phone the panel's button names it ('Filtreler Son 7 gün').
 */
export const PostedWithin: Story = {
  args: { jobs: lastWeekJobs, query: lastWeek, total: lastWeekJobs.length },
  play: async (context) => {
    const { canvas } = context;
    const { t, formats } = storyTexts(context);
    await expect(canvas.getAllByRole('article')).toHaveLength(lastWeekJobs.length);
    await expect(
      postedFilter(context).getByRole('link', { current: 'page', hidden: true }),
    ).toHaveTextContent(t('postedFilter.week'));
    await expect(
      postedFilter(context).getByRole('link', { name: t('postedFilter.any'), hidden: true }),
    ).toHaveAttribute('href', '/');
    const floor = t('salaryFilter.atLeast', { amount: formats.money(50_000, 'TRY') });
    await expect(
      salaryFilter(context).getByRole('link', { name: floor, hidden: true }),
    ).toHaveAttribute('href', '/?salary=50000&posted=7');
    await expectFiltersKept(context, 'posted=7');
    // On a phone, where the panel folds away: its button names the window.
    const toggle = canvas.queryByRole('button', { name: new RegExp(t('homeLayout.filters')) });
    if (toggle) {
      await expect(toggle).toHaveAccessibleName(
        `${t('homeLayout.filters')} ${t('postedFilter.week')}`,
      );
    }
  },
};

export const PostedWithinMobile: Story = { ...PostedWithin, ...onMobile };

/**
 * The list with its filters' counts known: how many jobs each choice would list, after its words,
 * in the workplace chips and the side panel; the current choices count the list (23). Before they
 * load (SignedOut) the page looks as it did.
 */
export const WithCounts: Story = {
  args: { counts: homeCounts },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t, formats } = storyTexts(context);
    // On a phone, where the panel is a sheet: opened, to show its counts.
    const toggle = canvas.queryByRole('button', { name: new RegExp(t('homeLayout.filters')) });
    if (toggle) await userEvent.click(toggle);
    await expect(
      workplaceFilter(context).getByRole('link', { current: 'page' }),
    ).toHaveAccessibleName(countedName(t, t('workplaceFilter.all'), 23));
    await expect(
      workplaceFilter(context).getByRole('link', {
        name: countedName(t, t('workplace.remote'), homeCounts.workplace.remote),
      }),
    ).toHaveAttribute('href', '/?workplace=remote');
    await expect(
      workTypeLink(
        context,
        countedName(t, t('workType.fullTime'), homeCounts.workType['full-time']),
      ),
    ).toBeVisible();
    const floor = t('salaryFilter.atLeast', { amount: formats.money(75_000, 'TRY') });
    await expect(
      salaryFilter(context).getByRole('link', { name: countedName(t, floor, 3) }),
    ).toBeVisible();
    await expect(
      postedFilter(context).getByRole('link', { name: countedName(t, t('postedFilter.week'), 2) }),
    ).toBeVisible();
  },
};

/** At 375 px, the filters' sheet opened by its button, its counts beside the chips'. */
export const WithCountsMobile: Story = {
  ...WithCounts,
  ...onMobile,
  // The sheet lies over the page, which the capture keeps around it.
  parameters: { screenshot: { target: 'page' } },
};

/**
 * A search on its way: the rows' skeleton replaces the rows and the count, which are about to
 * change, as on a first load (a spinner would shrink the page to a line until they came).
 */
export const Searching: Story = {
  args: { query: { page: 1, q: 'Vue' }, searching: true },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('jobList.searching'));
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const SearchingMobile: Story = { ...Searching, ...onMobile };

/** `/?q=react&workplace=remote`, where the dialog opens: the list behind it, the choice before it. */
const savingSearch = {
  args: {
    jobs: jobs.slice(0, 2),
    query: { page: 1, q: 'react', workplace: 'remote' },
    total: 2,
  },
  loaders: [loadSaveSearchDialog],
  parameters: { screenshot: { target: 'page' } },
} satisfies Story;

/**
 * 'Bu aramayı kaydet' beside the count, pressed by a member: the dialog asks how often (instantly
 * at first), and Save tells the app the choice, which saves the list's criteria.
 */
export const SaveSearch: Story = {
  ...savingSearch,
  // The member's frame, and the page captured: the dialog is in the top layer.
  parameters: { ...savingSearch.parameters, ...signedIn.parameters },
  args: {
    ...savingSearch.args,
    saveSearch: { open: true, signedIn: true, onOpenChange: fn(), onSave: fn() },
  },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const dialog = within(await screen.findByRole('dialog', { name: t('saveSearch.title') }));
    await expect(dialog.getByRole('radio', { name: t('saveSearch.instant') })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: t('saveSearch.save') }));
    await expect(args.saveSearch?.onSave).toHaveBeenCalledWith('instant');
  },
};

export const SaveSearchMobile: Story = { ...SaveSearch, ...onMobile };

/** A visitor's press: the dialog says they sign in first, and its button says so too. */
export const SaveSearchSignedOut: Story = {
  ...savingSearch,
  args: {
    ...savingSearch.args,
    saveSearch: { open: true, signedIn: false, onOpenChange: fn(), onSave: fn() },
  },
  play: async (context) => {
    const { t } = storyTexts(context);
    const dialog = within(await screen.findByRole('dialog', { name: t('saveSearch.title') }));
    await expect(dialog.getByText(t('saveSearch.introVisitor'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('saveSearch.signInAndSave') })).toBeVisible();
  },
};

export const SaveSearchSignedOutMobile: Story = { ...SaveSearchSignedOut, ...onMobile };

/**
 * The list as the server sends it, before the page's script runs: its links and its search (a GET
 * of the list's address) work as they are, each row's 'Kaydet' is a visitor's link to the sign-in that saves its job,
 * and 'Bu aramayı kaydet' waits, dimmed and described so.
 */
export const BeforeItsScript: Story = {
  decorators: [beforeItsScript],
  args: {
    saves: { saved: new Set(), onToggleSave: fn(), signInHref: (slug) => hrefs.login('/', slug) },
  },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const saveSearch = canvas.getByRole('button', { name: t('saveSearch.open') });
    await expect(saveSearch).toHaveAttribute('aria-disabled', 'true');
    await expect(saveSearch).toHaveAccessibleDescription(t('spinner.loading'));
    const search = canvas.getByRole('searchbox', { name: t('search.label') });
    await expect(search).toHaveAttribute('name', 'q');
    await expect(search.closest('form')).toHaveAttribute('action', hrefs.home());
    const firstJob = jobs[0]?.title ?? '';
    await expect(
      canvas.getByRole('link', { name: t('saveToggle.saveJob', { title: firstJob }) }),
    ).toHaveAttribute('href', hrefs.login('/', jobs[0]?.slug));
  },
};

/**
 * On a phone the rows come first, and the filters' button needs no script: its sheet is the
 * browser's own popover.
 */
export const BeforeItsScriptMobile: Story = {
  ...BeforeItsScript,
  ...onMobile,
  play: async (context) => {
    await BeforeItsScript.play?.(context);
    const { t } = storyTexts(context);
    const panel = context.canvas.getByRole('button', { name: t('homeLayout.filters') });
    await expect(panel).not.toHaveAttribute('aria-disabled');
    await expect(panel).toHaveAttribute('popovertarget');
  },
};

/**
 * A don't for the guidance page: the list rendered before its first answer without `loading`.
 * The page flashes '0 ilan, Not found' before the rows come.
 */
export const DontEmptyBeforeFirstAnswer: Story = {
  args: { jobs: [], total: 0 },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('resultCount.total', { count: 0 }))).toBeVisible();
    await expect(canvas.getByText(t('jobList.notFound'))).toBeVisible();
    await expect(canvas.queryByText(t('jobList.loading'))).toBeNull();
  },
};
