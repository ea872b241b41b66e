import { hrefs, type PostedWindow, type PostedWithin, postedWindows } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { countedName, homeCounts, reactCounts, reactSearch } from '../../storybook/filterCounts';
import { inSidePanelWidth } from '../../storybook/sidePanel';
import { onMobile } from '../../storybook/viewports';
import { storyTexts } from '../../texts/storyTexts';
import { PostedFilter } from './PostedFilter';

const meta = {
  title: 'Components/PostedFilter',
  component: PostedFilter,
  decorators: [inSidePanelWidth],
  args: { hrefForPosted: (posted) => hrefs.home({ posted }) },
} satisfies Meta<typeof PostedFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The filter's links as a reader finds them: 'Tümü', each window by its words, the current one. */
function parts(context: Context) {
  const { t } = storyTexts(context);
  const nav = context.canvas.getByRole('navigation', { name: t('postedFilter.label') });
  const filter = within(nav);
  return {
    nav,
    links: () => filter.getAllByRole('link'),
    any: () => filter.getByRole('link', { name: t('postedFilter.any') }),
    window: ({ labelId }: PostedWindow) => filter.getByRole('link', { name: t(labelId) }),
    current: () => filter.getByRole('link', { current: 'page' }),
  };
}

/** No window: 'Tümü' ('Any time') is the current choice; each window's link narrows the list. */
export const AnyTime: Story = {
  play: async (context) => {
    const filter = parts(context);
    await expect(filter.current()).toBe(filter.any());
    await expect(filter.links().map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/?posted=1',
      '/?posted=7',
      '/?posted=30',
    ]);
  },
};

/** The list of `/categories/part-time?q=react&workplace=remote`, narrowed to a window or not. */
const inACategorySearch = (posted: PostedWithin | undefined) =>
  hrefs.category('part-time', { q: 'react', workplace: 'remote', posted });

/**
 * A window chosen in a category's search: it alone is marked; every link keeps the category, the
 * search and the workplace, and 'Tümü' drops the window alone.
 */
function windowChosen(chosen: PostedWindow): Story {
  return {
    args: { active: chosen.days, hrefForPosted: inACategorySearch },
    play: async (context) => {
      const filter = parts(context);
      await expect(filter.current()).toBe(filter.window(chosen));
      await expect(filter.links().filter((link) => link.hasAttribute('aria-current'))).toHaveLength(
        1,
      );
      await expect(filter.any()).toHaveAttribute(
        'href',
        '/categories/part-time?q=react&workplace=remote',
      );
      for (const window of postedWindows) {
        await expect(filter.window(window)).toHaveAttribute(
          'href',
          `/categories/part-time?q=react&workplace=remote&posted=${window.days}`,
        );
      }
    },
  };
}

/** `…&posted=1`: 'Son 24 saat' ('Past 24 hours'). */
export const PastDay = windowChosen(postedWindows[0]);

/** `…&posted=7`: 'Son 7 gün' ('Past 7 days'). */
export const PastWeek = windowChosen(postedWindows[1]);

/** `…&posted=30`: 'Son 30 gün' ('Past 30 days'). */
export const PastMonth = windowChosen(postedWindows[2]);

/**
 * At 375 px, as the unfolded panel shows it on a phone: the chips wrap inside its width, none cut,
 * each tall enough to tap.
 */
export const PastWeekMobile: Story = {
  ...PastWeek,
  ...onMobile,
  play: async (context) => {
    await PastWeek.play?.(context);
    const filter = parts(context);
    await expect(filter.nav.scrollWidth).toBeLessThanOrEqual(filter.nav.clientWidth);
    for (const link of filter.links()) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  },
};

/** The English words, the longest, at 375 px: 'Any time', then 'Past 24 hours' and on. */
export const AnyTimeMobileInEnglish: Story = {
  globals: { ...onMobile.globals, locale: 'en' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Date posted' });
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Any time');
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Any time', 'Past 24 hours', 'Past 7 days', 'Past 30 days']);
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

/** The words as Turkish writes them. Behaviour only: the default shows PastWeek in Turkish. */
export const PastWeekInTurkish: Story = {
  tags: ['!screenshot'],
  globals: { locale: 'tr' },
  args: { active: 7 },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Yayın tarihi' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Tümü',
      'Son 24 saat',
      'Son 7 gün',
      'Son 30 gün',
    ]);
    await expect(nav.getByRole('link', { current: 'page' })).toHaveTextContent('Son 7 gün');
  },
};

/**
 * Beside the home list, the counts known: each window's after its words, read with them ('Son 7
 * gün 2 ilan'); 'Tümü', the current one, counts the list. Without `counts` (AnyTime) the chips
 * look as before they load.
 */
export const WithCounts: Story = {
  args: { counts: homeCounts },
  play: async (context) => {
    const filter = parts(context);
    const { t } = storyTexts(context);
    await expect(filter.current()).toHaveAccessibleName(countedName(t, t('postedFilter.any'), 23));
    for (const { days, labelId } of postedWindows) {
      await expect(
        context.canvas.getByRole('link', {
          name: countedName(t, t(labelId), homeCounts.posted[days]),
        }),
      ).toHaveAttribute('href', `/?posted=${days}`);
    }
  },
};

/**
 * `/?q=react&posted=7`: nothing matching the search was posted in the last 24 hours. That chip is
 * subdued, and still a link (its list says it is empty); 'Son 7 gün' counts the list.
 */
export const AChoiceWithNone: Story = {
  args: {
    active: 7,
    hrefForPosted: (posted) => hrefs.home({ ...reactSearch, posted }),
    counts: reactCounts,
  },
  play: async (context) => {
    const filter = parts(context);
    const { t } = storyTexts(context);
    await expect(filter.current()).toHaveAccessibleName(countedName(t, t('postedFilter.week'), 1));
    const none = context.canvas.getByRole('link', {
      name: countedName(t, t('postedFilter.day'), 0),
    });
    await expect(none).toHaveAttribute('href', '/?q=react&posted=1');
    const some = context.canvas.getByRole('link', {
      name: countedName(t, t('postedFilter.month'), 1),
    });
    await expect(getComputedStyle(none).color).not.toBe(getComputedStyle(some).color);
  },
};

/**
 * At 375 px, the English words (the longest) with their counts: the chips wrap inside the panel's
 * width, none cut, and none breaks between its words and its count.
 */
export const WithCountsMobileInEnglish: Story = {
  globals: { ...onMobile.globals, locale: 'en' },
  args: { counts: homeCounts },
  play: async (context) => {
    const filter = parts(context);
    await expect(filter.current()).toHaveAccessibleName('Any time 23 jobs');
    await expect(context.canvas.getByRole('link', { name: 'Past 24 hours 1 job' })).toBeVisible();
    await expect(filter.nav.scrollWidth).toBeLessThanOrEqual(filter.nav.clientWidth);
    const heights = new Set(filter.links().map((link) => link.getBoundingClientRect().height));
    await expect(heights.size).toBe(1);
  },
};

/**
 * A don't for the guidance page: beside the same category's search, links built from the window
 * alone (`hrefs.home({ posted })`). It looks right, but each window throws the search away.
 */
export const DontDropTheSearch: Story = {
  args: { active: 7 },
};
