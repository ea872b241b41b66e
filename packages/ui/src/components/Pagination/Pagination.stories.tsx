import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: {
    page: 1,
    pageCount: 12,
    hrefForPage: (page: number) => `/?page=${page}`,
    onPageChange: fn(),
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOfMany: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('link', { name: 'Previous page' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Page 4' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await userEvent.click(canvas.getByRole('link', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const MiddleOfMany: Story = {
  args: { page: 6 },
  play: async ({ args, canvas, userEvent }) => {
    const pages = canvas.getAllByRole('link', { name: /^Page/ }).map((link) => link.textContent);
    await expect(pages).toEqual(['4', '5', '6', '7', '8']);
    const previous = canvas.getByRole('link', { name: 'Previous page' });
    await expect(previous).toHaveAttribute('rel', 'prev');
    await expect(previous).toHaveAttribute('href', '/?page=5');
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenCalledWith(5);
  },
};

export const LastOfMany: Story = {
  args: { page: 12 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Page 12' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('link', { name: 'Next page' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Page 8' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(8);
  },
};

export const ExactlyFive: Story = {
  args: { page: 3, pageCount: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: /^Page/ })).toHaveLength(5);
  },
};

/** Counted from the number of jobs: 23 jobs at five a page make five pages. */
export const FromTotal: Story = {
  args: { page: 2, pageCount: undefined, total: 23 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: /^Page/ })).toHaveLength(5);
  },
};

export const TwoOfThree: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('rel', 'next');
    await userEvent.click(canvas.getByRole('link', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** Everything fits on one page: no pagination at all. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  tags: ['!screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
