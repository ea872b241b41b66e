import { type FilterCounts, hrefs } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { countedName, homeCounts, reactCounts, reactSearch } from '../../storybook/filterCounts';
import { inSidePanelWidth } from '../../storybook/sidePanel';
import { onMobile } from '../../storybook/viewports';
import { storyTexts } from '../../texts/storyTexts';
import { CityFilter } from './CityFilter';

const meta = {
  title: 'Components/CityFilter',
  component: CityFilter,
  decorators: [inSidePanelWidth],
  args: { hrefForCity: (city) => hrefs.home({ city }), counts: homeCounts },
} satisfies Meta<typeof CityFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The filter's links as a reader finds them: 'Tümü', each city by its name, the current one. */
function parts(context: Context) {
  const { t } = storyTexts(context);
  const nav = context.canvas.getByRole('navigation', { name: t('cityFilter.label') });
  const filter = within(nav);
  return {
    nav,
    links: () => filter.getAllByRole('link'),
    current: () => filter.getByRole('link', { current: 'page' }),
  };
}

/**
 * Beside the home list: 'Tümü' ('Any') counts the list and is current; the cities with the most
 * jobs follow, most first, each counted and read with its count ('İstanbul 7 ilan').
 */
export const AnyCity: Story = {
  play: async (context) => {
    const filter = parts(context);
    const { t } = storyTexts(context);
    await expect(filter.current()).toHaveAccessibleName(countedName(t, t('cityFilter.any'), 23));
    await expect(filter.links().map((link) => link.getAttribute('href'))).toEqual([
      '/',
      ...homeCounts.city.cities.map(({ name }) => `/?city=${encodeURIComponent(name)}`),
    ]);
    await expect(
      context.canvas.getByRole('link', { name: countedName(t, 'İstanbul', 7) }),
    ).toBeVisible();
  },
};

/** `/?q=react&city=İzmir`: the city chosen in a search; 'Tümü' drops the city alone. */
export const CityChosen: Story = {
  args: {
    active: 'İzmir',
    hrefForCity: (city) => hrefs.home({ ...reactSearch, city }),
    counts: reactCounts,
  },
  play: async (context) => {
    const filter = parts(context);
    const { t } = storyTexts(context);
    await expect(filter.current()).toHaveAccessibleName(countedName(t, 'İzmir', 2));
    await expect(context.canvas.getByRole('link', { name: /^Tümü|^Any/ })).toHaveAttribute(
      'href',
      '/?q=react',
    );
  },
};

/** Before the counts come (a list opened in the browser): 'Tümü' and the list's own city alone. */
export const CityChosenBeforeCounts: Story = {
  args: { active: 'İzmir', counts: undefined },
  play: async (context) => {
    const filter = parts(context);
    await expect(filter.links().map((link) => link.textContent)).toEqual([
      storyTexts(context).t('cityFilter.any'),
      'İzmir',
    ]);
    await expect(filter.current()).toHaveTextContent('İzmir');
  },
};

/** The counts beside `/?city=Lyon` when no job is in Lyon: its own choice, with none, last. */
const berlinCounts: FilterCounts = {
  ...homeCounts,
  city: { any: 23, cities: [...homeCounts.city.cities.slice(0, 3), { name: 'Lyon', count: 0 }] },
};

/** A city no job is in (a shared address): still among the choices, current, counting none. */
export const ACityWithNone: Story = {
  args: { active: 'Lyon', counts: berlinCounts },
  play: async (context) => {
    const filter = parts(context);
    const { t } = storyTexts(context);
    await expect(filter.current()).toHaveAccessibleName(countedName(t, 'Lyon', 0));
  },
};

/**
 * At 375 px in English, the unfolded panel on a phone: the chips wrap inside its width, none cut,
 * each tall enough to tap; the longest name stays whole.
 */
export const AnyCityMobileInEnglish: Story = {
  ...onMobile,
  globals: { ...onMobile.globals, locale: 'en' },
  play: async (context) => {
    const filter = parts(context);
    await expect(filter.current()).toHaveAccessibleName('Any 23 jobs');
    await expect(filter.nav.scrollWidth).toBeLessThanOrEqual(filter.nav.clientWidth);
    for (const link of filter.links()) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  },
};

/** The words as Turkish writes them. Behaviour only: the default shows AnyCity in Turkish. */
export const AnyCityInTurkish: Story = {
  tags: ['!screenshot'],
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Şehir' }));
    await expect(nav.getByRole('link', { current: 'page' })).toHaveTextContent('Tümü');
  },
};

/**
 * A don't for the guidance page: beside a search, links built from the city alone
 * (`hrefs.home({ city })`). It looks right, but each city throws the search away.
 */
export const DontDropTheSearch: Story = {
  args: { active: 'İzmir', counts: reactCounts },
};
