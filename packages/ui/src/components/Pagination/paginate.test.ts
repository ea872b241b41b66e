import { describe, expect, it } from 'vitest';
import { pageCountOf, paginate } from './paginate';

describe('paginate', () => {
  it('starts the window at page 1 near the beginning', () => {
    expect(paginate(1, 12).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(3, 12).pages).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page in the middle', () => {
    expect(paginate(4, 12).pages).toEqual([2, 3, 4, 5, 6]);
    expect(paginate(7, 12).pages).toEqual([5, 6, 7, 8, 9]);
  });

  it('ends the window at the last page near the end', () => {
    expect(paginate(11, 12).pages).toEqual([8, 9, 10, 11, 12]);
    expect(paginate(12, 12).pages).toEqual([8, 9, 10, 11, 12]);
  });

  it('shows every page when there are five or fewer', () => {
    expect(paginate(3, 5).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(2, 3).pages).toEqual([1, 2, 3]);
    expect(paginate(1, 1).pages).toEqual([1]);
  });

  it('offers previous and next only where they exist', () => {
    expect(paginate(1, 3)).toMatchObject({ previous: undefined, next: 2 });
    expect(paginate(2, 3)).toMatchObject({ previous: 1, next: 3 });
    expect(paginate(3, 3)).toMatchObject({ previous: 2, next: undefined });
  });

  it('clamps a page outside the range instead of showing an empty window', () => {
    expect(paginate(99, 4)).toMatchObject({ page: 4, pages: [1, 2, 3, 4], next: undefined });
    expect(paginate(0, 4)).toMatchObject({ page: 1, previous: undefined });
    expect(paginate(Number.NaN, 4).page).toBe(1);
    expect(paginate(1, 0)).toMatchObject({ page: 1, pages: [1] });
  });

  it('takes another window size', () => {
    expect(paginate(6, 10, 3).pages).toEqual([5, 6, 7]);
    expect(paginate(6, 10, 4).pages).toEqual([4, 5, 6, 7]);
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
