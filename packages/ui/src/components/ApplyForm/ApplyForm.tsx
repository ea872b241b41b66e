import {
  type AnswerValues,
  answerField,
  type CvProblem,
  type FieldErrors,
  hrefs,
  type Job,
  limits,
  type ScreeningQuestion,
  type StoredCv,
  validateAnswers,
  validateApplication,
} from '@job/contract';
import { useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { checkCv } from '../CvDownload/checkCv';
import { fileSize } from '../CvDownload/fileSize';
import { TextAreaField } from '../Field/Field';
import { RadioGroupField } from '../Field/RadioGroupField';
import { FileField } from '../FileField/FileField';
import { Form } from '../Form/Form';
import { useValidatedForm } from '../Form/useValidatedForm';
import { Link } from '../Link/Link';
import { longPostingDate } from '../PostedDate/relativeTime';
import * as styles from './ApplyForm.css';
import { askedAnswers, ScreeningAnswersFields } from './ScreeningAnswersFields';

/** The CV an application sends: a file chosen now, or one of the member's stored CVs by its id. */
export type ApplyCv = { file: File } | { storedId: number };

/**
 * What `onSubmit` gets: the cover note trimmed (empty for none), a CV, a stored one or a file
 * whose bytes read as a whole PDF, and the answers to the posting's screening questions.
 */
export interface ApplyValues {
  note: string;
  cv: ApplyCv;
  /**
   * The asked questions' answers by their ids, trimmed, the unanswered left out: `yes` or `no`, a
   * number as typed ('2,5'), a text, a choice. Empty for a posting that asks none.
   */
  answers: AnswerValues;
}

/** The fields the server's 422 names: an answer by its question's id (`answers.<id>`). */
export type ApplyField = 'note' | 'cv' | 'stored_cv' | `answers.${string}`;

/**
 * The server's 422 messages by field, its lists read-only: a store's snapshot of a 422 (read-only
 * through and through, keyed by any text) is one as it is.
 */
export type ApplyErrors = { readonly [Field in ApplyField]?: readonly string[] };

/** The radio of a file chosen now, beside the stored CVs' ids. */
const uploadChoice = 'upload';

export interface ApplyFormProps {
  onSubmit: (values: ApplyValues) => void;
  /** The application is on its way: the button is disabled and spins. */
  submitting?: boolean;
  /** The server's 422 messages by field, an answer's by its question (`answers.<id>`). */
  errors?: ApplyErrors;
  /** The server's message for the whole application (a 409, a 413, a throttle), under the form. */
  serverError?: string | null;
  /** The posting applied to: the heading names it, its company and city under it, a way back. */
  job?: Pick<Job, 'slug' | 'title' | 'company' | 'location'>;
  /** Told on each change to the note or the CV, so the app may warn before the form is left. */
  onEdit?: () => void;
  /** A note written earlier and kept, such as before a reload: the form opens with it. */
  draftNote?: string;
  /** Told the note as it is typed, so the app may keep it until the application is sent. */
  onNoteChange?: (note: string) => void;
  /**
   * The member's stored CVs, the default first: offered as choices, the default chosen, so an
   * application takes one press; a file can still be chosen instead.
   */
  storedCvs?: readonly StoredCv[];
  /** The posting asks for a cover note: it is required rather than optional. */
  noteRequired?: boolean;
  /**
   * The posting's screening questions (`job.screening_questions`), asked under the CV, each by
   * its kind: yes or no, one of its choices, a number or a short text; none by default.
   */
  questions?: readonly ScreeningQuestion[];
  /** Answers given earlier and kept, such as before a reload: the form opens with them. */
  draftAnswers?: AnswerValues;
  /**
   * Told the answers as they are given (the asked questions' answers as typed, the empty left
   * out), so the app may keep them until the application is sent.
   */
  onAnswersChange?: (answers: AnswerValues) => void;
}

/** A chosen CV and, once its bytes are read, what is wrong with it (nothing: it may be sent). */
interface ChosenCv {
  file: File;
  checked: boolean;
  problem?: CvProblem;
}

interface ApplicationDraft {
  note: string;
  /** The stored CV chosen, or `upload` for the file. */
  choice: string;
  cv: ChosenCv | null;
  answers: AnswerValues;
}

/**
 * The application: a cover note with a count of its characters against the limit (optional unless
 * the posting asks for one), a CV: one of the member's stored CVs, the default chosen, or a
 * PDF chosen now, and the answers to the posting's screening questions, if it asks any. A chosen file's bytes are read as it is chosen and checked as the server checks them (`cvProblem`),
 * so an empty file, a picture or a page renamed `.pdf`, a PDF cut short or one too large is
 * refused at once with its own message. Everything else is checked on submit, the server's 422
 * shown the same way, by its field.
 */
export function ApplyForm({
  onSubmit,
  submitting = false,
  errors: serverErrors,
  serverError,
  job,
  onEdit,
  draftNote = '',
  onNoteChange,
  storedCvs = [],
  noteRequired = false,
  questions = [],
  draftAnswers = {},
  onAnswersChange,
}: ApplyFormProps) {
  const { t, formats, language } = useTexts();
  const [noteLength, setNoteLength] = useState(draftNote.trim().length);
  const [cv, setCv] = useState<ChosenCv | null>(null);
  const [choice, setChoice] = useState(() =>
    storedCvs[0] ? String(storedCvs[0].id) : uploadChoice,
  );
  const uploading = choice === uploadChoice;
  // The file last sent: the server's messages about a CV are about that file, not a newer choice.
  const [sentCv, setSentCv] = useState<File>();
  // The answers as given, the draft's among them; those the questions ask are read from it, so a
  // draft waits for questions that arrive after the form.
  const [given, setGiven] = useState<AnswerValues>(draftAnswers);
  const answers = askedAnswers(questions, given);
  const answer = (questionId: string, value: string) => {
    const next = { ...given, [questionId]: value };
    setGiven(next);
    onAnswersChange?.(askedAnswers(questions, next));
  };

  const { errors, formProps } = useValidatedForm<ApplicationDraft, ApplyValues, ApplyField>(
    {
      onSubmit: (values) => {
        if ('file' in values.cv) setSentCv(values.cv.file);
        onSubmit(values);
      },
      serverError,
      // Only read, never changed: merged with the form's own and shown.
      fieldErrors: serverErrors as FieldErrors<ApplyField> | undefined,
      // A CV being read cannot be sent yet; it takes a moment, even for 5 MB.
      busy: submitting || (uploading && cv !== null && !cv.checked),
      onEdit,
    },
    {
      read: (form) => {
        const note = new FormData(form).get('note');
        return { note: typeof note === 'string' ? note : '', choice, cv, answers };
      },
      validate: (draft, t) => {
        const found: FieldErrors<ApplyField> = {
          ...validateApplication(draft, t, { noteRequired }),
          ...validateAnswers(questions, draft.answers, t),
        };
        if (draft.choice !== uploadChoice) return found;
        if (!draft.cv) return { ...found, cv: [t('validation.cvRequired')] };
        if (draft.cv.problem) return { ...found, cv: [t(draft.cv.problem)] };
        return found;
      },
      toSubmission: (draft) => ({
        note: draft.note.trim(),
        cv:
          draft.choice === uploadChoice
            ? { file: (draft.cv as ChosenCv).file }
            : { storedId: Number(draft.choice) },
        answers: Object.fromEntries(
          questions.flatMap((question) => {
            const value = draft.answers[question.id]?.trim() ?? '';
            return value === '' ? [] : [[question.id, value]];
          }),
        ),
      }),
    },
  );

  const choose = (file: File | null) => {
    if (!file) {
      setCv(null);
      return;
    }
    setCv({ file, checked: false });
    void checkCv(file).then((problem) =>
      // A later choice replaces this one while its bytes are read: its answer is no longer asked.
      setCv((current) => (current?.file === file ? { file, checked: true, problem } : current)),
    );
  };

  // The chosen file's own problem as soon as it is known; otherwise the form's and the server's
  // messages, those of the server only while the file it refused is still the one chosen.
  const cvMessages = cv?.problem
    ? [t(cv.problem)]
    : cv && cv.file !== sentCv
      ? undefined
      : errors.cv;
  const tooLong = noteLength > limits.noteMaxLength;
  const cvField = (
    <FileField
      label={t('applyForm.cv', { size: fileSize(limits.cvMaxBytes, language) })}
      name="cv"
      // The picker offers PDFs; the bytes decide, since a name or a type is easily wrong.
      accept="application/pdf,.pdf"
      // Its size once the bytes are read and found right: a refused file is named, not measured.
      chosen={
        cv && { name: cv.file.name, size: cv.checked && !cv.problem ? cv.file.size : undefined }
      }
      errors={cvMessages}
      onChange={choose}
    />
  );

  return (
    <Form
      {...formProps}
      title={job ? t('applyForm.titleFor', { title: job.title }) : t('applyForm.title')}
      description={job && [job.company, job.location].filter(Boolean).join(' · ')}
      layout="panel"
      submitLabel={t('applyForm.submit')}
      footer={
        job && (
          <p>
            <Link href={hrefs.detail(job.slug)}>{t('applyForm.backToJob')}</Link>
          </p>
        )
      }
    >
      <TextAreaField
        label={t(noteRequired ? 'applyForm.note' : 'applyForm.noteOptional')}
        name="note"
        rows={8}
        errors={errors.note}
        defaultValue={draftNote}
        onChange={(event) => {
          const { value } = event.currentTarget;
          setNoteLength(value.trim().length);
          onNoteChange?.(value);
        }}
        hint={
          <span className={tooLong ? styles.countOver : styles.count}>
            {t('applyForm.noteCount', {
              count: formats.number(noteLength),
              max: formats.number(limits.noteMaxLength),
            })}
          </span>
        }
      />
      {storedCvs.length > 0 ? (
        <RadioGroupField
          legend={t('applyForm.cvChoice')}
          name="cvChoice"
          options={[
            ...storedCvs.map((stored) => ({
              value: String(stored.id),
              label: stored.name,
              hint: stored.default
                ? t('applyForm.storedCvDefault', { size: fileSize(stored.size, language) })
                : t('applyForm.storedCvHint', {
                    size: fileSize(stored.size, language),
                    date: longPostingDate(new Date(stored.updated_at), language),
                  }),
            })),
            {
              value: uploadChoice,
              label: t('applyForm.uploadNew'),
              hint: t('applyForm.uploadNewHint'),
            },
          ]}
          value={choice}
          onChange={(chosen) => {
            setChoice(chosen);
            onEdit?.();
          }}
          errors={errors.stored_cv}
        >
          {uploading && cvField}
        </RadioGroupField>
      ) : (
        <>
          {cvField}
          <p className={styles.manageCvs}>
            <Link href={hrefs.profileSection('cv')}>{t('applyForm.manageCvs')}</Link>
          </p>
        </>
      )}
      <ScreeningAnswersFields
        questions={questions}
        answers={answers}
        errors={(questionId) => errors[answerField(questionId) as ApplyField]}
        onAnswer={answer}
        onEdit={onEdit}
      />
    </Form>
  );
}
