import { useEffect, useId, useRef } from 'react';
import { rowActions } from '../../styles/rowList.css';
import { useTexts } from '../../texts/TextsProvider';
import { Button } from '../Button/Button';
import { inlineRing } from '../Spinner/Spinner.css';
import * as styles from './MyPostings.css';

export interface DeleteConfirmationProps {
  /** What is about to go, asked as a question ('Delete “iOS Developer”?'). */
  question: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The inline step before a delete of something of the member's (a posting, a saved search): the
 * question, then 'Yes, delete' in red and a quiet 'Cancel'. Cancel has the focus at first, so an
 * Enter pressed twice deletes nothing; Escape cancels too.
 */
export function DeleteConfirmation({
  question,
  deleting,
  onConfirm,
  onCancel,
}: DeleteConfirmationProps) {
  const { t } = useTexts();
  const questionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    cancelRef.current?.focus();
  }, []);

  const cancel = () => {
    if (!deleting) onCancel();
  };

  return (
    // Escape from either button cancels.
    <fieldset
      aria-labelledby={questionId}
      aria-busy={deleting}
      className={styles.confirmation}
      onKeyDown={(event) => {
        if (event.key === 'Escape') cancel();
      }}
    >
      <p id={questionId} className={styles.question}>
        {question}
      </p>
      <div className={rowActions}>
        <Button
          size="small"
          tone="critical"
          aria-disabled={deleting || undefined}
          onClick={() => !deleting && onConfirm()}
        >
          {deleting && <span className={inlineRing} aria-hidden="true" />}
          {deleting ? t('myPostings.deleting') : t('myPostings.confirmDelete')}
        </Button>
        <Button
          ref={cancelRef}
          size="small"
          tone="secondary"
          aria-disabled={deleting || undefined}
          onClick={cancel}
        >
          {t('myPostings.cancel')}
        </Button>
      </div>
    </fieldset>
  );
}
