// The answers to a posting's screening questions as the apply form sends them, and as they are kept.
import {
  type AnswerValues,
  givenAnswers,
  isDisqualifying,
  type PosterQuestion,
  type ScreeningAnswer,
} from '@job/contract';
import { isWellFormedText } from '../openapi/validation';

/**
 * The form's `answers`: JSON text of an object of question id to answer. Left out or empty, none;
 * anything else that is not such an object of texts is 'unreadable'.
 */
export function readAnswers(value: unknown): AnswerValues | 'unreadable' {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return {};
  if (typeof value !== 'string') return 'unreadable';
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return 'unreadable';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'unreadable';
  // Only texts a jsonb column takes: no control character (a NUL), no lone half of a pair.
  const texts = Object.values(parsed).every(
    (answer) => typeof answer === 'string' && isWellFormedText(answer),
  );
  return texts ? (parsed as AnswerValues) : 'unreadable';
}

/**
 * The answers as an application keeps them: those given, in the questions' order, each with its
 * question's label and kind as they are now and whether it disqualifies by the poster's rule of
 * now. Checked already (validateAnswers); answers to questions not asked are left out.
 */
export function screeningAnswers(
  questions: readonly PosterQuestion[],
  values: AnswerValues,
): ScreeningAnswer[] {
  return givenAnswers(questions, values).map((given) => {
    const question = questions.find(({ id }) => id === given.question_id);
    return { ...given, disqualifying: question ? isDisqualifying(question, given.answer) : false };
  });
}
