import { useTexts } from '../../texts/TextsProvider';
import { DialogForm } from '../Dialog/Dialog';

export interface LeaveFormDialogProps {
  /** A link away from a form with unsent changes was followed: ask before it is left. */
  open: boolean;
  /** Back to the form, as it was. */
  onStay: () => void;
  /** Leave, and lose what was typed. */
  onLeave: () => void;
}

/**
 * Asks before a half-filled form is left by a link: the way back to the form first, leaving in
 * red, as losing what was typed cannot be undone.
 */
export function LeaveFormDialog({ open, onStay, onLeave }: LeaveFormDialogProps) {
  const { t } = useTexts();
  return (
    <DialogForm
      open={open}
      title={t('leaveForm.title')}
      description={t('leaveForm.description')}
      submitLabel={t('leaveForm.leave')}
      cancelLabel={t('leaveForm.stay')}
      tone="critical"
      onSubmit={onLeave}
      onClose={onStay}
    >
      {null}
    </DialogForm>
  );
}
