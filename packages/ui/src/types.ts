import type { components } from '@job/contract';

/** A job as the API returns it. */
export type Job = components['schemas']['Job'];

/** A signed-in member as the API returns them. */
export type User = components['schemas']['User'];
