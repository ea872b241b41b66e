import { lazy, Suspense, useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';

// Most forms are sent or left without a link away ever being followed: a form's page skips the
// dialog's code until the first time it is asked for.
const ConfirmDialog = lazy(() =>
  import('../Dialog/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

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
 * losing what was typed cannot be undone. Its code comes when it first opens; it stays mounted
 * after, so closing gives the focus back as any dialog's does.
 */
export function LeaveFormDialog({ open, onStay, onLeave }: LeaveFormDialogProps) {
  const { t } = useTexts();
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={open}
        title={t('leaveForm.title')}
        consequence={t('leaveForm.description')}
        confirmLabel={t('leaveForm.leave')}
        cancelLabel={t('leaveForm.stay')}
        onConfirm={onLeave}
        onCancel={onStay}
      />
    </Suspense>
  );
}
