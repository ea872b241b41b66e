import { hrefs } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { companies, companiesControl, kuzeyMobil } from '../storybook/companies';
import {
  expectFailureShownAs,
  expectRetryOfFailedLoad,
  failedLoad,
  failureControl,
  failureInStoryLanguage,
} from '../storybook/failures';
import { inPageFrame } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { CompaniesScreen } from './CompaniesScreen';

const meta = {
  title: 'Screens/CompaniesScreen',
  component: CompaniesScreen,
  decorators: [inPageFrame, failureInStoryLanguage],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: {
    companies,
    query: { q: '', page: 1 },
    total: companies.length,
    onSearch: fn(),
    onPageChange: fn(),
  },
  argTypes: { companies: companiesControl, failed: failureControl },
} satisfies Meta<typeof CompaniesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const main = (context: Context) => within(context.canvas.getByRole('main'));

/** The directory: its heading, the search, the count and a card per company, no pages for five. */
export const Loaded: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    const page = main(context);
    await expect(page.getByRole('heading', { level: 1, name: t('companies.title') })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: t('companies.searchLabel') })).toBeVisible();
    await expect(page.getByText(t('companies.count', { count: 5 }))).toBeVisible();
    await expect(page.getAllByRole('article')).toHaveLength(companies.length);
    await expect(page.getByRole('link', { name: kuzeyMobil.name })).toHaveAttribute(
      'href',
      hrefs.company(kuzeyMobil.slug),
    );
    await expect(page.queryByRole('navigation', { name: t('pagination.label') })).toBeNull();
  },
};

export const LoadedMobile: Story = { ...Loaded, ...onMobile };

/** Enter searches (the text trimmed); a page link reports its page. Behaviour only: its look is WithPages'. */
export const SearchesAndPages: Story = {
  tags: ['!screenshot'],
  args: { total: 45 },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const page = main(context);
    await userEvent.type(page.getByRole('searchbox'), '  lojistik {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('lojistik');
    await userEvent.click(page.getByRole('link', { name: t('pagination.page', { page: 2 }) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** 45 companies, 20 a page: the second page of three, each page's link keeping the search. */
export const WithPages: Story = {
  args: { total: 45, query: { q: 'yazılım', page: 2 } },
  play: async (context) => {
    const { t } = storyTexts(context);
    const pages = within(main(context).getByRole('navigation', { name: t('pagination.label') }));
    await expect(pages.getByRole('link', { current: 'page' })).toHaveTextContent('2');
    await expect(
      pages.getByRole('link', { name: t('pagination.page', { page: 3 }) }),
    ).toHaveAttribute('href', hrefs.companies({ q: 'yazılım', page: 3 }));
    await expect(
      main(context).getByText(t('companies.countFor', { count: 45, q: 'yazılım' })),
    ).toBeVisible();
  },
};

export const WithPagesMobile: Story = { ...WithPages, ...onMobile };

/** On its way: the heading and search in place, a skeleton of cards, no count yet. */
export const Loading: Story = {
  args: { companies: [], total: 0, loading: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    const page = main(context);
    await expect(page.getByRole('status')).toHaveTextContent(t('companies.loading'));
    await expect(page.queryByText(t('companies.count', { count: 0 }))).toBeNull();
    await expect(page.queryAllByRole('article')).toHaveLength(0);
  },
};

export const LoadingMobile: Story = { ...Loading, ...onMobile };

/** No company has a page yet: said so, with no way back to a wider list, for there is none. */
export const Empty: Story = {
  args: { companies: [], total: 0 },
  play: async (context) => {
    const { t } = storyTexts(context);
    const page = main(context);
    await expect(page.getByText(t('companies.empty'))).toBeVisible();
    await expect(page.queryByRole('link', { name: t('companies.all') })).toBeNull();
  },
};

export const EmptyMobile: Story = { ...Empty, ...onMobile };

/** A search that matched nothing: what was searched, and the way back to every company. */
export const NoMatch: Story = {
  args: { companies: [], total: 0, query: { q: 'denizcilik', page: 1 } },
  play: async (context) => {
    const { t } = storyTexts(context);
    const page = main(context);
    await expect(page.getByRole('searchbox')).toHaveValue('denizcilik');
    await expect(page.getByText(t('companies.noMatch', { q: 'denizcilik' }))).toBeVisible();
    await expect(page.getByRole('link', { name: t('companies.all') })).toHaveAttribute(
      'href',
      hrefs.companies(),
    );
  },
};

export const NoMatchMobile: Story = { ...NoMatch, ...onMobile };

/** An old link past the directory's end: the way to its last page, not 'none matches'. */
export const PastTheLastPage: Story = {
  args: { companies: [], total: 45, query: { q: '', page: 7 } },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      main(context).getByRole('link', { name: t('jobList.toLastPage') }),
    ).toHaveAttribute('href', hrefs.companies({ page: 3 }));
  },
};

/** The directory did not load: what, why and a retry in place of the cards; no count. */
export const Failed: Story = {
  args: { companies: [], total: 0, failed: failedLoad('error.unreachable') },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(main(context).queryByText(t('companies.count', { count: 0 }))).toBeNull();
    await expectRetryOfFailedLoad(context, 'companies.loadFailed', main(context));
  },
};

export const FailedMobile: Story = { ...Failed, ...onMobile };

/**
 * A don't for the guidance page: a directory that failed to load handed over as an empty one
 * (`failed` left out). 'No company has a page yet' is then a claim nobody checked, and nothing
 * offers to try again.
 */
export const DontFailureAsEmpty: Story = {
  args: { companies: [], total: 0 },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expectFailureShownAs(context, main(context).getByText(t('companies.empty')));
  },
};
