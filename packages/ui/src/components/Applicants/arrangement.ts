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

/** How the poster looks at the list: the stage shown, the answers shown, and the order. */
export interface ApplicantArrangement {
  stage: StageChoice;
  order: ApplicantOrder;
  answers: AnswerFilter;
}

export const defaultArrangement: ApplicantArrangement = {
  stage: 'all',
  order: 'newest',
  answers: 'all',
};

/**
 * The arrangement an address's query names (`?stage=interview&order=rating&answers=disqualified`),
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
  return {
    stage: isStageChoice(stage) ? stage : defaultArrangement.stage,
    order: isApplicantOrder(order) ? order : defaultArrangement.order,
    answers: isAnswerFilter(answers, questions) ? answers : defaultArrangement.answers,
  };
}

/** The query naming `arrangement`, without what is the default: '' for the default itself. */
export function arrangementQuery({ stage, order, answers }: ApplicantArrangement): string {
  const query = new URLSearchParams();
  if (stage !== defaultArrangement.stage) query.set('stage', stage);
  if (order !== defaultArrangement.order) query.set('order', order);
  if (answers !== defaultArrangement.answers) query.set('answers', answers);
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

const sentAt = (application: Application) => Date.parse(application.created_at);

const byOrder: Record<ApplicantOrder, (a: Application, b: Application) => number> = {
  newest: (a, b) => sentAt(b) - sentAt(a) || b.id - a.id,
  oldest: (a, b) => sentAt(a) - sentAt(b) || a.id - b.id,
  // The unrated after every rated one; among equals, the newest first.
  rating: (a, b) => (b.rating ?? 0) - (a.rating ?? 0) || byOrder.newest(a, b),
};

/**
 * The applications the poster chose to see (of the stage, with the answers chosen), in the order
 * chosen; the list given is left as it is.
 */
export function arrangeApplicants(
  applications: readonly Application[],
  stage: StageChoice,
  order: ApplicantOrder,
  answers: AnswerFilter = 'all',
): Application[] {
  return applications
    .filter((application) => isAt(application, stage) && answered(application, answers))
    .sort(byOrder[order]);
}
