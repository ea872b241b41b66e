import { useTexts } from '../../texts/TextsProvider';
import { ConfirmDialog } from '../Dialog/ConfirmDialog';

export interface DeleteConfirmationProps {
  /** Shown while true: the member pressed Delete, or the delete is on its way. */
  open: boolean;
  /** What is about to go, asked as a question ('“iOS Developer” silinsin mi?'). */
  question: string;
  /** What the delete does, said before it is done ('Bu geri alınamaz.'). */
  consequence: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The step before a delete of something of the member's (a posting, a saved search): the board's
 * one confirmation, `ConfirmDialog`, with 'Vazgeç' focused and 'Evet, sil' in red.
 */
export function DeleteConfirmation({
  open,
  question,
  consequence,
  deleting,
  onConfirm,
  onCancel,
}: DeleteConfirmationProps) {
  const { t } = useTexts();
  return (
    <ConfirmDialog
      open={open}
      title={question}
      consequence={consequence}
      confirmLabel={deleting ? t('myPostings.deleting') : t('myPostings.confirmDelete')}
      cancelLabel={t('myPostings.cancel')}
      busy={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
