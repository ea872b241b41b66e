import type { User } from '@job/contract';

/** A member as the API answers them, named by their id. */
export function sampleMember(id: number, changes: Partial<User> = {}): User {
  return {
    id,
    name: `Member ${id}`,
    email: `member${id}@job.test`,
    created_at: '2026-11-23T00:00:00.000Z',
    email_verified: true,
    language: null,
    ...changes,
  };
}
