import { hrefs, type ListSort } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inSidePanelWidth } from '../../storybook/sidePanel';
import { onMobile } from '../../storybook/viewports';
import { storyTexts } from '../../texts/storyTexts';
import { SortControl } from './SortControl';

/** The home list's search for "react" in the remote jobs, in an order or its default. */
const inARemoteSearch = (sort: ListSort | undefined) =>
  hrefs.home({ q: 'react', workplace: 'remote', sort });

const meta = {
  title: 'Components/SortControl',
  component: SortControl,
  decorators: [inSidePanelWidth],
  args: { q: '', hrefForSort: (sort) => hrefs.home({ sort }) },
} satisfies Meta<typeof SortControl>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The control's links as a reader finds them: each order by its words, the current one. */
function parts(context: Context) {
  const { t } = storyTexts(context);
  const nav = context.canvas.getByRole('navigation', { name: t('sortControl.label') });
  const control = within(nav);
  return {
    nav,
    links: () => control.getAllByRole('link'),
    order: (sort: ListSort) => control.getByRole('link', { name: t(`sortControl.${sort}`) }),
    current: () => control.getByRole('link', { current: 'page' }),
  };
}

/**
 * A list without a search: the newest first, its default, and the highest pay; no best matches,
 * as nothing was searched for.
 */
export const Newest: Story = {
  play: async (context) => {
    const control = parts(context);
    await expect(control.current()).toBe(control.order('newest'));
    await expect(control.links().map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/?sort=salary',
    ]);
  },
};

/** The same list by pay, `/?sort=salary`: 'En yeni' goes back to the default, an address without it. */
export const HighestSalary: Story = {
  args: { active: 'salary' },
  play: async (context) => {
    const control = parts(context);
    await expect(control.current()).toBe(control.order('salary'));
    await expect(control.order('newest')).toHaveAttribute('href', '/');
  },
};

/**
 * A search's list: its best matches first by default, the newest or the highest pay when chosen;
 * every link keeps the search and the workplace.
 */
export const SearchBestMatch: Story = {
  args: { q: 'react', hrefForSort: inARemoteSearch },
  play: async (context) => {
    const control = parts(context);
    await expect(control.current()).toBe(control.order('relevance'));
    await expect(control.links().map((link) => link.getAttribute('href'))).toEqual([
      '/?q=react&workplace=remote',
      '/?q=react&workplace=remote&sort=newest',
      '/?q=react&workplace=remote&sort=salary',
    ]);
  },
};

/** A search's list, the newest first (`&sort=newest`): the best matches are one tap back. */
export const SearchNewest: Story = {
  args: { q: 'react', active: 'newest', hrefForSort: inARemoteSearch },
  play: async (context) => {
    const control = parts(context);
    await expect(control.current()).toBe(control.order('newest'));
    await expect(control.links().filter((link) => link.hasAttribute('aria-current'))).toHaveLength(
      1,
    );
  },
};

/** At 375 px in English, the longest words, as the unfolded panel shows them on a phone. */
export const SearchMobileInEnglish: Story = {
  ...onMobile,
  globals: { ...onMobile.globals, locale: 'en' },
  args: { q: 'react', active: 'salary', hrefForSort: inARemoteSearch },
  play: async (context) => {
    const control = parts(context);
    await expect(control.links().map((link) => link.textContent)).toEqual([
      'Best match',
      'Newest',
      'Highest salary',
    ]);
    await expect(control.current()).toHaveTextContent('Highest salary');
    await expect(control.nav.scrollWidth).toBeLessThanOrEqual(control.nav.clientWidth);
    for (const link of control.links()) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  },
};

/** The words as Turkish writes them. Behaviour only: the default shows SearchBestMatch in Turkish. */
export const SearchInTurkish: Story = {
  tags: ['!screenshot'],
  globals: { locale: 'tr' },
  args: { q: 'react', hrefForSort: inARemoteSearch },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Sıralama' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'En alakalı',
      'En yeni',
      'En yüksek maaş',
    ]);
  },
};

/**
 * A don't for the guidance page: beside a search, links built from the order alone
 * (`hrefs.home({ sort })`). It looks right, but each order throws the search away.
 */
export const DontDropTheSearch: Story = {
  args: { q: 'react', active: 'newest' },
};
