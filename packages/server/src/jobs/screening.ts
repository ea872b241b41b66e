// A posting's screening questions as the create and edit forms send them: read, checked with the
// contract's rules, and given the ids their answers are kept by.
import { randomInt } from 'node:crypto';
import {
  type FieldErrors,
  isApplyMethod,
  type PosterQuestion,
  type ScreeningQuestionInput,
  trimScreeningQuestions,
  validateScreeningQuestions,
} from '@job/contract';
import type { Translate } from '@job/texts';
import { isWellFormedText } from '../openapi/validation';

/** What a form's `screeningQuestions` holds: nothing (left out or empty), questions, or no sense. */
export type ReadQuestions = ScreeningQuestionInput[] | undefined | 'unreadable';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text a jsonb column takes and the schema's strings admit: no control character, no lone half. */
const isText = (value: unknown): value is string =>
  typeof value === 'string' && isWellFormedText(value);

/** One question as sent, when it has the shape of one: its kind and words are the rules' to judge. */
function questionInput(value: unknown): ScreeningQuestionInput | undefined {
  if (!isRecord(value)) return undefined;
  const { id, kind, label, required, choices, disqualifying_answer, minimum } = value;
  const fits =
    isText(kind) &&
    isText(label) &&
    (id === undefined || isText(id)) &&
    (required === undefined || typeof required === 'boolean') &&
    (choices === undefined || (Array.isArray(choices) && choices.every(isText))) &&
    (disqualifying_answer === undefined ||
      disqualifying_answer === null ||
      isText(disqualifying_answer)) &&
    (minimum === undefined || minimum === null || Number.isFinite(minimum));
  if (!fits) return undefined;
  return {
    ...(id !== undefined && { id: id as string }),
    kind: kind as ScreeningQuestionInput['kind'],
    label,
    ...(required !== undefined && { required }),
    ...(choices !== undefined && { choices: choices as string[] }),
    ...(disqualifying_answer !== undefined && {
      disqualifying_answer: disqualifying_answer as string | null,
    }),
    ...(minimum !== undefined && { minimum: minimum as number | null }),
  };
}

/**
 * The form's `screeningQuestions`: a JSON array, or that array as JSON text (a multipart field).
 * Left out or empty text is none given; anything else that is not an array of questions (text that
 * is no JSON, a question without a kind or a label as text, choices that are not texts...) is
 * 'unreadable'.
 */
export function readScreeningQuestions(value: unknown): ReadQuestions {
  if (value === undefined) return undefined;
  let parsed = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    try {
      parsed = JSON.parse(value);
    } catch {
      return 'unreadable';
    }
  }
  if (!Array.isArray(parsed)) return 'unreadable';
  const questions: ScreeningQuestionInput[] = [];
  for (const item of parsed) {
    const question = questionInput(item);
    if (!question) return 'unreadable';
    questions.push(question);
  }
  return trimScreeningQuestions(questions);
}

/**
 * The questions of a create or edit form as the contract's rules judge them, keyed as the form's
 * fields are (`screeningQuestions`, `screeningQuestions.0.label`...). Off the site a posting asks
 * none: what the form sends then is not looked at.
 */
export function screeningQuestionErrors(body: Record<string, unknown>, t: Translate): FieldErrors {
  if (!onTheSite(body)) return {};
  const questions = readScreeningQuestions(body.screeningQuestions);
  if (questions === undefined) return {};
  if (questions === 'unreadable') {
    return { screeningQuestions: [t('validation.questionsUnreadable')] };
  }
  return validateScreeningQuestions(questions, t);
}

/**
 * Whether the form takes applications on the site: unless its `applyMethod` is another method
 * (empty or left out, the original client's, is the site), as the routes read it.
 */
export const onTheSite = (body: { applyMethod?: unknown }) =>
  !isApplyMethod(body.applyMethod) || body.applyMethod === 'site';

/** An id a question may keep: what the contract's pattern admits. */
const keptId = /^[a-z0-9]{1,12}$/;

/** A new question's id: `q` and six base-36 characters, two billion of them. */
function freshId(): string {
  return `q${randomInt(36 ** 6)
    .toString(36)
    .padStart(6, '0')}`;
}

/**
 * The questions as a posting keeps them, each with an id unique within it: the id it was sent
 * with when the contract's pattern admits it and no question before it has it (an edited question
 * keeps its answers' link to it), else a new one. Checked already (screeningQuestionErrors).
 */
export function withIds(questions: readonly ScreeningQuestionInput[]): PosterQuestion[] {
  const taken = new Set<string>();
  return questions.map((question) => {
    let id = question.id;
    if (id === undefined || !keptId.test(id) || taken.has(id)) {
      do id = freshId();
      while (taken.has(id) || questions.some((other) => other.id === id));
    }
    taken.add(id);
    return {
      id,
      kind: question.kind,
      label: question.label,
      required: question.required === true,
      choices: [...(question.choices ?? [])],
      disqualifying_answer: question.disqualifying_answer ?? null,
      minimum: question.minimum ?? null,
    };
  });
}

/**
 * The questions given in a valid form, with their ids; undefined when it gives none (an edit then
 * keeps what the posting asked).
 */
export function givenScreeningQuestions(value: unknown): PosterQuestion[] | undefined {
  const questions = readScreeningQuestions(value);
  if (questions === 'unreadable') throw new Error('The screening questions were not checked');
  return questions && withIds(questions);
}
