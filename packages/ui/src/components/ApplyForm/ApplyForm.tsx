import {
  type CvProblem,
  type FieldErrors,
  hrefs,
  type Job,
  limits,
  type StoredCv,
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

/** The CV an application sends: a file chosen now, or one of the member's stored CVs by its id. */
export type ApplyCv = { file: File } | { storedId: number };

/**
 * What `onSubmit` gets: the cover note trimmed (empty for none) and a CV, a stored one or a file
 * whose bytes read as a whole PDF.
 */
export interface ApplyValues {
  note: string;
  cv: ApplyCv;
}

/** The fields the server's 422 names. */
export type ApplyField = 'note' | 'cv' | 'stored_cv';

/** The radio of a file chosen now, beside the stored CVs' ids. */
const uploadChoice = 'upload';

export interface ApplyFormProps {
  onSubmit: (values: ApplyValues) => void;
  /** The application is on its way: the button is disabled and spins. */
  submitting?: boolean;
  /** The server's 422 messages by field. */
  errors?: FieldErrors<ApplyField>;
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
}

/**
 * The application: a cover note with a count of its characters against the limit (optional unless
 * the posting asks for one), and a CV: one of the member's stored CVs, the default chosen, or a
 * PDF chosen now. A chosen file's bytes are read as it is chosen and checked as the server checks them (`cvProblem`),
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

  const { errors, formProps } = useValidatedForm<ApplicationDraft, ApplyValues, ApplyField>(
    {
      onSubmit: (values) => {
        if ('file' in values.cv) setSentCv(values.cv.file);
        onSubmit(values);
      },
      serverError,
      fieldErrors: serverErrors,
      // A CV being read cannot be sent yet; it takes a moment, even for 5 MB.
      busy: submitting || (uploading && cv !== null && !cv.checked),
      onEdit,
    },
    {
      read: (form) => {
        const note = new FormData(form).get('note');
        return { note: typeof note === 'string' ? note : '', choice, cv };
      },
      validate: (draft, t) => {
        const found = validateApplication(draft, t, { noteRequired });
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
    </Form>
  );
}
