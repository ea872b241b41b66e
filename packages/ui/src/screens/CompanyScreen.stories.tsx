import { hrefs } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { companySizeWords } from '../components/CompanyCard/companySize';
import {
  bareCompany,
  egeDijital,
  iosJobOfKuzeyMobil,
  kuzeyMobil,
  kuzeyMobilJobs,
} from '../storybook/companies';
import {
  expectFailureShownAs,
  expectRetryOfFailedLoad,
  failedLoad,
  failureControl,
  failuresInStoryLanguage,
} from '../storybook/failures';
import { now } from '../storybook/fixtures';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { CompanyScreen } from './CompanyScreen';

const meta = {
  title: 'Screens/CompanyScreen',
  component: CompanyScreen,
  decorators: [inPageFrame, failuresInStoryLanguage(['failed', 'jobsFailed'])],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: {
    company: kuzeyMobil,
    jobs: kuzeyMobilJobs,
    jobsTotal: kuzeyMobilJobs.length,
    page: 1,
    now,
    onPageChange: fn(),
  },
  argTypes: { failed: failureControl, jobsFailed: failureControl },
} satisfies Meta<typeof CompanyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const main = (context: Context) => within(context.canvas.getByRole('main'));

/**
 * A company with everything: its large logo and name, website (its host, opening elsewhere),
 * place with its country, sector and size, what it does, then its three open jobs as the board's rows.
 */
export const Loaded: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    const page = main(context);
    await expect(page.getByRole('heading', { level: 1, name: kuzeyMobil.name })).toBeVisible();
    const website = page.getByRole('link', { name: /kuzeymobil\.com\.tr/ });
    await expect(website).toHaveAttribute('href', kuzeyMobil.website);
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAccessibleName(
      `${t('companyFacts.website')}: kuzeymobil.com.tr ${t('company.newTab')}`,
    );
    await expect(page.getByText(t(companySizeWords['51-200']))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t('company.jobs') })).toBeVisible();
    await expect(page.getAllByRole('article')).toHaveLength(kuzeyMobilJobs.length);
    await expect(page.queryByRole('link', { name: t('company.edit') })).toBeNull();
  },
};

export const LoadedMobile: Story = { ...Loaded, ...onMobile };

/** Seen by one of its owners: 'Şirketi düzenle' beside the name. */
export const EditableByItsOwner: Story = {
  ...signedIn,
  args: { editHref: '/companies/kuzey-mobil/edit' },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(main(context).getByRole('link', { name: t('company.edit') })).toHaveAttribute(
      'href',
      '/companies/kuzey-mobil/edit',
    );
  },
};

export const EditableByItsOwnerMobile: Story = { ...EditableByItsOwner, ...onMobile };

/**
 * Twelve jobs, five a page: the second page, each page's link the company's own address. A row's
 * company link is the page itself: it shows the name, as every row of the board does.
 */
export const WithPages: Story = {
  args: { jobsTotal: 12, page: 2 },
  play: async (context) => {
    const { t } = storyTexts(context);
    const pages = within(main(context).getByRole('navigation', { name: t('pagination.label') }));
    await expect(pages.getByRole('link', { current: 'page' })).toHaveTextContent('2');
    await expect(
      pages.getByRole('link', { name: t('pagination.page', { page: 3 }) }),
    ).toHaveAttribute('href', hrefs.company(kuzeyMobil.slug, 3));
    await context.userEvent.click(
      pages.getByRole('link', { name: t('pagination.page', { page: 1 }) }),
    );
    await expect(context.args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const WithPagesMobile: Story = { ...WithPages, ...onMobile };

/** A company that gave only its name: the initials, and no facts line, website or description. */
export const NameOnly: Story = {
  args: { company: bareCompany, jobs: [iosJobOfKuzeyMobil], jobsTotal: 1 },
  play: async (context) => {
    const page = main(context);
    await expect(page.getByTestId('company-initials')).toHaveTextContent('YG');
    await expect(page.queryByRole('link', { name: /https?:|\.com/ })).toBeNull();
  },
};

export const NameOnlyMobile: Story = { ...NameOnly, ...onMobile };

/** No open jobs: said so, by name, with the way to the board's jobs. */
export const NoOpenJobs: Story = {
  args: { company: egeDijital, jobs: [], jobsTotal: 0 },
  play: async (context) => {
    const { t } = storyTexts(context);
    const page = main(context);
    await expect(page.getByText(t('company.noJobs', { name: egeDijital.name }))).toBeVisible();
    await expect(page.getByRole('link', { name: t('company.browseJobs') })).toHaveAttribute(
      'href',
      hrefs.home(),
    );
  },
};

export const NoOpenJobsMobile: Story = { ...NoOpenJobs, ...onMobile };

/** On its way (a deep link, a reload): the header's and the rows' shapes. */
export const Loading: Story = {
  args: { company: undefined, jobs: [], jobsTotal: 0, loading: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    const statuses = main(context).getAllByRole('status');
    await expect(statuses[0]).toHaveTextContent(t('company.loading'));
    await expect(main(context).queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const LoadingMobile: Story = { ...Loading, ...onMobile };

/** The company is here, its jobs on their way: the rows' skeleton under the header. */
export const JobsLoading: Story = {
  args: { jobs: [], jobsTotal: 0, jobsLoading: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(main(context).getByRole('status')).toHaveTextContent(t('company.jobsLoading'));
    await expect(
      main(context).getByRole('heading', { level: 1, name: kuzeyMobil.name }),
    ).toBeVisible();
  },
};

export const JobsLoadingMobile: Story = { ...JobsLoading, ...onMobile };

/** No company has the address: said so, with the way to the directory. */
export const NotFound: Story = {
  args: { company: undefined, jobs: [], jobsTotal: 0 },
  play: async (context) => {
    const { t } = storyTexts(context);
    const page = main(context);
    await expect(page.getByText(t('company.notFound'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('companies.all') })).toHaveAttribute(
      'href',
      hrefs.companies(),
    );
  },
};

export const NotFoundMobile: Story = { ...NotFound, ...onMobile };

/** The company did not load: what, why and a retry in place of the page, never 'not found'. */
export const Failed: Story = {
  args: { company: undefined, jobs: [], jobsTotal: 0, failed: failedLoad('error.unreachable') },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(main(context).queryByText(t('company.notFound'))).toBeNull();
    await expectRetryOfFailedLoad(context, 'company.loadFailed', main(context));
  },
};

export const FailedMobile: Story = { ...Failed, ...onMobile };

/** The company came, its jobs did not: the header stays, the jobs' failure and retry under it. */
export const JobsFailed: Story = {
  args: { jobs: [], jobsTotal: 0, jobsFailed: failedLoad('error.timedOut') },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const page = main(context);
    await expect(page.getByRole('heading', { level: 1, name: kuzeyMobil.name })).toBeVisible();
    await expect(page.getByText(t('company.jobsLoadFailed'))).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: t('loadFailed.retry') }));
    await expect(args.jobsFailed?.onRetry).toHaveBeenCalledOnce();
  },
};

export const JobsFailedMobile: Story = { ...JobsFailed, ...onMobile };

/**
 * A don't for the guidance page: a company that failed to load handed over as unknown (`company`
 * undefined, `failed` left out): 'No company has this address' for a company that has one.
 */
export const DontFailureAsNotFound: Story = {
  args: { company: undefined, jobs: [], jobsTotal: 0 },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expectFailureShownAs(context, main(context).getByText(t('company.notFound')));
  },
};
