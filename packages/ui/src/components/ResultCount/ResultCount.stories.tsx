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

// Each story is shown in the language it counts in: the words are the story.

export const Many: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('24 ilan')).toBeVisible();
  },
};

export const One: Story = {
  globals: { locale: 'tr' },
  args: { total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 ilan')).toBeVisible();
  },
};

export const Zero: Story = {
  globals: { locale: 'tr' },
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 ilan')).toBeVisible();
  },
};

export const Search: Story = {
  globals: { locale: 'tr' },
  args: { total: 3, q: 'react' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('"react" için 3 ilan')).toBeVisible();
  },
};

export const SearchInCategory: Story = {
  globals: { locale: 'tr' },
  args: { total: 7, q: 'react', category: 'part-time' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yarı zamanlı: "react" için 7 ilan')).toBeVisible();
  },
};

/** With no language chosen the count is Turkish, the work type the spec's. */
export const SearchInCategoryByDefault: Story = {
  globals: { locale: 'default' },
  args: { total: 7, q: 'react', category: 'part-time' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Part-time: "react" için 7 ilan')).toBeVisible();
  },
};

export const ManyInEnglish: Story = {
  globals: { locale: 'en' },
  args: { total: 1234 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234 jobs')).toBeVisible();
  },
};

export const OneInEnglish: Story = {
  globals: { locale: 'en' },
  args: { total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 job')).toBeVisible();
  },
};

export const SearchInCategoryInEnglish: Story = {
  globals: { locale: 'en' },
  args: { total: 3, q: 'react', category: 'freelance' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Freelance: 3 jobs for "react"')).toBeVisible();
  },
};

/**
 * A don't for the guidance page: the rows on this page (five) counted instead of the jobs on all
 * pages; the reader takes it for the whole list.
 */
export const DontCountThePage: Story = {
  globals: { locale: 'tr' },
  args: { total: 5 },
};
