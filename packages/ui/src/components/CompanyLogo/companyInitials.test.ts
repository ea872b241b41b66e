import { describe, expect, it } from 'vitest';
import { companyInitials } from './companyInitials';

describe('companyInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(companyInitials('Anadolu Lojistik A.Ş.', 'tr')).toBe('AL');
    expect(companyInitials('Trendyol', 'en')).toBe('T');
  });

  it('upper-cases by the reader’s rules', () => {
    expect(companyInitials('istanbul yazılım', 'tr')).toBe('İY');
    expect(companyInitials('istanbul yazılım', 'en')).toBe('IY');
  });

  it('skips words that start with neither a letter nor a digit', () => {
    expect(companyInitials('  & Partners  Hukuk ', 'en')).toBe('PH');
    expect(companyInitials('3M Türkiye', 'tr')).toBe('3T');
  });

  it('gives nothing for a name of no letters', () => {
    expect(companyInitials(' - ', 'tr')).toBe('');
  });
});
