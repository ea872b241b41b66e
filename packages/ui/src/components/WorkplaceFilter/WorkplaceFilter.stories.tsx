import { hrefs, workplaces } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { countedName, homeCounts, reactCounts } from '../../storybook/filterCounts';
import { storyTexts } from '../../texts/storyTexts';
import { WorkplaceFilter } from './WorkplaceFilter';

const meta = {
  title: 'Components/WorkplaceFilter',
  component: WorkplaceFilter,
  args: { hrefForWorkplace: (workplace) => hrefs.home({ workplace }) },
} satisfies Meta<typeof WorkplaceFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter: 'Tümü' ('All') is the current choice; each other link narrows the home list. */
export const NoneSelected: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('navigation')).toHaveAccessibleName(t('workplaceFilter.label'));
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent(
      t('workplaceFilter.all'),
    );
    await expect(canvas.getByRole('link', { name: t('workplaceFilter.all') })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('link', { name: t('workplace.remote') })).toHaveAttribute(
      'href',
      '/?workplace=remote',
    );
  },
};

/** `/categories/part-time?q=react&workplace=remote`: the other links keep the category and the search. */
export const RemoteSelectedInACategorySearch: Story = {
  args: {
    active: 'remote',
    hrefForWorkplace: (workplace) => hrefs.category('part-time', { workplace, q: 'react' }),
  },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent(
      t('workplace.remote'),
    );
    await expect(canvas.getByRole('link', { name: t('workplace.hybrid') })).toHaveAttribute(
      'href',
      '/categories/part-time?q=react&workplace=hybrid',
    );
    await expect(canvas.getByRole('link', { name: t('workplaceFilter.all') })).toHaveAttribute(
      'href',
      '/categories/part-time?q=react',
    );
  },
};

export const NoneSelectedInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Workplace' })).toBeVisible();
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'All',
      'On-site',
      'Remote',
      'Hybrid',
    ]);
  },
};

export const NoneSelectedInTurkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Çalışma yeri' })).toBeVisible();
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Tümü',
      'İş yerinde',
      'Uzaktan',
      'Hibrit',
    ]);
  },
};

/**
 * Beside the home list, the counts known: each choice's after its words, read with them ('Uzaktan,
 * 6 ilan'); 'Tümü', the current one, counts the list. Without `counts` (NoneSelected) the chips
 * look as before they load.
 */
export const WithCounts: Story = {
  args: { counts: homeCounts },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveAccessibleName(
      countedName(t, t('workplaceFilter.all'), 23),
    );
    for (const { slug, labelId } of workplaces) {
      await expect(
        canvas.getByRole('link', { name: countedName(t, t(labelId), homeCounts.workplace[slug]) }),
      ).toHaveAttribute('href', `/?workplace=${slug}`);
    }
  },
};

/**
 * `/?q=react&workplace=remote`, which matched nothing: Remote, current, counts 0 and stays marked;
 * Hybrid, which would list none either, is subdued and still a link.
 */
export const AChoiceWithNone: Story = {
  args: {
    active: 'remote',
    hrefForWorkplace: (workplace) => hrefs.home({ q: 'react', workplace }),
    counts: reactCounts,
  },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const current = canvas.getByRole('link', { current: 'page' });
    await expect(current).toHaveAccessibleName(countedName(t, t('workplace.remote'), 0));
    const hybrid = canvas.getByRole('link', { name: countedName(t, t('workplace.hybrid'), 0) });
    await expect(hybrid).toHaveAttribute('href', '/?q=react&workplace=hybrid');
    const onSite = canvas.getByRole('link', { name: countedName(t, t('workplace.onSite'), 2) });
    await expect(getComputedStyle(hybrid).color).not.toBe(getComputedStyle(onSite).color);
    await expect(getComputedStyle(current).color).not.toBe(getComputedStyle(hybrid).color);
  },
};

/**
 * A don't for the guidance page: in `/categories/part-time?q=react&workplace=remote`, links built
 * from the workplace alone. It looks right, but every choice drops the category and the search.
 */
export const DontDropTheOtherFilters: Story = {
  args: { active: 'remote', hrefForWorkplace: (workplace) => hrefs.home({ workplace }) },
};
