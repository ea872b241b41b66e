import { describe, expect, it } from 'vitest';
import { nextFreeSlug, slugFamily, slugify } from './slug';

describe('slugify', () => {
  it('folds Turkish letters', () => {
    expect(slugify('Kıdemli Yazılım Geliştirici')).toBe('kidemli-yazilim-gelistirici');
    expect(slugify('İSTANBUL Şube Müdürü, Çağrı & Öğretmen')).toBe(
      'istanbul-sube-muduru-cagri-ogretmen',
    );
  });

  it('keeps a title of symbols addressable and a long one short', () => {
    expect(slugify('!!! ???')).toBe('job');
    expect(slugify('a'.repeat(300))).toHaveLength(80);
  });
});

describe('nextFreeSlug', () => {
  it('takes the base when free, else the number after the highest taken', () => {
    expect(nextFreeSlug('dev', [])).toBe('dev');
    expect(nextFreeSlug('dev', ['dev'])).toBe('dev-2');
    expect(nextFreeSlug('dev', ['dev', 'dev-2', 'dev-7', 'dev-ops'])).toBe('dev-8');
  });
});

describe('slugFamily', () => {
  it('drops the numbers a slug ends with, so "Go" and "Go 2" queue together', () => {
    expect(slugFamily('go')).toBe('go');
    expect(slugFamily('go-2')).toBe('go');
    expect(slugFamily('go-2-3')).toBe('go');
    expect(slugFamily('web-3-developer')).toBe('web-3-developer');
    expect(slugFamily('2048')).toBe('2048');
  });
});
