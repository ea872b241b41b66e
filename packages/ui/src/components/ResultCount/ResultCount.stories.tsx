import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResultCount } from './ResultCount';

const meta = {
  title: 'Components/ResultCount',
  component: ResultCount,
  args: { total: 24 },
} satisfies Meta<typeof ResultCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('24 ilan')).toBeVisible();
  },
};

export const One: Story = {
  args: { total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 ilan')).toBeVisible();
  },
};

export const Zero: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 ilan')).toBeVisible();
  },
};

export const Search: Story = {
  args: { total: 3, q: 'react' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('"react" için 3 ilan')).toBeVisible();
  },
};

export const SearchInCategory: Story = {
  args: { total: 7, q: 'react', category: 'part-time' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Part-time: "react" için 7 ilan')).toBeVisible();
  },
};
