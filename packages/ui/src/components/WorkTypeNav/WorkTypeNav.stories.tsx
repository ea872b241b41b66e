import { categorySlugs, type WorkTypeSlug, workTypeBySlug } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { countedName, homeCounts, reactCounts, reactSearch } from '../../storybook/filterCounts';
import { inSidePanelWidth } from '../../storybook/sidePanel';
import { sprinkles } from '../../styles/sprinkles.css';
import { storyTexts } from '../../texts/storyTexts';
import { ResultCount } from '../ResultCount/ResultCount';
import { WorkTypeNav } from './WorkTypeNav';

const meta = {
  title: 'Components/WorkTypeNav',
  component: WorkTypeNav,
  decorators: [inSidePanelWidth],
} satisfies Meta<typeof WorkTypeNav>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** A work type's name as the story's reader reads it, on the badges as in the panel. */
function nameOf(slug: WorkTypeSlug, context: Context) {
  const workType = workTypeBySlug(slug);
  if (!workType) throw new Error(`No work type ${slug}`);
  return storyTexts(context).t(workType.labelId);
}

/** The names the badges have ('Full-time', not 'Full Time'), under the panel's section title. */
export const NothingActive: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('heading', { name: t('workTypeNav.heading') })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      categorySlugs.map((slug) => nameOf(slug, context)),
    );
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      categorySlugs.map((slug) => `/categories/${slug}`),
    );
    for (const link of links) await expect(link).not.toHaveAttribute('aria-current');
  },
};

/**
 * Beside a search for 'react' among remote jobs paying at least €4.000 a month, posted in the
 * last 7 days: each type narrows that search (from its first page) instead of starting over.
 * Behaviour only: it looks as NothingActive does.
 */
export const KeepsTheSearch: Story = {
  tags: ['!screenshot'],
  args: {
    query: {
      q: 'react',
      workplace: 'remote',
      salary: { amount: 4_000, currency: 'EUR' },
      posted: 7,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      categorySlugs.map(
        (slug) => `/categories/${slug}?q=react&workplace=remote&salary=4000&currency=EUR&posted=7`,
      ),
    );
  },
};

/** The active category's link is highlighted and marked as the current page; only that one. */
function activeStory(active: WorkTypeSlug): Story {
  return {
    args: { active },
    play: async (context) => {
      const { canvas } = context;
      await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent(
        nameOf(active, context),
      );
      await expect(canvas.getAllByRole('link', { current: false })).toHaveLength(2);
    },
  };
}

export const FreelanceActive = activeStory('freelance');

export const FullTimeActive = activeStory('full-time');

export const PartTimeActive = activeStory('part-time');

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { active: 'part-time' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Çalışma şekli' })).toBeVisible();
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Serbest',
      'Tam zamanlı',
      'Yarı zamanlı',
    ]);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Work type' })).toBeVisible();
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Freelance',
      'Full-time',
      'Part-time',
    ]);
  },
};

/**
 * Beside the home list, the counts known: each type's after its name, read with it ('Tam zamanlı,
 * 12 ilan'), the counts aligned at the end of the lines. Without `counts` (NothingActive) the
 * panel looks as before they load.
 */
export const WithCounts: Story = {
  args: { counts: homeCounts },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(categorySlugs.length);
    for (const [index, slug] of categorySlugs.entries()) {
      await expect(links[index]).toHaveAccessibleName(
        countedName(t, nameOf(slug, context), homeCounts.workType[slug]),
      );
    }
    const rightEdges = links.map(
      (link) => within(link).getByText(/^\d+$/).getBoundingClientRect().right,
    );
    await expect(new Set(rightEdges).size).toBe(1);
  },
};

/**
 * Beside a search for 'react', in the full-time category: no freelance job matches. Its line is
 * subdued, and still a link (that list says it is empty); the current type counts the list.
 */
export const AChoiceWithNone: Story = {
  args: { active: 'full-time', query: reactSearch, counts: reactCounts },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const none = canvas.getByRole('link', {
      name: countedName(t, nameOf('freelance', context), 0),
    });
    await expect(none).toHaveAttribute('href', '/categories/freelance?q=react');
    await expect(none).not.toHaveAttribute('aria-current');
    const partTime = canvas.getByRole('link', {
      name: countedName(t, nameOf('part-time', context), 1),
    });
    await expect(getComputedStyle(none).color).not.toBe(getComputedStyle(partTime).color);
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveAccessibleName(
      countedName(t, nameOf('full-time', context), 1),
    );
  },
};

/**
 * A don't for the guidance page: the home list (every job, no category in its count) with
 * Full-time marked as the current page, as when `active` is remembered from the last category
 * instead of read from the route.
 */
export const DontActiveOnTheHomeList: Story = {
  args: { active: 'full-time' },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' })}>
      <ResultCount total={24} />
      <WorkTypeNav {...args} />
    </div>
  ),
};
