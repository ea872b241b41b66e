import { describe, expect, it } from 'vitest';
import { resultCountText } from './resultCountText';

describe('resultCountText', () => {
  it('counts the whole list, zero, one or many, with Turkish digit grouping', () => {
    expect(resultCountText({ total: 0 })).toBe('0 ilan');
    expect(resultCountText({ total: 1 })).toBe('1 ilan');
    expect(resultCountText({ total: 24 })).toBe('24 ilan');
    expect(resultCountText({ total: 1234 })).toBe('1.234 ilan');
  });

  it('names the search text, trimmed', () => {
    expect(resultCountText({ total: 3, q: ' react ' })).toBe('"react" için 3 ilan');
    expect(resultCountText({ total: 3, q: '   ' })).toBe('3 ilan');
  });

  it('names the category, with or without a search', () => {
    expect(resultCountText({ total: 7, category: 'part-time' })).toBe('Part-time: 7 ilan');
    expect(resultCountText({ total: 2, category: 'freelance', q: 'go' })).toBe(
      'Freelance: "go" için 2 ilan',
    );
  });
});
