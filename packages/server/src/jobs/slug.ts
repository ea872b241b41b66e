import { foldText } from '@job/contract';

const maxSlugLength = 80;

/** "Kıdemli Yazılım Geliştirici" → "kidemli-yazilim-gelistirici". */
export function slugify(title: string): string {
  const slug = foldText(title)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxSlugLength)
    .replace(/^-+|-+$/g, '');
  return slug || 'job';
}

/** The base itself when free, otherwise the base with the next number after the highest taken. */
export function nextFreeSlug(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  const suffix = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(\\d+)$`);
  let highest = 1;
  for (const slug of taken) {
    const number = Number(suffix.exec(slug)?.[1] ?? 0);
    if (number > highest) highest = number;
  }
  return `${base}-${highest + 1}`;
}

/**
 * What the numbering never changes: "frontend-developer-2-3" → "frontend-developer". Every slug
 * a create may pick (its base, or the base and a number) is of its base's family, so creates that
 * queue by family never pick the same slug at once, although "Go" may take go-2, which "Go 2"
 * wants too.
 */
export function slugFamily(slug: string): string {
  return slug.replace(/(-\d+)+$/, '');
}
