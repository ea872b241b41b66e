import {
  type CvProblem,
  cvProblem,
  type FieldErrors,
  hrefs,
  type Job,
  limits,
  validateApplication,
} from '@job/contract';
import { useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { fileSize } from '../CvDownload/fileSize';
import { TextAreaField } from '../Field/Field';
import { FileField } from '../FileField/FileField';
import { Form } from '../Form/Form';
import { useValidatedForm } from '../Form/useValidatedForm';
import { Link } from '../Link/Link';
import * as styles from './ApplyForm.css';

/** What `onSubmit` gets: the cover note trimmed and a CV whose bytes read as a whole PDF. */
export interface ApplyValues {
  note: string;
  cv: File;
}

export interface ApplyFormProps {
  onSubmit: (values: ApplyValues) => void;
  /** The application is on its way: the button is disabled and spins. */
  submitting?: boolean;
  /** The server's 422 messages by field. */
  errors?: FieldErrors<'note' | 'cv'>;
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
}

/** A chosen CV and, once its bytes are read, what is wrong with it (nothing: it may be sent). */
interface ChosenCv {
  file: File;
  checked: boolean;
  problem?: CvProblem;
}

interface ApplicationDraft {
  note: string;
  cv: ChosenCv | null;
}

/**
 * The application: a cover note with a count of its characters against the limit, and a CV, a
 * PDF. The CV's bytes are read as it is chosen and checked as the server checks them (`cvProblem`),
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
}: ApplyFormProps) {
  const { t, formats, language } = useTexts();
  const [noteLength, setNoteLength] = useState(draftNote.trim().length);
  const [cv, setCv] = useState<ChosenCv | null>(null);
  // The file last sent: the server's messages about a CV are about that file, not a newer choice.
  const [sentCv, setSentCv] = useState<File>();

  const { errors, formProps } = useValidatedForm<ApplicationDraft, ApplyValues, 'note' | 'cv'>(
    {
      onSubmit: (values) => {
        setSentCv(values.cv);
        onSubmit(values);
      },
      serverError,
      fieldErrors: serverErrors,
      // A CV being read cannot be sent yet; it takes a moment, even for 5 MB.
      busy: submitting || (cv !== null && !cv.checked),
      onEdit,
    },
    {
      read: (form) => {
        const note = new FormData(form).get('note');
        return { note: typeof note === 'string' ? note : '', cv };
      },
      validate: (draft, t) => {
        const found = validateApplication(draft, t);
        if (!draft.cv) return { ...found, cv: [t('validation.cvRequired')] };
        if (draft.cv.problem) return { ...found, cv: [t(draft.cv.problem)] };
        return found;
      },
      toSubmission: (draft) => ({ note: draft.note.trim(), cv: (draft.cv as ChosenCv).file }),
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
        label={t('applyForm.note')}
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
    </Form>
  );
}

/**
 * The contract's check on the file's bytes. A file over the limit is refused by its size alone:
 * reading a film someone picked by mistake into memory would tell nothing more.
 */
async function checkCv(file: File): Promise<CvProblem | undefined> {
  if (file.size > limits.cvMaxBytes) return 'validation.cvTooLarge';
  return cvProblem(new Uint8Array(await file.arrayBuffer()));
}
