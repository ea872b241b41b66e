import {
  type FieldErrors,
  type QuestionKind,
  questionField,
  questionKinds,
  screeningLimits,
} from '@job/contract';
import type { MessageId } from '@job/texts';
import { useEffect, useId, useRef } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Field, FieldMessages, SelectField, TextField } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { CloseIcon } from '../Icon/icons';
import { changeDraft, newQuestionDraft, type QuestionDraft, typedChoices } from './questionDrafts';
import * as styles from './ScreeningQuestionsEditor.css';

export { newQuestionDraft, type QuestionDraft, questionDraft } from './questionDrafts';

export interface ScreeningQuestionsEditorProps {
  /** The questions as the poster has them so far, in their order. */
  questions: readonly QuestionDraft[];
  /** Told the whole list after each change: a question added, removed or typed into. */
  onChange: (questions: QuestionDraft[]) => void;
  /**
   * Messages by the API's names, each question's by its place in `questions`
   * (`screeningQuestions.0.label`), the list's own as `screeningQuestions`.
   */
  errors?: FieldErrors;
  /** Every field and button disabled. */
  disabled?: boolean;
}

const kindWords = {
  yes_no: 'questionKind.yes_no',
  number: 'questionKind.number',
  text: 'questionKind.text',
  choice: 'questionKind.choice',
} as const satisfies Record<QuestionKind, MessageId>;

/** Where the focus goes once the list has changed: a question's label, or the add button (''). */
const addButtonTarget = '';

/**
 * 'Ön eleme soruları': up to five questions an applicant answers on the site, each with its kind,
 * its text, whether it must be answered, and the answer that disqualifies (a number's minimum).
 * Controlled: the form keeps the drafts and checks them.
 */
export function ScreeningQuestionsEditor({
  questions,
  onChange,
  errors = {},
  disabled = false,
}: ScreeningQuestionsEditorProps) {
  const { t } = useTexts();
  const id = useId();
  const labels = useRef(new Map<string, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<string | null>(null);
  // Once rendered with the form's new list: to a new question's text, or where a removed one was.
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    (target === addButtonTarget ? addButton.current : labels.current.get(target))?.focus();
  });

  const listErrors = errors.screeningQuestions ?? [];
  const add = () => {
    const draft = newQuestionDraft();
    focusNext.current = draft.key;
    onChange([...questions, draft]);
  };
  const remove = (index: number) => {
    focusNext.current = questions[index + 1]?.key ?? questions[index - 1]?.key ?? addButtonTarget;
    onChange(questions.filter((_, other) => other !== index));
  };
  const change = (index: number, change: Partial<QuestionDraft>) =>
    onChange(
      questions.map((draft, other) => (other === index ? changeDraft(draft, change) : draft)),
    );

  return (
    <fieldset
      className={`${fieldStyles.group} ${styles.section}`}
      disabled={disabled}
      aria-describedby={[`${id}-hint`, listErrors.length > 0 && `${id}-errors`]
        .filter(Boolean)
        .join(' ')}
    >
      <legend className={fieldStyles.legend}>{t('jobForm.questions')}</legend>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t('jobForm.questionsHint', { max: screeningLimits.questionsMax })}
      </p>
      {questions.length > 0 && (
        <div className={styles.questions}>
          {questions.map((draft, index) => (
            <QuestionFields
              key={draft.key}
              draft={draft}
              index={index}
              errors={errors}
              labelRef={(input) => {
                if (input) labels.current.set(draft.key, input);
                else labels.current.delete(draft.key);
              }}
              onChange={(changed) => change(index, changed)}
              onRemove={() => remove(index)}
            />
          ))}
        </div>
      )}
      <FieldMessages id={`${id}-errors`} errors={listErrors} />
      {questions.length < screeningLimits.questionsMax && (
        <Button
          ref={addButton}
          tone="secondary"
          size="small"
          className={styles.action}
          onClick={add}
        >
          {t('jobForm.addQuestion')}
        </Button>
      )}
    </fieldset>
  );
}

interface QuestionFieldsProps {
  draft: QuestionDraft;
  index: number;
  errors: FieldErrors;
  labelRef: (input: HTMLInputElement | null) => void;
  onChange: (change: Partial<QuestionDraft>) => void;
  onRemove: () => void;
}

/** One question: a fieldset named '{number}. soru' in its card, and its way out. */
function QuestionFields({
  draft,
  index,
  errors,
  labelRef,
  onChange,
  onRemove,
}: QuestionFieldsProps) {
  const { t } = useTexts();
  const id = useId();
  const number = index + 1;
  const name = (field: string) => `screeningQuestions.${index}.${field}`;
  const errorsOf = (field: Parameters<typeof questionField>[1]) =>
    errors[questionField(index, field)];
  // The question's own messages, and any about a field its kind does not show (from the server).
  const hidden = [
    draft.kind !== 'choice' && 'choices',
    draft.kind !== 'number' && 'minimum',
    (draft.kind === 'number' || draft.kind === 'text') && 'disqualifying_answer',
  ] as const;
  const ownErrors = [
    ...(errorsOf('') ?? []),
    ...hidden.flatMap((field) => (field && errorsOf(field)) || []),
  ];
  const choices = typedChoices(draft.choices);
  const disqualifyingOptions =
    draft.kind === 'yes_no'
      ? [
          { value: 'yes', label: t('jobForm.answerYes') },
          { value: 'no', label: t('jobForm.answerNo') },
        ]
      : [...new Set(choices)].map((choice) => ({ value: choice, label: choice }));
  return (
    <div className={styles.question}>
      <fieldset
        className={`${fieldStyles.group} ${styles.fields}`}
        aria-describedby={ownErrors.length > 0 ? `${id}-errors` : undefined}
      >
        <legend className={styles.legend}>{t('jobForm.question', { number })}</legend>
        <SelectField
          label={t('jobForm.questionKind')}
          name={name('kind')}
          options={questionKinds.map((kind) => ({ value: kind, label: t(kindWords[kind]) }))}
          value={draft.kind}
          onChange={(event) => onChange({ kind: event.currentTarget.value as QuestionKind })}
          errors={errorsOf('kind')}
        />
        <Field label={t('jobForm.questionLabel')} errors={errorsOf('label')}>
          {(control) => (
            <input
              {...control}
              ref={labelRef}
              name={name('label')}
              className={fieldStyles.control}
              maxLength={screeningLimits.labelMaxLength}
              value={draft.label}
              onChange={(event) => onChange({ label: event.currentTarget.value })}
            />
          )}
        </Field>
        {draft.kind === 'choice' && (
          <Field
            label={t('jobForm.questionChoices')}
            errors={errorsOf('choices')}
            hint={t('jobForm.questionChoicesHint', {
              min: screeningLimits.choicesMin,
              max: screeningLimits.choicesMax,
            })}
          >
            {(control) => (
              <textarea
                {...control}
                name={name('choices')}
                className={styles.choices}
                value={draft.choices}
                onChange={(event) => onChange({ choices: event.currentTarget.value })}
              />
            )}
          </Field>
        )}
        {/* In a block of its own: the column would stretch the box's label across its width. */}
        <div>
          <Checkbox
            label={t('jobForm.questionRequired')}
            name={name('required')}
            checked={draft.required}
            onChange={(event) => onChange({ required: event.currentTarget.checked })}
          />
        </div>
        {draft.kind === 'number' && (
          <TextField
            label={t('jobForm.questionMinimum')}
            name={name('minimum')}
            inputMode="decimal"
            hint={t('jobForm.questionMinimumHint')}
            value={draft.minimum}
            onChange={(event) => onChange({ minimum: event.currentTarget.value })}
            errors={errorsOf('minimum')}
          />
        )}
        {(draft.kind === 'yes_no' || draft.kind === 'choice') && (
          <SelectField
            label={t('jobForm.disqualifyingAnswer')}
            name={name('disqualifying_answer')}
            placeholder={t('jobForm.disqualifyingNone')}
            options={disqualifyingOptions}
            value={draft.disqualifying}
            onChange={(event) => onChange({ disqualifying: event.currentTarget.value })}
            errors={errorsOf('disqualifying_answer')}
          />
        )}
        <FieldMessages id={`${id}-errors`} errors={ownErrors} />
        <Button tone="secondary" size="small" className={styles.action} onClick={onRemove}>
          <CloseIcon size={14} />
          {t('jobForm.removeQuestion', { number })}
        </Button>
      </fieldset>
    </div>
  );
}
