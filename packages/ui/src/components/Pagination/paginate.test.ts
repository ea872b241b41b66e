import { describe, expect, it } from 'vitest';
import { type PageItem, pageCountOf, paginate } from './paginate';

/** The row as it reads: '1 … 5 6 7 … 20'. */
const row = (page: number, pageCount: number) =>
  paginate(page, pageCount)
    .items.map((item) => (item.kind === 'page' ? item.page : '…'))
    .join(' ');

const numbersOf = (items: PageItem[]) =>
  items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));

describe('paginate', () => {
  it('shows every page when there are five or fewer', () => {
    expect(row(1, 1)).toBe('1');
    expect(row(2, 3)).toBe('1 2 3');
    expect(row(3, 5)).toBe('1 2 3 4 5');
    expect(row(5, 5)).toBe('1 2 3 4 5');
  });

  it('runs from the first page near the beginning, with the last page after an ellipsis', () => {
    expect(row(1, 20)).toBe('1 2 3 4 … 20');
    expect(row(3, 20)).toBe('1 2 3 4 … 20');
    expect(row(4, 20)).toBe('1 2 3 4 … 20');
  });

  it('keeps the current page between its neighbours in the middle, the ends beyond ellipses', () => {
    expect(row(5, 20)).toBe('1 … 4 5 6 … 20');
    expect(row(6, 20)).toBe('1 … 5 6 7 … 20');
    expect(row(16, 20)).toBe('1 … 15 16 17 … 20');
    expect(row(7, 12)).toBe('1 … 6 7 8 … 12');
  });

  it('runs to the last page near the end, with the first page before an ellipsis', () => {
    expect(row(17, 20)).toBe('1 … 17 18 19 20');
    expect(row(20, 20)).toBe('1 … 17 18 19 20');
    expect(row(12, 12)).toBe('1 … 9 10 11 12');
  });

  it('never hides a single page behind an ellipsis, so six pages show four numbers', () => {
    expect(row(1, 6)).toBe('1 2 3 … 6');
    expect(row(3, 6)).toBe('1 2 3 … 6');
    expect(row(4, 6)).toBe('1 … 4 5 6');
    expect(row(6, 6)).toBe('1 … 4 5 6');
    expect(row(4, 7)).toBe('1 2 3 4 … 7');
    expect(row(5, 7)).toBe('1 … 4 5 6 7');
  });

  it('says which pages an ellipsis stands for', () => {
    expect(paginate(6, 20).items).toEqual([
      { kind: 'page', page: 1 },
      { kind: 'gap', from: 2, to: 4 },
      { kind: 'page', page: 5 },
      { kind: 'page', page: 6 },
      { kind: 'page', page: 7 },
      { kind: 'gap', from: 8, to: 19 },
      { kind: 'page', page: 20 },
    ]);
  });

  const pageCounts = [...Array.from({ length: 12 }, (_, index) => index + 1), 20, 100];
  describe.each(pageCounts)('on every page of %i', (pageCount) => {
    const pages = Array.from({ length: pageCount }, (_, index) => index + 1);

    it.each(pages)('page %i', (page) => {
      const { items } = paginate(page, pageCount);
      const numbers = numbersOf(items);
      expect(numbers.length).toBeLessThanOrEqual(5);
      expect(numbers.length).toBe(Math.min(pageCount, pageCount === 6 ? 4 : 5));
      expect(numbers[0]).toBe(1);
      expect(numbers.at(-1)).toBe(pageCount);
      expect(numbers).toContain(page);
      // In order, each item taking up where the one before it left off: no page twice, none lost.
      let next = 1;
      for (const item of items) {
        if (item.kind === 'page') {
          expect(item.page).toBe(next);
          next = item.page + 1;
        } else {
          expect(item.from).toBe(next);
          expect(item.to - item.from).toBeGreaterThanOrEqual(1);
          next = item.to + 1;
        }
      }
      expect(next).toBe(pageCount + 1);
      // An ellipsis stands between two numbers, never beside another.
      items.forEach((item, index) => {
        if (item.kind === 'gap') {
          expect(items[index - 1]?.kind).toBe('page');
          expect(items[index + 1]?.kind).toBe('page');
        }
      });
    });
  });

  it('offers previous and next only where they exist', () => {
    expect(paginate(1, 3)).toMatchObject({ previous: undefined, next: 2 });
    expect(paginate(2, 3)).toMatchObject({ previous: 1, next: 3 });
    expect(paginate(3, 3)).toMatchObject({ previous: 2, next: undefined });
    expect(paginate(6, 20)).toMatchObject({ previous: 5, next: 7 });
  });

  it('clamps a page outside the range instead of showing an empty row', () => {
    expect(paginate(99, 4)).toMatchObject({ page: 4, next: undefined });
    expect(row(99, 4)).toBe('1 2 3 4');
    expect(paginate(0, 4)).toMatchObject({ page: 1, previous: undefined });
    expect(paginate(Number.NaN, 4).page).toBe(1);
    expect(paginate(1, 0)).toMatchObject({ page: 1, items: [{ kind: 'page', page: 1 }] });
    expect(row(99, 20)).toBe('1 … 17 18 19 20');
  });
});

describe('pageCountOf', () => {
  it('rounds up to whole pages of five by default', () => {
    expect(pageCountOf(5)).toBe(1);
    expect(pageCountOf(6)).toBe(2);
    expect(pageCountOf(23)).toBe(5);
    expect(pageCountOf(23, 10)).toBe(3);
  });

  it('counts one page for no items', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(-3)).toBe(1);
  });
});
