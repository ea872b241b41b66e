import {
  type FieldErrors,
  numberAnswer,
  type PosterQuestion,
  type QuestionKind,
  type ScreeningQuestionInput,
} from '@job/contract';

/** A screening question as the job form holds it while the poster types. */
export interface QuestionDraft {
  /** Stable for the draft's life: React's key, and how the editor finds its fields to focus. */
  key: string;
  /** The server's id of a question the posting already asks (an edit); none for a new one. */
  id?: string;
  kind: QuestionKind;
  label: string;
  required: boolean;
  /** A choice question's choices as typed, one a line. */
  choices: string;
  /** `yes`, `no` or one of the choices; '' for none. */
  disqualifying: string;
  /** A number question's minimum as typed ('' for none; '2,5' as good as '2.5'). */
  minimum: string;
}

let drafted = 0;

/** A new question: yes or no, no text yet, no answer that disqualifies. */
export function newQuestionDraft(): QuestionDraft {
  drafted += 1;
  return {
    key: `new-${drafted}`,
    kind: 'yes_no',
    label: '',
    required: false,
    choices: '',
    disqualifying: '',
    minimum: '',
  };
}

/** A question the posting asks, as a draft keyed by its id, so the key stays the same. */
export function questionDraft(question: PosterQuestion): QuestionDraft {
  return {
    key: `question-${question.id}`,
    id: question.id,
    kind: question.kind,
    label: question.label,
    required: question.required,
    choices: question.choices.join('\n'),
    disqualifying: question.disqualifying_answer ?? '',
    minimum: question.minimum === null ? '' : String(question.minimum),
  };
}

/** The choices typed, one a line, trimmed, blank lines left out. */
export function typedChoices(choices: string): string[] {
  return choices
    .split('\n')
    .map((choice) => choice.trim())
    .filter((choice) => choice !== '');
}

/**
 * The draft as the API takes it (before `trimScreeningQuestions`): the choices by line, no
 * disqualifying answer for '', a minimum as a number (NaN for one that is not, which
 * `validateScreeningQuestions` refuses).
 */
export function questionInput(draft: QuestionDraft): ScreeningQuestionInput {
  const minimum = draft.minimum.trim();
  return {
    ...(draft.id !== undefined && { id: draft.id }),
    kind: draft.kind,
    label: draft.label,
    required: draft.required,
    choices: typedChoices(draft.choices),
    disqualifying_answer: draft.disqualifying || null,
    minimum: minimum === '' ? null : (numberAnswer(minimum) ?? Number.NaN),
  };
}

/**
 * A change to a draft, keeping its disqualifying answer one of its own: a new kind asks for
 * another, and a choice no longer typed no longer disqualifies.
 */
export function changeDraft(draft: QuestionDraft, change: Partial<QuestionDraft>): QuestionDraft {
  const changed = { ...draft, ...change };
  if (change.kind !== undefined && change.kind !== draft.kind) changed.disqualifying = '';
  if (
    changed.kind === 'choice' &&
    changed.disqualifying !== '' &&
    !typedChoices(changed.choices).includes(changed.disqualifying)
  )
    changed.disqualifying = '';
  return changed;
}

const questionPattern = /^screeningQuestions\.(\d+)(\..*)?$/;

/**
 * Messages about questions by their place when they were sent (`screeningQuestions.1.label`),
 * moved to where those questions are now: after one is removed, the messages of those below it
 * stay with them; a removed one's go. Other messages are kept as they are, and all of them when
 * nothing was sent from here (`sentKeys` undefined).
 */
export function followQuestions(
  errors: FieldErrors,
  sentKeys: readonly string[] | undefined,
  drafts: readonly QuestionDraft[],
): FieldErrors {
  if (!sentKeys) return errors;
  const followed: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const match = questionPattern.exec(field);
    if (!match) {
      followed[field] = messages;
      continue;
    }
    const key = sentKeys[Number(match[1])];
    const index = drafts.findIndex((draft) => draft.key === key);
    if (index !== -1) followed[`screeningQuestions.${index}${match[2] ?? ''}`] = messages;
  }
  return followed;
}
