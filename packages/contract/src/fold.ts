// Turkish letters that Unicode decomposition would not fold (ı has no base letter) or would fold
// after lower-casing the wrong way (İ lower-cases to i plus a combining dot).
const turkishFolds: Record<string, string> = { ı: 'i', İ: 'i', I: 'i' };

/**
 * A text as a search compares it, as the database's `job_search_fold` does: Turkish i's as one,
 * accents and case set aside ('İSTANBUL', 'istanbul' and 'Istanbul' alike; 'Şanlıurfa' is
 * 'sanliurfa').
 */
export function foldText(text: string): string {
  return text
    .replace(/[ıİI]/g, (letter) => turkishFolds[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}
