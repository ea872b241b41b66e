import {
  type AnswerValues,
  answerField,
  type ScreeningQuestion,
  screeningLimits,
  yesNoAnswers,
} from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import { TextField } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { RadioGroupField } from '../Field/RadioGroupField';
import * as styles from './ApplyForm.css';

/**
 * The answers `questions` ask for, as kept in `given`: the empty left out, and so is what is no
 * longer one of a question's answers (a draft from before its choices changed).
 */
export function askedAnswers(
  questions: readonly ScreeningQuestion[],
  given: AnswerValues,
): AnswerValues {
  const asked: Record<string, string> = {};
  for (const question of questions) {
    const answer = given[question.id];
    if (answer === undefined || answer === '') continue;
    const offered: readonly string[] | undefined =
      question.kind === 'yes_no'
        ? yesNoAnswers
        : question.kind === 'choice'
          ? question.choices
          : undefined;
    if (offered === undefined || offered.includes(answer)) asked[question.id] = answer;
  }
  return asked;
}

interface ScreeningAnswersFieldsProps {
  questions: readonly ScreeningQuestion[];
  /** The answers as given so far, by question id. */
  answers: AnswerValues;
  /** The form's or the server's messages about a question's answer. */
  errors: (questionId: string) => readonly string[] | undefined;
  onAnswer: (questionId: string, answer: string) => void;
  onEdit: (() => void) | undefined;
}

/** 'Ön eleme soruları': the posting's questions, each as its kind asks; nothing when it asks none. */
export function ScreeningAnswersFields({
  questions,
  answers,
  errors,
  onAnswer,
  onEdit,
}: ScreeningAnswersFieldsProps) {
  const { t } = useTexts();
  if (questions.length === 0) return null;
  return (
    <fieldset className={fieldStyles.group}>
      <legend className={styles.questionsLegend}>{t('applyForm.questions')}</legend>
      <div className={styles.questions}>
        {questions.map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            answer={answers[question.id] ?? ''}
            errors={errors(question.id)}
            onAnswer={(value) => onAnswer(question.id, value)}
            onEdit={onEdit}
          />
        ))}
      </div>
    </fieldset>
  );
}

interface QuestionFieldProps {
  question: ScreeningQuestion;
  /** The answer as given so far; '' for none. */
  answer: string;
  /** The form's or the server's messages about the answer. */
  errors: readonly string[] | undefined;
  onAnswer: (answer: string) => void;
  onEdit: (() => void) | undefined;
}

/**
 * One screening question, labelled as asked ('… (isteğe bağlı)' when it may be left), with its
 * messages: a radio group of Evet and Hayır or of its choices, a number's text field (a decimal
 * keyboard on a phone) or a short text's.
 */
function QuestionField({ question, answer, errors, onAnswer, onEdit }: QuestionFieldProps) {
  const { t } = useTexts();
  const label = question.required
    ? question.label
    : t('applyForm.questionOptional', { label: question.label });
  const name = answerField(question.id);
  switch (question.kind) {
    case 'yes_no':
    case 'choice': {
      // A choice's radios go by its place, not its text: a text may hold spaces, which an id may not.
      const offered = question.kind === 'yes_no' ? yesNoAnswers : question.choices;
      return (
        <RadioGroupField<string>
          legend={label}
          name={name}
          options={offered.map((choice, index) => ({
            value: String(index),
            label:
              question.kind === 'yes_no'
                ? t(choice === 'yes' ? 'answer.yes' : 'answer.no')
                : choice,
          }))}
          value={String(offered.indexOf(answer))}
          onChange={(chosen) => {
            onAnswer(offered[Number(chosen)] ?? '');
            onEdit?.();
          }}
          errors={errors}
        />
      );
    }
    case 'number':
    case 'text':
      return (
        <TextField
          label={label}
          name={name}
          value={answer}
          onChange={(event) => onAnswer(event.currentTarget.value)}
          errors={errors}
          autoComplete="off"
          {...(question.kind === 'number'
            ? { inputMode: 'decimal' }
            : { maxLength: screeningLimits.textAnswerMaxLength })}
        />
      );
  }
}
