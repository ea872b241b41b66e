import { limits } from '@job/contract';
import { uiLimits } from '../../uiLimits';

/** How many pages `total` items fill, `pageSize` to a page; never fewer than one. */
export function pageCountOf(total: number, pageSize: number = limits.pageSize): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** One place in the row of pages: a page's number, or an ellipsis for the pages between two. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; from: number; to: number };

export interface PageWindow {
  /** The current page, clamped to 1..pageCount. */
  page: number;
  /** The pages to offer in order, the first and the last always among them, ellipses between. */
  items: PageItem[];
  previous: number | undefined;
  next: number | undefined;
}

/**
 * The page buttons to show: at most five numbers (docs/spec.md section 9), always the first page,
 * the current one and the last, with an ellipsis where pages are skipped: `1 2 3 4 … 20`,
 * `1 … 5 6 7 … 20`, `1 … 17 18 19 20`. An ellipsis always stands for two pages or more, as
 * hiding one page behind it would take the place of that page's own number.
 * Pages are 1-based, as the interface shows them.
 */
export function paginate(page: number, pageCount: number): PageWindow {
  const count = Math.max(1, Math.floor(pageCount));
  const current = clamp(Math.floor(page) || 1, 1, count);
  return {
    page: current,
    items: withGaps(pagesShown(current, count)),
    previous: current > 1 ? current - 1 : undefined,
    next: current < count ? current + 1 : undefined,
  };
}

/** The numbers to show, ascending. */
function pagesShown(current: number, count: number): number[] {
  const most = uiLimits.paginationWindow;
  if (count <= most) return range(1, count);
  // Near an end, a run from that end and the page at the other: 1 2 3 4 … 20. One page shorter
  // when the run would leave a single page before the far one (1 2 3 … 6, not 1 2 3 4 … 6).
  const run = count === most + 1 ? most - 2 : most - 1;
  if (current <= run) return [...range(1, run), count];
  if (current > count - run) return [1, ...range(count - run + 1, count)];
  // In the middle, the current page between its neighbours: 1 … 5 6 7 … 20.
  const neighbours = Math.floor((most - 3) / 2);
  return [1, ...range(current - neighbours, current + neighbours), count];
}

function withGaps(pages: number[]): PageItem[] {
  return pages.flatMap((page, index): PageItem[] => {
    const before = pages[index - 1];
    const item: PageItem = { kind: 'page', page };
    return before !== undefined && page - before > 1
      ? [{ kind: 'gap', from: before + 1, to: page - 1 }, item]
      : [item];
  });
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
