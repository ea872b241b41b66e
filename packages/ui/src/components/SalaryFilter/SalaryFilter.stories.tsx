import { hrefs, type MinimumSalary, minimumSalaryLevels, type SalaryCurrency } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { countedName, homeCounts, reactCounts, reactSearch } from '../../storybook/filterCounts';
import { inSidePanelWidth } from '../../storybook/sidePanel';
import { storyTexts } from '../../texts/storyTexts';
import { SalaryFilter } from './SalaryFilter';

const meta = {
  title: 'Components/SalaryFilter',
  component: SalaryFilter,
  decorators: [inSidePanelWidth],
  args: { hrefForSalary: (salary) => hrefs.home({ salary }) },
} satisfies Meta<typeof SalaryFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The filter's parts as a reader finds them: its floors, and its currencies by their names. */
function parts(context: Context) {
  const { t, formats } = storyTexts(context);
  const filter = within(context.canvas.getByRole('navigation', { name: t('salaryFilter.label') }));
  return {
    floor: ({ amount, currency }: MinimumSalary) =>
      filter.getByRole('link', {
        name: t('salaryFilter.atLeast', { amount: formats.money(amount, currency) }),
      }),
    any: () => filter.getByRole('link', { name: t('salaryFilter.any') }),
    current: () => filter.getByRole('link', { current: 'page' }),
    currencies: () => within(filter.getByRole('list', { name: t('salaryFilter.currency') })),
    currency: (currency: SalaryCurrency) =>
      filter.getByRole('link', { name: formats.currencyName(currency) }),
  };
}

/**
 * No floor: 'Tümü' ('Any') is the current choice, the levels are in lira, the board's own currency
 * (marked), and each currency's link goes to its lowest level.
 */
export const NoneChosen: Story = {
  play: async (context) => {
    const filter = parts(context);
    await expect(filter.current()).toBe(filter.any());
    await expect(filter.any()).toHaveAttribute('href', '/');
    for (const amount of minimumSalaryLevels.TRY) {
      await expect(filter.floor({ amount, currency: 'TRY' })).toHaveAttribute(
        'href',
        `/?salary=${amount}`,
      );
    }
    await expect(filter.currency('TRY')).toHaveAttribute('aria-current', 'true');
    await expect(filter.currencies().getAllByRole('link', { current: true })).toHaveLength(1);
    await expect(filter.currency('TRY')).toHaveAttribute('href', '/?salary=25000');
    await expect(filter.currency('EUR')).toHaveAttribute('href', '/?salary=2000&currency=EUR');
  },
};

/**
 * `/categories/part-time?q=react&salary=75000`: ₺75.000+ is current; every link keeps the category
 * and the search, and another currency's goes to its level at the same place (€6.000).
 */
export const LiraFloorInACategorySearch: Story = {
  args: {
    active: { amount: 75_000, currency: 'TRY' },
    hrefForSalary: (salary) => hrefs.category('part-time', { q: 'react', salary }),
  },
  play: async (context) => {
    const filter = parts(context);
    await expect(filter.current()).toBe(filter.floor({ amount: 75_000, currency: 'TRY' }));
    await expect(filter.any()).toHaveAttribute('href', '/categories/part-time?q=react');
    await expect(filter.floor({ amount: 100_000, currency: 'TRY' })).toHaveAttribute(
      'href',
      '/categories/part-time?q=react&salary=100000',
    );
    await expect(filter.currency('EUR')).toHaveAttribute(
      'href',
      '/categories/part-time?q=react&salary=6000&currency=EUR',
    );
    await expect(filter.currency('TRY')).toHaveAttribute(
      'href',
      '/categories/part-time?q=react&salary=75000',
    );
  },
};

/** `/?salary=4000&currency=EUR`: the levels in euros, € marked; ₺ leads to the same place (₺50.000). */
export const EuroFloor: Story = {
  args: { active: { amount: 4_000, currency: 'EUR' } },
  play: async (context) => {
    const filter = parts(context);
    await expect(filter.current()).toBe(filter.floor({ amount: 4_000, currency: 'EUR' }));
    await expect(filter.floor({ amount: 10_000, currency: 'EUR' })).toHaveAttribute(
      'href',
      '/?salary=10000&currency=EUR',
    );
    await expect(filter.currency('EUR')).toHaveAttribute('aria-current', 'true');
    await expect(filter.currency('TRY')).not.toHaveAttribute('aria-current');
    await expect(filter.currency('TRY')).toHaveAttribute('href', '/?salary=50000');
    await expect(filter.currency('GBP')).toHaveAttribute('href', '/?salary=4000&currency=GBP');
  },
};

/**
 * `/?salary=60000`, a floor no level offers (a hand-written or older address): shown in its place
 * among the levels, so the current choice is always marked.
 */
export const FloorBetweenLevels: Story = {
  args: { active: { amount: 60_000, currency: 'TRY' } },
  play: async (context) => {
    const filter = parts(context);
    await expect(filter.current()).toBe(filter.floor({ amount: 60_000, currency: 'TRY' }));
    await expect(filter.currency('USD')).toHaveAttribute('href', '/?salary=4000&currency=USD');
  },
};

export const NoneChosenInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const filter = within(canvas.getByRole('navigation', { name: 'Minimum monthly salary' }));
    await expect(filter.getByRole('link', { current: 'page' })).toHaveTextContent('Any');
    await expect(filter.getByRole('link', { name: '₺50,000+' })).toBeVisible();
    const currencies = within(filter.getByRole('list', { name: 'Currency' }));
    await expect(
      currencies.getAllByRole('link').map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Turkish Lira', 'US Dollar', 'Euro', 'British Pound']);
  },
};

/** The words as Turkish writes them. Behaviour only: the default shows EuroFloor in Turkish. */
export const EuroFloorInTurkish: Story = {
  tags: ['!screenshot'],
  globals: { locale: 'tr' },
  args: { active: { amount: 4_000, currency: 'EUR' } },
  play: async ({ canvas }) => {
    const filter = within(canvas.getByRole('navigation', { name: 'Aylık maaş (en az)' }));
    await expect(filter.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Tümü',
      '€2.000+',
      '€4.000+',
      '€6.000+',
      '€8.000+',
      '€10.000+',
      '₺',
      '$',
      '€',
      '£',
    ]);
    await expect(filter.getByRole('link', { name: 'Euro' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** A floor's name with its count, as a screen reader reads it: '₺50.000+ 6 ilan'. */
function countedFloor(context: Context, amount: number, count: number) {
  const { t, formats } = storyTexts(context);
  return countedName(t, t('salaryFilter.atLeast', { amount: formats.money(amount, 'TRY') }), count);
}

/**
 * Beside the home list, the counts known: each floor's after it, read with it ('₺50.000+, 6
 * ilan'), 'Tümü', the current one, counting the list; the currencies count nothing. Without
 * `counts` (NoneChosen) the floors look as before they load.
 */
export const WithCounts: Story = {
  args: { counts: homeCounts },
  play: async (context) => {
    const filter = parts(context);
    const { t } = storyTexts(context);
    await expect(filter.current()).toHaveAccessibleName(countedName(t, t('salaryFilter.any'), 23));
    for (const { amount, count } of homeCounts.salary.floors) {
      await expect(
        context.canvas.getByRole('link', { name: countedFloor(context, amount, count) }),
      ).toHaveAttribute('href', `/?salary=${amount}`);
    }
    await expect(filter.currency('EUR')).toHaveTextContent(/^€$/);
  },
};

/**
 * `/?q=react&salary=75000`: no job matching the search pays ₺100.000 or more. Those floors are
 * subdued, and still links (their lists say they are empty); ₺75.000+ counts the list.
 */
export const AChoiceWithNone: Story = {
  args: {
    active: { amount: 75_000, currency: 'TRY' },
    hrefForSalary: (salary) => hrefs.home({ ...reactSearch, salary }),
    counts: reactCounts,
  },
  play: async (context) => {
    const { canvas } = context;
    const filter = parts(context);
    await expect(filter.current()).toHaveAccessibleName(countedFloor(context, 75_000, 1));
    const none = canvas.getByRole('link', { name: countedFloor(context, 150_000, 0) });
    await expect(none).toHaveAttribute('href', '/?q=react&salary=150000');
    const some = canvas.getByRole('link', { name: countedFloor(context, 50_000, 1) });
    await expect(getComputedStyle(none).color).not.toBe(getComputedStyle(some).color);
  },
};

/**
 * Counts of the lira floors beside the euro levels (the counts of the list before its currency
 * changed): the floors count nothing rather than another currency's jobs; any pay's count stands.
 * Behaviour only: it looks as EuroFloor does but for the count after 'Tümü'.
 */
export const CountsInAnotherCurrency: Story = {
  tags: ['!screenshot'],
  args: { active: { amount: 4_000, currency: 'EUR' }, counts: homeCounts },
  play: async (context) => {
    const { t, formats } = storyTexts(context);
    const filter = parts(context);
    await expect(
      context.canvas.getByRole('link', { name: countedName(t, t('salaryFilter.any'), 23) }),
    ).toBeVisible();
    await expect(filter.current()).toHaveAccessibleName(
      t('salaryFilter.atLeast', { amount: formats.money(4_000, 'EUR') }),
    );
  },
};

/**
 * A don't for the guidance page: on page 3 of `/?q=react`, links built from the list's whole
 * query. It looks right, but each floor opens page 3 of a shorter list, often past its end.
 */
export const DontKeepThePage: Story = {
  args: {
    active: { amount: 50_000, currency: 'TRY' },
    hrefForSalary: (salary) => hrefs.home({ page: 3, q: 'react', salary }),
  },
};
