import type { MessageId } from '@job/texts';

/**
 * The three types of work. The numeric code is what a job stores (`work_type`) and what the create
 * form sends (`workType`); the slug is the category in `/categories/{type}` and in `getType`.
 * `label` is the spec's English name, as the API speaks it; a reader sees `t(labelId)`, their
 * language's word.
 */
export const workTypes = [
  { code: 1, slug: 'full-time', label: 'Full-time', labelId: 'workType.fullTime' },
  { code: 2, slug: 'part-time', label: 'Part-time', labelId: 'workType.partTime' },
  { code: 3, slug: 'freelance', label: 'Freelance', labelId: 'workType.freelance' },
] as const satisfies readonly { code: number; slug: string; label: string; labelId: MessageId }[];

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
