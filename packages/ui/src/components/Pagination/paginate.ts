import { limits } from '@job/contract';
import { uiLimits } from '../../uiLimits';

/** How many pages `total` items fill, `pageSize` to a page; never fewer than one. */
export function pageCountOf(total: number, pageSize: number = limits.pageSize): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

export interface PageWindow {
  /** The current page, clamped to 1..pageCount. */
  page: number;
  /** The page numbers to offer, consecutive, at most `size` of them, around the current page. */
  pages: number[];
  previous: number | undefined;
  next: number | undefined;
}

/**
 * The page buttons to show: a window of at most `size` consecutive pages that keeps the current
 * page in the middle where it can, sliding to the ends near the first and the last page.
 * Pages are 1-based, as the interface shows them.
 */
export function paginate(
  page: number,
  pageCount: number,
  size: number = uiLimits.paginationWindow,
): PageWindow {
  const count = Math.max(1, Math.floor(pageCount));
  const current = clamp(Math.floor(page) || 1, 1, count);
  const length = Math.min(Math.max(1, size), count);
  const first = clamp(current - Math.floor(length / 2), 1, count - length + 1);
  return {
    page: current,
    pages: Array.from({ length }, (_, index) => first + index),
    previous: current > 1 ? current - 1 : undefined,
    next: current < count ? current + 1 : undefined,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
