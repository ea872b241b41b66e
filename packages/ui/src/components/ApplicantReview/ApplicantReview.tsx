import {
  type ApplicationNote,
  type FieldErrors,
  hasErrors,
  type ReviewNoteValues,
  validateReviewNote,
} from '@job/contract';
import { type FormEvent, useId, useState } from 'react';
import { disclosureSummary } from '../../styles/disclosure.css';
import { textButton } from '../../styles/textButton.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { Button } from '../Button/Button';
import { TextAreaField } from '../Field/Field';
import { StarIcon } from '../Icon/icons';
import { DeleteConfirmation } from '../MyPostings/DeleteConfirmation';
import { PostedDate } from '../PostedDate/PostedDate';
import { inlineRing } from '../Spinner/Spinner.css';
import * as styles from './ApplicantReview.css';

const stars = [1, 2, 3, 4, 5] as const;

export interface ApplicantReviewProps {
  /** Whose application: names the rating's group for a screen reader, among the list's others. */
  applicantName: string;
  /** The poster's rating, 1 to 5; null until given. */
  rating: number | null;
  /** The poster's notes, oldest first. */
  notes: readonly ApplicationNote[];
  /** The moment the notes' dates are told from; see PostedDate. */
  now: Date;
  /** Told of a star chosen, or of the rating cleared (null). */
  onRate: (rating: number | null) => void;
  /** The rating is being saved: the stars wait. */
  ratingSaving?: boolean;
  /** Told of a note to add, checked already; resolves true once it is kept, and the field empties. */
  onAddNote: (body: string) => Promise<boolean>;
  /** The note is being saved. */
  addingNote?: boolean;
  /** Told of a note rewritten, checked already; resolves true once it is kept, and the note shows. */
  onEditNote: (noteId: number, body: string) => Promise<boolean>;
  /** The note whose edit is being saved. */
  editingNoteId?: number | null;
  /** Told once the poster confirmed deleting one of the notes. */
  onDeleteNote: (noteId: number) => void;
  /** The note being deleted. */
  deletingNoteId?: number | null;
  /** Whether the notes show unfolded at first; folded by default, to keep the list short. */
  defaultOpen?: boolean;
}

/**
 * The poster's own view of an applicant, which the applicant never sees: a rating of 1 to 5 stars
 * (radios, so arrows move along them) with a way to clear it, and private notes, each with its
 * author and date (and whether it was edited), folded under their count, with a field to add one,
 * an edit in place and a confirmed delete.
 */
export function ApplicantReview({
  applicantName,
  rating,
  notes,
  now,
  onRate,
  ratingSaving = false,
  onAddNote,
  addingNote = false,
  onEditNote,
  editingNoteId = null,
  onDeleteNote,
  deletingNoteId = null,
  defaultOpen = false,
}: ApplicantReviewProps) {
  const { t } = useTexts();
  const ratingName = useId();
  return (
    <div className={styles.review}>
      <fieldset
        className={styles.rating}
        aria-busy={ratingSaving}
        aria-label={`${t('applicantReview.rating')}: ${applicantName}`}
      >
        <legend className={styles.ratingLegend}>{t('applicantReview.rating')}</legend>
        <div className={styles.stars}>
          {stars.map((star) => (
            <label key={star} className={styles.star}>
              <input
                type="radio"
                name={ratingName}
                value={star}
                checked={rating === star}
                // A press while one is saved still counts: the app sends the last one after it.
                onChange={() => onRate(star)}
                className={visuallyHidden}
              />
              <StarIcon
                size={22}
                className={star <= (rating ?? 0) ? styles.starFilled : styles.starEmpty}
              />
              <span className={visuallyHidden}>{t('applicantReview.stars', { count: star })}</span>
            </label>
          ))}
        </div>
        {ratingSaving ? (
          <span className={inlineRing} aria-hidden="true" />
        ) : (
          rating !== null && (
            <button type="button" className={textButton} onClick={() => onRate(null)}>
              {t('applicantReview.clearRating')}
            </button>
          )
        )}
      </fieldset>
      <details className={styles.notes} open={defaultOpen || undefined}>
        <summary className={disclosureSummary}>
          {t('applicantReview.notes', { count: notes.length })}
        </summary>
        <p className={styles.hint}>{t('applicantReview.notesHint')}</p>
        {notes.length > 0 && (
          <ol className={styles.noteList}>
            {notes.map((note) => (
              <li key={note.id}>
                <ReviewNote
                  note={note}
                  now={now}
                  saving={editingNoteId === note.id}
                  onEdit={(body) => onEditNote(note.id, body)}
                  deleting={deletingNoteId === note.id}
                  onDelete={() => onDeleteNote(note.id)}
                />
              </li>
            ))}
          </ol>
        )}
        <NoteForm
          label={t('applicantReview.noteLabel')}
          submitLabel={t('applicantReview.addNote')}
          onSave={onAddNote}
          saving={addingNote}
        />
      </details>
    </div>
  );
}

/** One note: its text, author and date, with its edit in place and its confirmed delete. */
function ReviewNote({
  note,
  now,
  saving,
  onEdit,
  deleting,
  onDelete,
}: {
  note: ApplicationNote;
  now: Date;
  saving: boolean;
  onEdit: (body: string) => Promise<boolean>;
  deleting: boolean;
  onDelete: () => void;
}) {
  const { t } = useTexts();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  return (
    <article className={styles.note}>
      {editing ? (
        <NoteForm
          label={t('applicantReview.editLabel')}
          submitLabel={t('applicantReview.saveEdit')}
          initial={note.body}
          onSave={async (body) => {
            const kept = await onEdit(body);
            if (kept) setEditing(false);
            return kept;
          }}
          saving={saving}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className={styles.noteBody}>{note.body}</p>
      )}
      <p className={styles.noteMeta}>
        <span>
          {note.author?.name ?? t('applicantReview.deletedAuthor')} ·{' '}
          <PostedDate postedAt={note.created_at} now={now} />
          {note.edited_at && ` · ${t('applicantReview.edited')}`}
        </span>
        {!editing && (
          <span className={styles.noteActions}>
            <Button tone="secondary" size="small" onClick={() => setEditing(true)}>
              {t('applicantReview.editNote')}
            </Button>
            <Button tone="secondary" size="small" onClick={() => setConfirming(true)}>
              {t('applicantReview.deleteNote')}
            </Button>
          </span>
        )}
      </p>
      <DeleteConfirmation
        open={confirming || deleting}
        question={t('applicantReview.deleteQuestion')}
        consequence={t('applicantReview.deleteConsequence')}
        deleting={deleting}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}

/**
 * A note's field, to add one or to rewrite one in place: checked by the contract's rules, and
 * emptied (or closed) once the note is kept; what was typed stays when it is not.
 */
function NoteForm({
  label,
  submitLabel,
  initial = '',
  onSave,
  saving,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  /** The note as it is, when it is rewritten. */
  initial?: string;
  onSave: (body: string) => Promise<boolean>;
  saving: boolean;
  /** Closes the edit, the note as it was; none when adding. */
  onCancel?: () => void;
}) {
  const { t } = useTexts();
  const [body, setBody] = useState(initial);
  const [submitted, setSubmitted] = useState<ReviewNoteValues>();
  const errors: FieldErrors<'body'> = submitted ? validateReviewNote(submitted, t) : {};
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const values = { body };
    setSubmitted(values);
    if (hasErrors(validateReviewNote(values, t))) {
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    if (await onSave(body.trim())) {
      setBody('');
      setSubmitted(undefined);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-busy={saving} noValidate>
      <TextAreaField
        name="body"
        label={label}
        rows={3}
        value={body}
        errors={errors.body}
        onChange={(event) => {
          setBody(event.target.value);
          if (submitted) setSubmitted({ body: event.target.value });
        }}
      />
      <div className={styles.noteActions}>
        <Button type="submit" tone="secondary" size="small" aria-disabled={saving || undefined}>
          {saving ? t('applicantReview.addingNote') : submitLabel}
        </Button>
        {onCancel && (
          <button type="button" className={textButton} onClick={onCancel}>
            {t('applicantReview.cancelEdit')}
          </button>
        )}
      </div>
    </form>
  );
}
