import { hrefs } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WorkplaceFilter } from './WorkplaceFilter';

const meta = {
  title: 'Components/WorkplaceFilter',
  component: WorkplaceFilter,
  args: { hrefForWorkplace: (workplace) => hrefs.home({ workplace }) },
} satisfies Meta<typeof WorkplaceFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter: 'All' is the current choice; each other link narrows the home list. */
export const NoneSelected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('All');
    await expect(canvas.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Remote' })).toHaveAttribute(
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('Remote');
    await expect(canvas.getByRole('link', { name: 'Hybrid' })).toHaveAttribute(
      'href',
      '/categories/part-time?q=react&workplace=hybrid',
    );
    await expect(canvas.getByRole('link', { name: 'All' })).toHaveAttribute(
      'href',
      '/categories/part-time?q=react',
    );
  },
};
