import { allTextsOf } from '@job/texts/catalogues';
import { describe, expect, it } from 'vitest';
import { type ResultCountQuery, resultCountText } from './resultCountText';

const inTurkish = (query: ResultCountQuery) => resultCountText(query, allTextsOf('tr').t);
const inEnglish = (query: ResultCountQuery) => resultCountText(query, allTextsOf('en').t);
const byDefault = (query: ResultCountQuery) => resultCountText(query, allTextsOf('default').t);

describe('resultCountText', () => {
  it('counts the whole list in Turkish, a noun after a number staying singular', () => {
    expect(inTurkish({ total: 0 })).toBe('0 ilan');
    expect(inTurkish({ total: 1 })).toBe('1 ilan');
    expect(inTurkish({ total: 24 })).toBe('24 ilan');
    expect(inTurkish({ total: 1234 })).toBe('1.234 ilan');
  });

  it('counts the whole list in English, one job and many jobs', () => {
    expect(inEnglish({ total: 0 })).toBe('0 jobs');
    expect(inEnglish({ total: 1 })).toBe('1 job');
    expect(inEnglish({ total: 24 })).toBe('24 jobs');
    expect(inEnglish({ total: 1234 })).toBe('1,234 jobs');
  });

  it('names the search text, trimmed', () => {
    expect(inTurkish({ total: 3, q: ' react ' })).toBe('"react" için 3 ilan');
    expect(inTurkish({ total: 3, q: '   ' })).toBe('3 ilan');
    expect(inEnglish({ total: 3, q: ' react ' })).toBe('3 jobs for "react"');
    expect(inEnglish({ total: 1, q: 'react' })).toBe('1 job for "react"');
  });

  it('names the category in the reader’s words, with or without a search', () => {
    expect(inTurkish({ total: 7, category: 'part-time' })).toBe('Yarı zamanlı: 7 ilan');
    expect(inTurkish({ total: 2, category: 'freelance', q: 'go' })).toBe(
      'Serbest: "go" için 2 ilan',
    );
    expect(inEnglish({ total: 7, category: 'part-time' })).toBe('Part-time: 7 jobs');
    expect(inEnglish({ total: 1, category: 'freelance', q: 'go' })).toBe(
      'Freelance: 1 job for "go"',
    );
  });

  it('speaks Turkish by default, with the spec’s names of the work types', () => {
    expect(byDefault({ total: 24 })).toBe('24 ilan');
    expect(byDefault({ total: 7, category: 'part-time', q: 'react' })).toBe(
      'Part-time: "react" için 7 ilan',
    );
  });
});
