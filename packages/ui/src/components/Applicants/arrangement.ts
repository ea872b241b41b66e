import { type Application, type PosterQuestion, yesNoAnswers } from '@job/contract';
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

/**
 * Which applications the poster's list shows by their screening answers: all; those with no
 * disqualifying answer, or with one; or those that gave one answer to one question
 * (`<questionId>=<answer>`: a yes/no question's `yes` or `no`, a choice question's choice).
 */
export type AnswerFilter = 'all' | 'qualified' | 'disqualified' | `${string}=${string}`;

/** The filters by the applications' standing as a whole, before those by one answer. */
export const answerStandings = ['all', 'qualified', 'disqualified'] as const;

/** A filter by one answer to one question, as `answerFilters` offers it. */
export interface AnswerChoice {
  value: `${string}=${string}`;
  question: PosterQuestion;
  /** The answer as given: `yes` or `no`, or the choice. */
  answer: string;
}

/** The filter by `answer` to the question `questionId`. */
export const answerFilterOf = (questionId: string, answer: string): `${string}=${string}` =>
  `${questionId}=${answer}`;

/**
 * The filters by one answer that `questions` offer, in their order: yes and no for a yes/no
 * question, each choice of a choice question; none for a number or a text.
 */
export function answerChoices(questions: readonly PosterQuestion[]): AnswerChoice[] {
  return questions.flatMap((question) => {
    const answers: readonly string[] =
      question.kind === 'yes_no'
        ? yesNoAnswers
        : question.kind === 'choice'
          ? question.choices
          : [];
    return answers.map((answer) => ({
      value: answerFilterOf(question.id, answer),
      question,
      answer,
    }));
  });
}

/**
 * Whether `value` is a filter by the answers. Given the posting's `questions`, it must be one they
 * offer: none but 'all' without questions, and an answer only of a question they ask. Without
 * them (before they are read), any `<questionId>=<answer>`.
 */
export function isAnswerFilter(
  value: string,
  questions?: readonly PosterQuestion[],
): value is AnswerFilter {
  if (value === 'all') return true;
  if (questions === undefined)
    return (answerStandings as readonly string[]).includes(value) || /^[^=]+=./s.test(value);
  if (questions.length === 0) return false;
  return (
    (answerStandings as readonly string[]).includes(value) ||
    answerChoices(questions).some((choice) => choice.value === value)
  );
}

/**
 * Which applications the poster's list shows by the poster's rating, as the address names it: all;
 * rated at least 3 or 4 stars; rated 5; or not rated yet.
 */
export const ratingFilters = ['all', '3', '4', '5', 'none'] as const;

export type RatingFilter = (typeof ratingFilters)[number];

/** Each rating filter's words: `applicants.ratingFilter.<word>`. */
export const ratingFilterWords = {
  all: 'all',
  '3': 'atLeast3',
  '4': 'atLeast4',
  '5': 'five',
  none: 'unrated',
} as const satisfies Record<RatingFilter, string>;

export function isRatingFilter(value: string): value is RatingFilter {
  return (ratingFilters as readonly string[]).includes(value);
}

/**
 * Which applications the poster's list shows by when they were sent, as the address names it: all,
 * or those of the last 7 or 30 days.
 */
export const sentFilters = ['all', '7', '30'] as const;

export type SentFilter = (typeof sentFilters)[number];

/** Each date filter's words: `applicants.sentFilter.<word>`. */
export const sentFilterWords = {
  all: 'all',
  '7': 'week',
  '30': 'month',
} as const satisfies Record<SentFilter, string>;

export function isSentFilter(value: string): value is SentFilter {
  return (sentFilters as readonly string[]).includes(value);
}

/**
 * How the poster looks at the list: the stage, the rating, the date and the answers shown, and the
 * order.
 */
export interface ApplicantArrangement {
  stage: StageChoice;
  order: ApplicantOrder;
  answers: AnswerFilter;
  rating: RatingFilter;
  sent: SentFilter;
}

export const defaultArrangement: ApplicantArrangement = {
  stage: 'all',
  order: 'newest',
  answers: 'all',
  rating: 'all',
  sent: 'all',
};

/** The filters of `arrangement` back to all, its order kept: what 'Tümünü göster' shows. */
export const unfiltered = ({ order }: ApplicantArrangement): ApplicantArrangement => ({
  ...defaultArrangement,
  order,
});

/** Whether `arrangement` filters by anything but the stage. */
export const filtersBeyondStage = ({ answers, rating, sent }: ApplicantArrangement): boolean =>
  answers !== 'all' || rating !== 'all' || sent !== 'all';

/**
 * The arrangement an address's query names (`?stage=interview&order=rating&answers=disqualified`,
 * `&rating=4&sent=7`),
 * so a reload or a shared link shows the list as it was; the default for what it does not name or
 * names wrongly. Given the posting's `questions`, an answer filter must be one they offer
 * (`isAnswerFilter`); the list itself shows every application for one they do not.
 */
export function arrangementOf(
  search: string,
  questions?: readonly PosterQuestion[],
): ApplicantArrangement {
  const query = new URLSearchParams(search);
  const stage = query.get('stage') ?? '';
  const order = query.get('order') ?? '';
  const answers = query.get('answers') ?? '';
  const rating = query.get('rating') ?? '';
  const sent = query.get('sent') ?? '';
  return {
    stage: isStageChoice(stage) ? stage : defaultArrangement.stage,
    order: isApplicantOrder(order) ? order : defaultArrangement.order,
    answers: isAnswerFilter(answers, questions) ? answers : defaultArrangement.answers,
    // 'all' is the default, never written: read as any other unknown value.
    rating: isRatingFilter(rating) ? rating : defaultArrangement.rating,
    sent: isSentFilter(sent) ? sent : defaultArrangement.sent,
  };
}

/** The query naming `arrangement`, without what is the default: '' for the default itself. */
export function arrangementQuery(arrangement: ApplicantArrangement): string {
  const query = new URLSearchParams();
  for (const key of ['stage', 'order', 'answers', 'rating', 'sent'] as const) {
    if (arrangement[key] !== defaultArrangement[key]) query.set(key, arrangement[key]);
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** Whether `application` is of the stage chosen; a withdrawn one is of 'withdrawn' alone. */
function isAt(application: Application, stage: StageChoice): boolean {
  if (stage === 'all') return true;
  if (application.withdrawn_at) return stage === 'withdrawn';
  return application.status === stage;
}

/** Whether `application`'s answers are those chosen. */
function answered(application: Application, filter: AnswerFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'qualified':
      return !application.disqualified;
    case 'disqualified':
      return application.disqualified;
    default: {
      const split = filter.indexOf('=');
      const questionId = filter.slice(0, split);
      const answer = filter.slice(split + 1);
      return application.answers.some(
        (given) => given.question_id === questionId && given.answer === answer,
      );
    }
  }
}

/** Whether `application`'s rating is that chosen: at least 3 or 4 stars, 5, or none yet. */
function rated(application: Application, filter: RatingFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'none') return application.rating === null;
  return application.rating !== null && application.rating >= Number(filter);
}

const dayMs = 24 * 60 * 60 * 1000;

/** Whether `application` was sent within the days chosen before `now`. */
function sentWithin(application: Application, filter: SentFilter, now: Date): boolean {
  if (filter === 'all') return true;
  return sentAt(application) >= now.getTime() - Number(filter) * dayMs;
}

const sentAt = (application: Application) => Date.parse(application.created_at);

const byOrder: Record<ApplicantOrder, (a: Application, b: Application) => number> = {
  newest: (a, b) => sentAt(b) - sentAt(a) || b.id - a.id,
  oldest: (a, b) => sentAt(a) - sentAt(b) || a.id - b.id,
  // The unrated after every rated one; among equals, the newest first.
  rating: (a, b) => (b.rating ?? 0) - (a.rating ?? 0) || byOrder.newest(a, b),
};

/**
 * The applications the poster chose to see (of the stage, the rating and the answers chosen, sent
 * within the days chosen before `now`), in the order chosen; the list given is left as it is. What
 * `arrangement` leaves out is the default's.
 */
export function arrangeApplicants(
  applications: readonly Application[],
  arrangement: Partial<ApplicantArrangement>,
  now: Date,
): Application[] {
  const { stage, order, answers, rating, sent } = { ...defaultArrangement, ...arrangement };
  return applications
    .filter(
      (application) =>
        isAt(application, stage) &&
        answered(application, answers) &&
        rated(application, rating) &&
        sentWithin(application, sent, now),
    )
    .sort(byOrder[order]);
}
