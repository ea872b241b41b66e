import type { Language } from '@job/texts';

const namesByLanguage = new Map<Language, Intl.DisplayNames>();

/** A country's name in the reader's language ('Almanya', 'Germany'), from the platform's own data. */
export function countryName(language: Language, code: string): string {
  let names = namesByLanguage.get(language);
  if (!names) {
    names = new Intl.DisplayNames(language, { type: 'region' });
    namesByLanguage.set(language, names);
  }
  return names.of(code) ?? code;
}

/** Countries as one phrase, any of them: 'Türkiye veya Almanya', 'Türkiye or Germany'. */
export function anyOfCountries(language: Language, codes: readonly string[]): string {
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(
    codes.map((code) => countryName(language, code)),
  );
}
