import { describe, expect, it } from 'vitest';
import { countryOfCity, knownCities } from './cities';
import { countryCodes, readCountryList } from './countries';
import { foldText } from './fold';

describe('the known cities', () => {
  it('hold Türkiye’s 81 provinces and large cities abroad, each once, each in a country', () => {
    expect(knownCities.filter(([, country]) => country === 'TR')).toHaveLength(81);
    expect(knownCities.length).toBeGreaterThan(150);
    const names = knownCities.map(([city]) => foldText(city));
    expect(new Set(names).size).toBe(names.length);
    for (const [city, country] of knownCities) expect(countryCodes, city).toContain(country);
  });

  it('give a typed city its country however it is cased or accented', () => {
    for (const city of ['İstanbul', 'ISTANBUL', 'istanbul', ' Istanbul ']) {
      expect(countryOfCity(city), city).toBe('TR');
    }
    expect(countryOfCity('Şanlıurfa')).toBe('TR');
    expect(countryOfCity('sanliurfa')).toBe('TR');
    expect(countryOfCity('berlin')).toBe('DE');
    expect(countryOfCity('Londra')).toBe('GB');
    expect(countryOfCity('Zurich')).toBe('CH');
    // A city not on the list, a part of one, none.
    expect(countryOfCity('Springfield')).toBeUndefined();
    expect(countryOfCity('İstanbul Avrupa')).toBeUndefined();
    expect(countryOfCity('')).toBeUndefined();
    expect(countryOfCity(null)).toBeUndefined();
  });
});

describe('the countries', () => {
  it('are ISO 3166-1’s 249 codes, each a country the platform names', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    for (const code of countryCodes) expect(names.of(code), code).toBeTruthy();
  });

  it('read from a list of codes joined by commas, each once, or not at all', () => {
    expect(readCountryList('')).toEqual([]);
    expect(readCountryList(undefined)).toEqual([]);
    expect(readCountryList('tr, DE,TR')).toEqual(['TR', 'DE']);
    expect(readCountryList('TR,,DE')).toBeUndefined();
    expect(readCountryList('TR,Türkiye')).toBeUndefined();
  });
});
