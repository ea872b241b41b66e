import type { Language } from '@job/texts';

/**
 * What a company without a logo shows in its place: the first letters of its first two words
 * ('Anadolu Lojistik A.Ş.' → 'AL', 'Trendyol' → 'T'), upper-cased by the reader's rules
 * ('istanbul' is 'İ' in Turkish, 'I' in English). Words that start with no letter or digit
 * ('&', '-') are skipped.
 */
export function companyInitials(name: string, language: Language): string {
  const words = name.trim().split(/\s+/u);
  const letters = words
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((letter): letter is string => letter !== undefined)
    .slice(0, 2);
  return letters.join('').toLocaleUpperCase(language);
}
