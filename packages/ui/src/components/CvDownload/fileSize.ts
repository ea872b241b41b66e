import type { Language } from '@job/texts';

const kilobyte = 1024;
const megabyte = 1024 * kilobyte;

/**
 * A file's size as the reader's language writes it: '245 kB', '1,2 MB' in Turkish, '1.2 MB' in
 * English. Binary units, as the 5 MB limit on a CV is counted; a file under a kilobyte is 1 kB
 * rather than a count of bytes nobody reads.
 */
export function fileSize(bytes: number, language: Language): string {
  if (bytes >= megabyte) {
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    }).format(bytes / megabyte);
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte' }).format(
    Math.max(1, Math.round(bytes / kilobyte)),
  );
}
