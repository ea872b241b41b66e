import type { Application } from '@job/contract';
import {
  type ApplicationStanding,
  applicationStandings,
} from '../ApplicationStatusBadge/standings';

/** Which applications the poster's list shows: all, those at one stage, or the withdrawn ones. */
export type StageChoice = 'all' | ApplicationStanding;

export const stageChoices: readonly StageChoice[] = ['all', ...applicationStandings];

/** The list's orders: newest or oldest first, or the poster's highest rating first. */
export const applicantOrders = ['newest', 'oldest', 'rating'] as const;

export type ApplicantOrder = (typeof applicantOrders)[number];

export function isStageChoice(value: string): value is StageChoice {
  return (stageChoices as readonly string[]).includes(value);
}

export function isApplicantOrder(value: string): value is ApplicantOrder {
  return (applicantOrders as readonly string[]).includes(value);
}

/** How the poster looks at the list: the stage shown, and the order. */
export interface ApplicantArrangement {
  stage: StageChoice;
  order: ApplicantOrder;
}

export const defaultArrangement: ApplicantArrangement = { stage: 'all', order: 'newest' };

/**
 * The arrangement an address's query names (`?stage=interview&order=rating`), so a reload or a
 * shared link shows the list as it was; the default for what it does not name.
 */
export function arrangementOf(search: string): ApplicantArrangement {
  const query = new URLSearchParams(search);
  const stage = query.get('stage') ?? '';
  const order = query.get('order') ?? '';
  return {
    stage: isStageChoice(stage) ? stage : defaultArrangement.stage,
    order: isApplicantOrder(order) ? order : defaultArrangement.order,
  };
}

/** The query naming `arrangement`, without what is the default: '' for the default itself. */
export function arrangementQuery({ stage, order }: ApplicantArrangement): string {
  const query = new URLSearchParams();
  if (stage !== defaultArrangement.stage) query.set('stage', stage);
  if (order !== defaultArrangement.order) query.set('order', order);
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** Whether `application` is of the stage chosen; a withdrawn one is of 'withdrawn' alone. */
function isAt(application: Application, stage: StageChoice): boolean {
  if (stage === 'all') return true;
  if (application.withdrawn_at) return stage === 'withdrawn';
  return application.status === stage;
}

const sentAt = (application: Application) => Date.parse(application.created_at);

const byOrder: Record<ApplicantOrder, (a: Application, b: Application) => number> = {
  newest: (a, b) => sentAt(b) - sentAt(a) || b.id - a.id,
  oldest: (a, b) => sentAt(a) - sentAt(b) || a.id - b.id,
  // The unrated after every rated one; among equals, the newest first.
  rating: (a, b) => (b.rating ?? 0) - (a.rating ?? 0) || byOrder.newest(a, b),
};

/** The applications the poster chose to see, in the order chosen; the list given is left as it is. */
export function arrangeApplicants(
  applications: readonly Application[],
  stage: StageChoice,
  order: ApplicantOrder,
): Application[] {
  return applications.filter((application) => isAt(application, stage)).sort(byOrder[order]);
}
