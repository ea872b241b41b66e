import { categorySlugs, type WorkTypeSlug } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WorkTypeNav } from './WorkTypeNav';

const meta = {
  title: 'Components/WorkTypeNav',
  component: WorkTypeNav,
  // As wide as the side panel it lives in.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WorkTypeNav>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = ['Freelance', 'Full Time', 'Part Time'];

export const NothingActive: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'TYPE OF WORK' })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(labels);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      categorySlugs.map((slug) => `/categories/${slug}`),
    );
    for (const link of links) await expect(link).not.toHaveAttribute('aria-current');
  },
};

/** The active category's link is highlighted and marked as the current page; only that one. */
function activeStory(active: WorkTypeSlug, label: string): Story {
  return {
    args: { active },
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent(label);
      await expect(canvas.getAllByRole('link', { current: false })).toHaveLength(2);
    },
  };
}

export const FreelanceActive = activeStory('freelance', 'Freelance');

export const FullTimeActive = activeStory('full-time', 'Full Time');

export const PartTimeActive = activeStory('part-time', 'Part Time');
