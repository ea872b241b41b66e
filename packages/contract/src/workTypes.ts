/**
 * The three types of work. The numeric code is what a job stores (`work_type`) and what the create
 * form sends (`workType`); the slug is the category in `/categories/{type}` and in `getType`.
 */
export const workTypes = [
  { code: 1, slug: 'full-time', label: 'Full-time' },
  { code: 2, slug: 'part-time', label: 'Part-time' },
  { code: 3, slug: 'freelance', label: 'Freelance' },
] as const;

export type WorkType = (typeof workTypes)[number];
export type WorkTypeCode = WorkType['code'];
export type WorkTypeSlug = WorkType['slug'];

export const workTypeCodes = workTypes.map((type) => type.code) as readonly WorkTypeCode[];

/** The order the side panel lists the categories in (spec section 2). */
export const categorySlugs = [
  'freelance',
  'full-time',
  'part-time',
] as const satisfies readonly WorkTypeSlug[];

export function workTypeByCode(code: number | null | undefined): WorkType | undefined {
  return workTypes.find((type) => type.code === code);
}

export function workTypeBySlug(slug: string | null | undefined): WorkType | undefined {
  return workTypes.find((type) => type.slug === slug);
}

export function isWorkTypeCode(code: unknown): code is WorkTypeCode {
  return workTypes.some((type) => type.code === code);
}

export function isWorkTypeSlug(slug: unknown): slug is WorkTypeSlug {
  return workTypes.some((type) => type.slug === slug);
}
