import type { MessageId } from '@job/texts';

/**
 * Where the work is done: an optional field of a job (`workplace`) and a filter of every list
 * (`?workplace=remote`). A job posted before the field existed has none. `label` is the English
 * name the API speaks; a reader sees `t(labelId)`, their language's word.
 */
export const workplaces = [
  { slug: 'on-site', label: 'On-site', labelId: 'workplace.onSite' },
  { slug: 'remote', label: 'Remote', labelId: 'workplace.remote' },
  { slug: 'hybrid', label: 'Hybrid', labelId: 'workplace.hybrid' },
] as const satisfies readonly { slug: string; label: string; labelId: MessageId }[];

export type Workplace = (typeof workplaces)[number];
export type WorkplaceSlug = Workplace['slug'];

export function isWorkplaceSlug(slug: unknown): slug is WorkplaceSlug {
  return workplaces.some((workplace) => workplace.slug === slug);
}

export function workplaceBySlug(slug: string | null | undefined): Workplace | undefined {
  return workplaces.find((workplace) => workplace.slug === slug);
}
