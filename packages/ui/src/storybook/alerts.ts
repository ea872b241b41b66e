import { type Alert, limits } from '@job/contract';

/** A saved search with sensible defaults; pass only what a story is about. */
function makeAlert(overrides: Partial<Alert> & Pick<Alert, 'id' | 'name'>): Alert {
  return {
    q: '',
    type: null,
    workplace: null,
    city: null,
    salary: null,
    frequency: 'instant',
    paused: false,
    last_sent_at: null,
    matched: 0,
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * A member's saved searches, named in words that read the same in both languages: one instant that
 * has mailed, one the member renamed, daily and paused, one that has not mailed yet.
 */
export const savedSearches: Alert[] = [
  makeAlert({
    id: 3,
    name: '"react"',
    q: 'react',
    last_sent_at: '2026-11-22T15:30:00.000Z',
    matched: 12,
  }),
  makeAlert({
    id: 2,
    name: 'Backend · İstanbul',
    q: 'backend',
    type: 'full-time',
    frequency: 'daily',
    paused: true,
    last_sent_at: '2026-11-18T05:00:00.000Z',
    matched: 3,
  }),
  makeAlert({ id: 1, name: '"go"', q: 'go', workplace: 'remote' }),
];

export const [reactSearch, backendSearch, goSearch] = savedSearches as [Alert, Alert, Alert];

/** As many saved searches as a member may keep (`limits.alertsPerMember`): the three, and more. */
export const fullSavedSearches: Alert[] = [
  ...Array.from({ length: limits.alertsPerMember - savedSearches.length }, (_, index) => {
    const id = limits.alertsPerMember - index;
    return makeAlert({ id, name: `"stack ${id}"`, q: `stack ${id}` });
  }),
  ...savedSearches,
];
