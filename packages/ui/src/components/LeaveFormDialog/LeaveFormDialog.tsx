import { useTexts } from '../../texts/TextsProvider';
import { ConfirmDialog } from '../Dialog/ConfirmDialog';

export interface LeaveFormDialogProps {
  /** A link away from a form with unsent changes was followed: ask before it is left. */
  open: boolean;
  /** Back to the form, as it was. */
  onStay: () => void;
  /** Leave, and lose what was typed. */
  onLeave: () => void;
}

/**
 * Asks before a half-filled form is left by a link, in the board's one confirmation of what is
 * destroyed (`ConfirmDialog`): the way back to the form first and focused, leaving in red, as
 * losing what was typed cannot be undone.
 */
export function LeaveFormDialog({ open, onStay, onLeave }: LeaveFormDialogProps) {
  const { t } = useTexts();
  return (
    <ConfirmDialog
      open={open}
      title={t('leaveForm.title')}
      consequence={t('leaveForm.description')}
      confirmLabel={t('leaveForm.leave')}
      cancelLabel={t('leaveForm.stay')}
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
