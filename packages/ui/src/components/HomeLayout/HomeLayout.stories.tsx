import type { MessageId } from '@job/texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { countedName, reactCounts, reactJobs, reactSearch } from '../../storybook/filterCounts';
import { firstPage, iosJob, jobs, lastWeekLiraJobs, liraJobs, now } from '../../storybook/fixtures';
import { lastWeek, liraFloor } from '../../storybook/lists';
import { onDesktop, onMobile } from '../../storybook/viewports';
import { storyTexts } from '../../texts/storyTexts';
import { ApplyForm } from '../ApplyForm/ApplyForm';
import { JobList } from '../JobList/JobList';
import { HomeLayout } from './HomeLayout';

const meta = {
  title: 'Components/HomeLayout',
  component: HomeLayout,
  args: {
    query: firstPage,
    children: (
      <JobList jobs={jobs} query={firstPage} total={jobs.length} now={now} onSearch={fn()} />
    ),
  },
  ...onDesktop,
} satisfies Meta<typeof HomeLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The work types' heading, naming their navigation. */
function panelHeading(context: Context) {
  const { t } = storyTexts(context);
  return t('workTypeNav.heading');
}

/** The fold-away button's name beside a list: 'Filtreler', then the choices in force, if any. */
function filtersName(context: Context) {
  const { t } = storyTexts(context);
  return new RegExp(`^${t('homeLayout.filters')}`);
}

const filtersButton = (context: Context) =>
  context.canvas.getByRole('button', { name: filtersName(context) });

/** A filter of the panel by its heading: the work types, the salary floor, the date posted. */
function panelFilter(context: Context, heading: MessageId) {
  const { t } = storyTexts(context);
  return within(context.canvas.getByRole('navigation', { name: t(heading) }));
}

const salaryFilter = (context: Context) => panelFilter(context, 'salaryFilter.label');
const postedFilter = (context: Context) => panelFilter(context, 'postedFilter.label');
const workTypes = (context: Context) => panelFilter(context, 'workTypeNav.heading');
const sortControl = (context: Context) => panelFilter(context, 'sortControl.label');

/** On a phone, with the panel open: a sheet over the page, captured with the page around it. */
const inTheSheet = { ...onMobile, parameters: { screenshot: { target: 'page' } } } satisfies Story;

/** The side panel beside the list; no fold-away button on a wide screen. */
export const Desktop: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('navigation', { name: panelHeading(context) })).toBeVisible();
    await expect(salaryFilter(context).getByRole('link', { current: 'page' })).toHaveTextContent(
      t('salaryFilter.any'),
    );
    await expect(postedFilter(context).getByRole('link', { current: 'page' })).toHaveTextContent(
      t('postedFilter.any'),
    );
    await expect(canvas.queryByRole('button', { name: filtersName(context) })).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(jobs.length);
  },
};

export const CategoryActive: Story = {
  args: { activeCategory: 'full-time' },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(workTypes(context).getByRole('link', { current: 'page' })).toHaveTextContent(
      t('workType.fullTime'),
    );
  },
};

/** On a phone the panel is folded away behind a button, so the jobs come first. */
export const MobileFolded: Story = {
  ...onMobile,
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const toggle = filtersButton(context);
    // Nothing chosen: the button's name alone.
    await expect(toggle).toHaveAccessibleName(t('homeLayout.filters'));
    await expect(canvas.queryByRole('navigation', { name: panelHeading(context) })).toBeNull();
    await expect(canvas.getAllByRole('article')[0]).toBeVisible();
  },
};

/**
 * The button, naming the category in force, opens the panel as a sheet over the list;
 * 'Sonuçları göster' at its foot closes it, back on the button. The sheet's headings show, as the
 * button says 'Filtreler'.
 */
export const MobileUnfolded: Story = {
  ...inTheSheet,
  args: { activeCategory: 'part-time' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const toggle = filtersButton(context);
    await expect(toggle).toHaveAccessibleName(
      `${t('homeLayout.filters')} ${t('workType.partTime')}`,
    );
    const freelance = () => canvas.queryByRole('link', { name: t('workType.freelance') });
    await userEvent.click(toggle);
    await expect(freelance()).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('homeLayout.showResults') }));
    await expect(freelance()).toBeNull();
    await expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('heading', { name: panelHeading(context) })).toBeVisible();
    await expect(workTypes(context).getByRole('link', { current: 'page' })).toHaveTextContent(
      t('workType.partTime'),
    );
  },
};

/** `/?salary=75000`: the list's floor in the panel under the work types. */
const salaryFloor = {
  args: {
    query: liraFloor,
    children: (
      <JobList
        jobs={liraJobs}
        query={liraFloor}
        total={liraJobs.length}
        now={now}
        onSearch={fn()}
      />
    ),
  },
} satisfies Story;

/**
 * Beside a list with a salary floor: ₺75.000+ marked under the work types, whose links keep it;
 * a floor's link keeps the list (the home list here) and starts at its first page.
 */
export const SalaryFloor: Story = {
  ...salaryFloor,
  play: async (context) => {
    const { t, formats } = storyTexts(context);
    const floors = salaryFilter(context);
    await expect(floors.getByRole('link', { current: 'page' })).toHaveTextContent(
      t('salaryFilter.atLeast', { amount: formats.money(75_000, 'TRY') }),
    );
    await expect(floors.getByRole('link', { name: t('salaryFilter.any') })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(
      workTypes(context).getByRole('link', { name: t('workType.fullTime') }),
    ).toHaveAttribute('href', '/categories/full-time?salary=75000');
  },
};

/**
 * On a phone the floor folds away with the work types, and the button names it, so a folded
 * filter is never a hidden one; unfolded, its heading shows.
 */
export const SalaryFloorMobileUnfolded: Story = {
  ...salaryFloor,
  ...inTheSheet,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t, formats } = storyTexts(context);
    await expect(canvas.queryByRole('navigation', { name: t('salaryFilter.label') })).toBeNull();
    const floor = t('salaryFilter.atLeast', { amount: formats.money(75_000, 'TRY') });
    await expect(filtersButton(context)).toHaveAccessibleName(
      `${t('homeLayout.filters')} ${floor}`,
    );
    await userEvent.click(filtersButton(context));
    const heading = canvas.getByRole('heading', { name: t('salaryFilter.label') });
    await expect(heading).toBeVisible();
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(1);
    await expect(salaryFilter(context).getByRole('link', { current: 'page' })).toBeVisible();
  },
};

/** `/categories/full-time?salary=75000&posted=7`: a category, a salary floor and a window. */
const query = { ...liraFloor, ...lastWeek };
const everyPanelChoice = {
  args: {
    activeCategory: 'full-time',
    query,
    children: (
      <JobList
        jobs={lastWeekLiraJobs}
        query={query}
        category="full-time"
        total={lastWeekLiraJobs.length}
        now={now}
        onSearch={fn()}
      />
    ),
  },
} satisfies Story;

/**
 * Beside a list narrowed to the last 7 days: 'Son 7 gün' marked under the salary floor; its links
 * keep the category and the floor from page one, as the floor's and the work types' keep it.
 */
export const PostedWithin: Story = {
  ...everyPanelChoice,
  play: async (context) => {
    const { t, formats } = storyTexts(context);
    const windows = postedFilter(context);
    await expect(windows.getByRole('link', { current: 'page' })).toHaveTextContent(
      t('postedFilter.week'),
    );
    await expect(windows.getByRole('link', { name: t('postedFilter.any') })).toHaveAttribute(
      'href',
      '/categories/full-time?salary=75000',
    );
    await expect(windows.getByRole('link', { name: t('postedFilter.month') })).toHaveAttribute(
      'href',
      '/categories/full-time?salary=75000&posted=30',
    );
    const floor = t('salaryFilter.atLeast', { amount: formats.money(100_000, 'TRY') });
    await expect(salaryFilter(context).getByRole('link', { name: floor })).toHaveAttribute(
      'href',
      '/categories/full-time?salary=100000&posted=7',
    );
    await expect(
      workTypes(context).getByRole('link', { name: t('workType.partTime') }),
    ).toHaveAttribute('href', '/categories/part-time?salary=75000&posted=7');
  },
};

/**
 * On a phone the button names every choice in force, the window last ('Filtreler Tam zamanlı,
 * ₺75.000+, Son 7 gün'); unfolded, the window's heading shows under the floor.
 */
export const PostedWithinMobileUnfolded: Story = {
  ...everyPanelChoice,
  ...inTheSheet,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t, formats } = storyTexts(context);
    await expect(canvas.queryByRole('navigation', { name: t('postedFilter.label') })).toBeNull();
    const chosen = [
      t('workType.fullTime'),
      t('salaryFilter.atLeast', { amount: formats.money(75_000, 'TRY') }),
      t('postedFilter.week'),
    ];
    await expect(filtersButton(context)).toHaveAccessibleName(
      `${t('homeLayout.filters')} ${chosen.join(', ')}`,
    );
    await userEvent.click(filtersButton(context));
    await expect(canvas.getByRole('heading', { name: t('postedFilter.label') })).toBeVisible();
    await expect(postedFilter(context).getByRole('link', { current: 'page' })).toBeVisible();
  },
};

/** `/?q=react&city=İzmir`: a search narrowed to a city, the counts known. */
const inIzmir = { ...reactSearch, city: 'İzmir' };
const cityChosen = {
  args: {
    query: inIzmir,
    counts: reactCounts,
    children: (
      <JobList
        jobs={reactJobs}
        query={inIzmir}
        total={reactJobs.length}
        counts={reactCounts}
        now={now}
        onSearch={fn()}
      />
    ),
  },
} satisfies Story;

/**
 * Beside a list in a city: 'İzmir' marked under the work types; every filter's link keeps the
 * city, and 'Tümü' drops it alone.
 */
export const CityChosen: Story = {
  ...cityChosen,
  play: async (context) => {
    const { t } = storyTexts(context);
    const cities = panelFilter(context, 'cityFilter.label');
    await expect(cities.getByRole('link', { current: 'page' })).toHaveAccessibleName(
      countedName(t, 'İzmir', 2),
    );
    await expect(
      cities.getByRole('link', { name: countedName(t, t('cityFilter.any'), 2) }),
    ).toHaveAttribute('href', '/?q=react');
    await expect(
      workTypes(context).getByRole('link', { name: countedName(t, t('workType.partTime'), 1) }),
    ).toHaveAttribute('href', `/categories/part-time?q=react&city=${encodeURIComponent('İzmir')}`);
  },
};

/** On a phone the folded panel's button names the city ('Filtreler İzmir'). */
export const CityChosenMobileFolded: Story = {
  ...cityChosen,
  ...onMobile,
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(filtersButton(context)).toHaveAccessibleName(`${t('homeLayout.filters')} İzmir`);
  },
};

/**
 * `/categories/full-time?salary=75000&sort=salary`: a category with a floor, by pay (₺110.000 a
 * month above ₺70.000-₺90.000).
 */
const byPay = { ...liraFloor, sort: 'salary' } as const;
const sortedByPay = {
  args: {
    activeCategory: 'full-time',
    query: byPay,
    children: (
      <JobList
        jobs={liraJobs.toReversed()}
        query={byPay}
        category="full-time"
        total={liraJobs.length}
        now={now}
        onSearch={fn()}
      />
    ),
  },
} satisfies Story;

/**
 * Beside a list by pay: 'En yüksek maaş' marked last in the panel; every filter's link keeps the
 * order, and 'En yeni' goes back to the default, an address without it.
 */
export const SortedByPay: Story = {
  ...sortedByPay,
  play: async (context) => {
    const { t } = storyTexts(context);
    const orders = sortControl(context);
    await expect(orders.getByRole('link', { current: 'page' })).toHaveTextContent(
      t('sortControl.salary'),
    );
    await expect(orders.getByRole('link', { name: t('sortControl.newest') })).toHaveAttribute(
      'href',
      '/categories/full-time?salary=75000',
    );
    await expect(
      postedFilter(context).getByRole('link', { name: t('postedFilter.week') }),
    ).toHaveAttribute('href', '/categories/full-time?salary=75000&posted=7&sort=salary');
    await expect(
      workTypes(context).getByRole('link', { name: t('workType.partTime') }),
    ).toHaveAttribute('href', '/categories/part-time?salary=75000&sort=salary');
  },
};

/** On a phone the folded panel's button names the order after the filters ('…, En yüksek maaş'). */
export const SortedByPayMobileFolded: Story = {
  ...sortedByPay,
  ...onMobile,
  play: async (context) => {
    const { t, formats } = storyTexts(context);
    const chosen = [
      t('workType.fullTime'),
      t('salaryFilter.atLeast', { amount: formats.money(75_000, 'TRY') }),
      t('sortControl.salary'),
    ];
    await expect(filtersButton(context)).toHaveAccessibleName(
      `${t('homeLayout.filters')} ${chosen.join(', ')}`,
    );
    await expect(
      context.canvas.queryByRole('navigation', { name: t('sortControl.label') }),
    ).toBeNull();
  },
};

/**
 * `/?q=react` with the counts known: how many jobs each of the panel's choices (and the workplace
 * chips) would list, after its words; the choices that would list none (Serbest, ₺100.000+ and up,
 * Son 24 saat, Uzaktan, Hibrit) subdued, and still links.
 */
const withCounts = {
  args: {
    query: reactSearch,
    counts: reactCounts,
    children: (
      <JobList
        jobs={reactJobs}
        query={reactSearch}
        total={reactJobs.length}
        counts={reactCounts}
        now={now}
        onSearch={fn()}
      />
    ),
  },
} satisfies Story;

/** The panel's choices, counted, as a screen reader reads them. */
async function expectPanelCounts(context: Context) {
  const { t, formats } = storyTexts(context);
  await expect(
    workTypes(context).getByRole('link', { name: countedName(t, t('workType.freelance'), 0) }),
  ).toHaveAttribute('href', '/categories/freelance?q=react');
  await expect(salaryFilter(context).getByRole('link', { current: 'page' })).toHaveAccessibleName(
    countedName(t, t('salaryFilter.any'), reactJobs.length),
  );
  const floor = t('salaryFilter.atLeast', { amount: formats.money(100_000, 'TRY') });
  await expect(
    salaryFilter(context).getByRole('link', { name: countedName(t, floor, 0) }),
  ).toHaveAttribute('href', '/?q=react&salary=100000');
  await expect(
    postedFilter(context).getByRole('link', { name: countedName(t, t('postedFilter.week'), 1) }),
  ).toHaveAttribute('href', '/?q=react&posted=7');
}

/** At 1280 px: the panel's counts, and the workplace chips' above the list. */
export const WithCounts: Story = {
  ...withCounts,
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expectPanelCounts(context);
    const workplaces = within(canvas.getByRole('navigation', { name: t('workplaceFilter.label') }));
    await expect(workplaces.getByRole('link', { current: 'page' })).toHaveAccessibleName(
      countedName(t, t('workplaceFilter.all'), reactJobs.length),
    );
  },
};

/**
 * At 375 px, the panel unfolded: the counts after the choices, each chip on one line inside the
 * panel, none cut.
 */
export const WithCountsMobileUnfolded: Story = {
  ...withCounts,
  ...inTheSheet,
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(filtersButton(context));
    await expectPanelCounts(context);
    for (const filter of [salaryFilter(context), postedFilter(context)]) {
      const links = filter.getAllByRole('link');
      const heights = new Set(links.map((link) => link.getBoundingClientRect().height));
      await expect(heights.size).toBe(1);
    }
    const panel = canvas.getByRole('navigation', { name: panelHeading(context) }).parentElement;
    await expect(panel?.scrollWidth).toBeLessThanOrEqual(panel?.clientWidth ?? 0);
  },
};

/**
 * Beside a detail the panel holds the work types alone, and its button says so ('Çalışma şekli');
 * the sheet opens on that heading, and 'Kapat' at its foot closes it.
 */
export const BesideADetailMobileUnfolded: Story = {
  ...inTheSheet,
  args: { query: undefined, children: <p>{iosJob.title}</p> },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const toggle = canvas.getByRole('button', { name: panelHeading(context) });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('heading', { name: panelHeading(context) })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: /maaş|salary/i })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: /yayın|posted/i })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('homeLayout.close') }));
    await expect(canvas.queryByRole('heading', { name: panelHeading(context) })).toBeNull();
    await expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
  },
};

/** In English: 'Filters' on the button, 'Work type' naming the links. */
export const EnglishMobileUnfolded: Story = {
  globals: { ...onMobile.globals, locale: 'en' },
  parameters: inTheSheet.parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const workTypes = within(canvas.getByRole('navigation', { name: 'Work type' }));
    await expect(workTypes.getByRole('link', { name: 'Full-time' })).toBeVisible();
  },
};

/** In Turkish: 'Çalışma şekli', in sentence case as the catalogue writes it. */
export const TurkishDesktop: Story = {
  globals: { ...onDesktop.globals, locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Çalışma şekli' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tam zamanlı' })).toBeVisible();
  },
};

/**
 * A don't for the guidance page: a form in the home layout. The work types beside the application
 * invite the applicant away from a half-written note, and the form loses the width it needs.
 */
export const DontAroundAForm: Story = {
  args: { query: undefined, children: <ApplyForm job={iosJob} onSubmit={fn()} /> },
};
