/**
 * Where the work is done: an optional field of a job (`workplace`) and a filter of every list
 * (`?workplace=remote`). A job posted before the field existed has none.
 */
export const workplaces = [
  { slug: 'on-site', label: 'On-site' },
  { slug: 'remote', label: 'Remote' },
  { slug: 'hybrid', label: 'Hybrid' },
] as const;

export type Workplace = (typeof workplaces)[number];
export type WorkplaceSlug = Workplace['slug'];

export function isWorkplaceSlug(slug: unknown): slug is WorkplaceSlug {
  return workplaces.some((workplace) => workplace.slug === slug);
}

export function workplaceBySlug(slug: string | null | undefined): Workplace | undefined {
  return workplaces.find((workplace) => workplace.slug === slug);
}
