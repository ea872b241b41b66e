import { hrefs, type PostedWindow, type PostedWithin, postedWindows } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
 * A don't for the guidance page: beside the same category's search, links built from the window
 * alone (`hrefs.home({ posted })`). It looks right, but each window throws the search away.
 */
export const DontDropTheSearch: Story = {
  args: { active: 7 },
};
