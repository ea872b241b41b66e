import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onMobile } from '../../storybook/viewports';
import { storyTexts } from '../../texts/storyTexts';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: {
    page: 1,
    pageCount: 20,
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

/** The row as the eye reads it, arrows left out: '1 … 5 6 7 … 20'. */
function row({ canvas }: Context) {
  return Array.from(canvas.getByRole('list').children)
    .map((item) => item.textContent)
    .filter(Boolean)
    .join(' ');
}

/** The ellipses are for the eye: a screen reader hears page 1, then page 5. */
async function expectEllipsesHidden({ canvasElement }: Context, count: number) {
  const ellipses = Array.from(canvasElement.querySelectorAll('li')).filter(
    (item) => item.textContent === '…',
  );
  await expect(ellipses).toHaveLength(count);
  for (const ellipsis of ellipses) {
    await expect(ellipsis).toHaveAttribute('aria-hidden', 'true');
    await expect(ellipsis.querySelector('a')).toBeNull();
  }
}

/** The first of twenty: the first four pages, then the last beyond an ellipsis. */
export const FirstOfMany: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const name = names(context);
    await expect(canvas.getByRole('navigation')).toHaveAccessibleName(
      storyTexts(context).t('pagination.label'),
    );
    await expect(row(context)).toBe('1 2 3 4 … 20');
    await expectEllipsesHidden(context, 1);
    await expect(canvas.getByRole('link', { name: name.page(1) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('link', { name: name.previous })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: name.page(20) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(20);
    await userEvent.click(canvas.getByRole('link', { name: name.next }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** In the middle: the current page between its neighbours, the first and the last a press away. */
export const MiddleOfMany: Story = {
  args: { page: 6 },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const name = names(context);
    await expect(row(context)).toBe('1 … 5 6 7 … 20');
    await expect(pageLinks(context).map((link) => link.textContent)).toEqual([
      '1',
      '5',
      '6',
      '7',
      '20',
    ]);
    await expectEllipsesHidden(context, 2);
    await expect(canvas.getByRole('link', { name: name.page(6) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const previous = canvas.getByRole('link', { name: name.previous });
    await expect(previous).toHaveAttribute('rel', 'prev');
    await expect(previous).toHaveAttribute('href', '/?page=5');
    await expect(canvas.getByRole('link', { name: name.next })).toHaveAttribute('rel', 'next');
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenCalledWith(5);
    await userEvent.click(canvas.getByRole('link', { name: name.page(1) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/** Near the end: the last four pages in a run, the first beyond an ellipsis. */
export const NearTheEnd: Story = {
  args: { page: 18 },
  play: async (context) => {
    await expect(row(context)).toBe('1 … 17 18 19 20');
    await expectEllipsesHidden(context, 1);
    await expect(
      context.canvas.getByRole('link', { name: names(context).page(18) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const LastOfMany: Story = {
  args: { page: 20 },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const name = names(context);
    await expect(row(context)).toBe('1 … 17 18 19 20');
    await expect(canvas.getByRole('link', { name: name.page(20) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('link', { name: name.next })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: name.page(1) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

/**
 * `?page=99` of twenty pages (a list that shrank): the last pages, none of them marked as this one,
 * and back leading to the last.
 */
export const PastTheEnd: Story = {
  args: { page: 99 },
  play: async (context) => {
    const { canvas } = context;
    const name = names(context);
    await expect(row(context)).toBe('1 … 17 18 19 20');
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
    await expect(canvas.getByRole('link', { name: name.previous })).toHaveAttribute(
      'href',
      '/?page=20',
    );
    await expect(canvas.queryByRole('link', { name: name.next })).toBeNull();
  },
};

/**
 * Six pages show four numbers: an ellipsis never hides a single page, as that page's own number
 * would fit in its place.
 */
export const SixPages: Story = {
  args: { page: 3, pageCount: 6 },
  play: async (context) => {
    await expect(row(context)).toBe('1 2 3 … 6');
    await expectEllipsesHidden(context, 1);
  },
};

/** On a phone, in the middle of a hundred and twenty pages: one row, within the screen. */
export const ManyPagesOnMobile: Story = {
  ...onMobile,
  args: { page: 57, pageCount: 120 },
  play: async (context) => {
    await expect(row(context)).toBe('1 … 56 57 58 … 120');
    const list = context.canvas.getByRole('list');
    const items = Array.from(list.children) as HTMLElement[];
    await expect(new Set(items.map((item) => item.offsetTop)).size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Few pages: every one of them, no ellipsis. */
export const ExactlyFive: Story = {
  args: { page: 3, pageCount: 5 },
  play: async (context) => {
    await expect(row(context)).toBe('1 2 3 4 5');
    await expectEllipsesHidden(context, 0);
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

/**
 * A don't for the guidance page: pages counted with a size of the component's own (ten a page)
 * for a list the API serves five to a page. 23 jobs make three pages here and five there, so
 * page 2 here is not the API's page 2 and jobs are never shown.
 */
export const DontOwnPageSize: Story = {
  args: { page: 1, pageCount: undefined, total: 23, pageSize: 10 },
  play: async (context) => {
    await expect(row(context)).toBe('1 2 3');
  },
};
