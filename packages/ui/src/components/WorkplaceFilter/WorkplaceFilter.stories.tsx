import { hrefs } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
 * A don't for the guidance page: in `/categories/part-time?q=react&workplace=remote`, links built
 * from the workplace alone. It looks right, but every choice drops the category and the search.
 */
export const DontDropTheOtherFilters: Story = {
  args: { active: 'remote', hrefForWorkplace: (workplace) => hrefs.home({ workplace }) },
};
