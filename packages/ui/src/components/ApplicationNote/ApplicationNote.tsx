import { useId, useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import * as styles from './ApplicationNote.css';
import { foldNote } from './foldNote';

export interface ApplicationNoteProps {
  /** The cover note, as the applicant wrote it. */
  note: string;
  /** Shows a long note whole at first, as a designer reviews it. */
  defaultUnfolded?: boolean;
}

/**
 * An application's cover note under its label, line breaks kept. A long one shows its start and a
 * 'show more' toggle, so a list of applications stays a list.
 */
export function ApplicationNote({ note, defaultUnfolded = false }: ApplicationNoteProps) {
  const { t } = useTexts();
  const textId = useId();
  const [unfolded, setUnfolded] = useState(defaultUnfolded);
  const folded = foldNote(note);
  return (
    <div>
      <p className={styles.label}>{t('applicationNote.label')}</p>
      <p id={textId} className={styles.text}>
        {folded !== undefined && !unfolded ? folded : note}
      </p>
      {folded !== undefined && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={unfolded}
          aria-controls={textId}
          onClick={() => setUnfolded(!unfolded)}
        >
          {unfolded ? t('applicationNote.showLess') : t('applicationNote.showMore')}
        </button>
      )}
    </div>
  );
}
