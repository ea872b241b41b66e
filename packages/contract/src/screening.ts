// Screening questions: a poster asks up to five on a posting, an applicant answers them in the
// apply form, and the poster's list shows the answers and which of them disqualify. The form and
// the server check both with these rules.
import type { Translate } from '@job/texts';
import type { components, WithReadonlyLists } from './api';
import { maxLengthCheck } from './jobValidation';
import { type FieldErrors, isBlank } from './validation';

/** The questions' limits, apart from `limits`: only the job form and the apply form load them. */
export const screeningLimits = {
  /** Questions on one posting: a short screen, not an exam. */
  questionsMax: 5,
  labelMaxLength: 150,
  choicesMin: 2,
  choicesMax: 6,
  choiceMaxLength: 60,
  textAnswerMaxLength: 300,
  /** The largest number a number question takes (years, a notice period, a figure). */
  numberMax: 1_000_000_000,
} as const;

export type QuestionKind = components['schemas']['QuestionKind'];

export const questionKinds = [
  'yes_no',
  'number',
  'text',
  'choice',
] as const satisfies readonly QuestionKind[];

/** A question as an applicant sees it (on every posting). */
export type ScreeningQuestion = WithReadonlyLists<components['schemas']['ScreeningQuestion']>;

/** A question as its poster set it: with the answer that disqualifies, or a number's minimum. */
export type PosterQuestion = WithReadonlyLists<components['schemas']['PosterQuestion']>;

/** A question as the job form sends it; a new one has no id yet. */
export type ScreeningQuestionInput = components['schemas']['ScreeningQuestionInput'];

/** An answer as its applicant sees it, and as the poster does, with whether it disqualifies. */
export type GivenAnswer = components['schemas']['GivenAnswer'];
export type ScreeningAnswer = components['schemas']['ScreeningAnswer'];

/** The apply form's answers as typed: question id to answer (`yes`, `no`, a number, a text, a choice). */
export type AnswerValues = Readonly<Record<string, string>>;

export function isQuestionKind(value: unknown): value is QuestionKind {
  return (questionKinds as readonly unknown[]).includes(value);
}

export const yesNoAnswers = ['yes', 'no'] as const;

/**
 * A number answer as typed: digits with up to two decimals, a comma as good as a point ('2,5'),
 * at most `numberMax`; undefined for anything else.
 */
export function numberAnswer(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,10}(?:[.,]\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return value <= screeningLimits.numberMax ? value : undefined;
}

/** Whether `answer` (as checked by `validateAnswers`) disqualifies under `question`'s rule. */
export function isDisqualifying(question: PosterQuestion, answer: string): boolean {
  if (question.kind === 'number') {
    const value = numberAnswer(answer);
    return question.minimum !== null && value !== undefined && value < question.minimum;
  }
  return question.disqualifying_answer !== null && answer === question.disqualifying_answer;
}

/** A question's field in a 422, by its place, as Laravel names an array's items. */
export const questionField = (index: number, field: keyof ScreeningQuestionInput | '' = '') =>
  field === '' ? `screeningQuestions.${index}` : `screeningQuestions.${index}.${field}`;

/** An answer's field in a 422, by its question's id. */
export const answerField = (questionId: string) => `answers.${questionId}`;

/**
 * The questions as the job form and the server check them (a posting's own as they are kept, too): at most five, each a kind, a label,
 * for a choice question 2 to 6 different choices, and a disqualifying answer that is one of the
 * question's own (a number's minimum a number). Blank choices are left out before
 * (`trimScreeningQuestions`).
 */
export function validateScreeningQuestions(
  questions: readonly WithReadonlyLists<ScreeningQuestionInput>[],
  t: Translate,
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string | false) => {
    if (message !== false) errors[field] = [...(errors[field] ?? []), message];
  };
  if (questions.length > screeningLimits.questionsMax)
    add(
      'screeningQuestions',
      t('validation.questionsTooMany', { max: screeningLimits.questionsMax }),
    );
  questions.forEach((question, index) => {
    const field = (name: keyof ScreeningQuestionInput) => questionField(index, name);
    if (!isQuestionKind(question.kind)) {
      add(field('kind'), t('validation.questionKindInvalid'));
      return;
    }
    add(
      field('label'),
      isBlank(question.label)
        ? t('validation.questionLabelRequired')
        : maxLengthCheck(question.label, screeningLimits.labelMaxLength, t),
    );
    const choices = question.choices ?? [];
    if (question.kind === 'choice') {
      const { choicesMin, choicesMax, choiceMaxLength } = screeningLimits;
      add(
        field('choices'),
        (choices.length < choicesMin || choices.length > choicesMax) &&
          t('validation.choicesCount', { min: choicesMin, max: choicesMax }),
      );
      add(
        field('choices'),
        new Set(choices.map((choice) => choice.toLocaleLowerCase('tr'))).size < choices.length &&
          t('validation.choicesRepeated'),
      );
      add(
        field('choices'),
        choices.some((choice) => choice.length > choiceMaxLength) &&
          t('validation.maxLength', { max: choiceMaxLength }),
      );
    }
    const disqualifying = question.disqualifying_answer ?? null;
    const answers: readonly string[] =
      question.kind === 'yes_no' ? yesNoAnswers : question.kind === 'choice' ? choices : [];
    add(
      field('disqualifying_answer'),
      disqualifying !== null &&
        !answers.includes(disqualifying) &&
        t('validation.disqualifyingAnswerInvalid'),
    );
    const minimum = question.minimum ?? null;
    add(
      field('minimum'),
      minimum !== null &&
        (question.kind !== 'number' ||
          typeof minimum !== 'number' ||
          !(minimum >= 0 && minimum <= screeningLimits.numberMax)) &&
        t('validation.questionMinimumInvalid'),
    );
  });
  return errors;
}

/**
 * The questions as they are kept: texts trimmed, blank choices left out, and only what the kind
 * uses (choices for a choice question, a minimum for a number one).
 */
export function trimScreeningQuestions(
  questions: readonly WithReadonlyLists<ScreeningQuestionInput>[],
): ScreeningQuestionInput[] {
  return questions.map(({ id, kind, label, required, choices, disqualifying_answer, minimum }) => ({
    ...(id !== undefined && { id }),
    kind,
    label: label.trim(),
    required: required === true,
    choices:
      kind === 'choice'
        ? (choices ?? []).map((choice) => choice.trim()).filter((choice) => !isBlank(choice))
        : [],
    disqualifying_answer:
      kind === 'yes_no' || kind === 'choice'
        ? (disqualifying_answer?.trim() ?? null) || null
        : null,
    minimum: kind === 'number' ? (minimum ?? null) : null,
  }));
}

/**
 * The answer typed to question `id`, trimmed; '' for none. Only the answers' own keys: a question
 * may be named `constructor`, which every object has by inheritance.
 */
function answerTo(answers: AnswerValues, id: string): string {
  const answer: unknown = Object.hasOwn(answers, id) ? answers[id] : undefined;
  return typeof answer === 'string' ? answer.trim() : '';
}

/**
 * The apply form's answers checked as the form and the server check them, each by its question's
 * id (`answers.<id>`): a required question answered, a yes or no, a number, a short text or one
 * of the choices. Answers to questions the posting does not ask are no concern here.
 */
export function validateAnswers(
  questions: readonly ScreeningQuestion[],
  answers: AnswerValues,
  t: Translate,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const question of questions) {
    const answer = answerTo(answers, question.id);
    const problem =
      answer === ''
        ? question.required && t('validation.answerRequired')
        : answerProblem(question, answer, t);
    if (problem) errors[answerField(question.id)] = [problem];
  }
  return errors;
}

function answerProblem(question: ScreeningQuestion, answer: string, t: Translate): string | false {
  switch (question.kind) {
    case 'yes_no':
      return !(yesNoAnswers as readonly string[]).includes(answer) && t('validation.answerChoose');
    case 'choice':
      return !question.choices.includes(answer) && t('validation.answerChoose');
    case 'number':
      return numberAnswer(answer) === undefined && t('validation.answerNumber');
    case 'text':
      return maxLengthCheck(answer, screeningLimits.textAnswerMaxLength, t);
  }
}

/** The answers as they are kept: trimmed, in the questions' order, the unanswered left out. */
export function givenAnswers(
  questions: readonly ScreeningQuestion[],
  answers: AnswerValues,
): GivenAnswer[] {
  return questions.flatMap((question) => {
    const answer = answerTo(answers, question.id);
    return answer === ''
      ? []
      : [{ question_id: question.id, label: question.label, kind: question.kind, answer }];
  });
}

/** A poster's question as applicants see it: without what disqualifies. */
export function askedQuestion({
  disqualifying_answer: _disqualifying,
  minimum: _minimum,
  ...asked
}: PosterQuestion): ScreeningQuestion {
  return asked;
}
