import * as styles from './ApplicationEntry.css';

export interface RejectionMessageNoteProps {
  /** The words over it: 'İlan sahibinin mesajı' for the applicant, the poster's own for the poster. */
  label: string;
  /** The message written with the rejection; nothing shown for none. */
  message: string | null;
}

/** The message a rejection carried, as both sides see it: its lines as written. */
export function RejectionMessageNote({ label, message }: RejectionMessageNoteProps) {
  if (message === null || message === '') return null;
  return (
    <div>
      <p className={styles.answersLabel}>{label}</p>
      <p className={styles.rejectionMessage}>{message}</p>
    </div>
  );
}
