import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyTexts } from '../../texts/storyTexts';
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

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The links' names in the story's language: 'Sayfa 4', 'Önceki sayfa' ('Page 4', 'Previous page'). */
function names(context: Context) {
  const { t } = storyTexts(context);
  return {
    page: (page: number) => t('pagination.page', { page }),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
  };
}

/** The numbered links; previous and next show only their arrows. */
function pageLinks({ canvas }: Context) {
  return canvas.getAllByRole('link').filter((link) => /^\d+$/.test(link.textContent ?? ''));
}

export const FirstOfMany: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const name = names(context);
    await expect(canvas.getByRole('navigation')).toHaveAccessibleName(
      storyTexts(context).t('pagination.label'),
    );
    await expect(canvas.getByRole('link', { name: name.page(1) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('link', { name: name.previous })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: name.page(4) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await userEvent.click(canvas.getByRole('link', { name: name.next }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const MiddleOfMany: Story = {
  args: { page: 6 },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    await expect(pageLinks(context).map((link) => link.textContent)).toEqual([
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    const previous = canvas.getByRole('link', { name: names(context).previous });
    await expect(previous).toHaveAttribute('rel', 'prev');
    await expect(previous).toHaveAttribute('href', '/?page=5');
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenCalledWith(5);
  },
};

export const LastOfMany: Story = {
  args: { page: 12 },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const name = names(context);
    await expect(canvas.getByRole('link', { name: name.page(12) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('link', { name: name.next })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: name.page(8) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(8);
  },
};

export const ExactlyFive: Story = {
  args: { page: 3, pageCount: 5 },
  play: async (context) => {
    await expect(pageLinks(context)).toHaveLength(5);
  },
};

/** Counted from the number of jobs: 23 jobs at five a page make five pages. */
export const FromTotal: Story = {
  args: { page: 2, pageCount: undefined, total: 23 },
  play: async (context) => {
    await expect(pageLinks(context)).toHaveLength(5);
  },
};

export const TwoOfThree: Story = {
  args: { page: 2, pageCount: 3 },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const next = canvas.getByRole('link', { name: names(context).next });
    await expect(next).toHaveAttribute('rel', 'next');
    await userEvent.click(next);
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

/** The links are named in English: 'Page 6', 'Previous page', in the 'Pages' navigation. */
export const MiddleInEnglish: Story = {
  globals: { locale: 'en' },
  args: { page: 6 },
  tags: ['!screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Page 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Next page' })).toBeVisible();
  },
};

export const MiddleInTurkish: Story = {
  globals: { locale: 'tr' },
  args: { page: 6 },
  tags: ['!screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Sayfalar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sayfa 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Önceki sayfa' })).toBeVisible();
  },
};
