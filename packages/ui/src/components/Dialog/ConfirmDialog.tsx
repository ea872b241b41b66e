import type { ReactNode, Ref } from 'react';
import { DialogForm } from './Dialog';

export interface ConfirmDialogProps {
  /** Shown while true. */
  open: boolean;
  /** The question, naming what goes: '“iOS Developer” silinsin mi?'. */
  title: string;
  /** The consequence, said before anything is done: what goes, and that it cannot be undone. */
  consequence: ReactNode;
  /** The red button's words, the deletion itself: 'Evet, sil'. */
  confirmLabel: string;
  cancelLabel: string;
  /** The deletion is on its way: both buttons wait. */
  busy?: boolean;
  /** Told with the dialog's form, for a confirmation that asks something more (a password). */
  onConfirm: (form: HTMLFormElement) => void;
  /** Cancel, Escape or the browser closed it. */
  onCancel: () => void;
  formRef?: Ref<HTMLFormElement>;
  /** What the confirmation asks for besides, such as the account's password; usually nothing. */
  children?: ReactNode;
}

/**
 * The one way the board confirms that something is destroyed: a modal dialog with the question,
 * the consequence under it, then 'Vazgeç' and the deletion in the critical tone, the only red
 * button. Cancel comes first and, with no field to fill, takes the focus as the dialog opens, so
 * an Enter pressed twice deletes nothing.
 */
export function ConfirmDialog({
  open,
  title,
  consequence,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
  formRef,
  children,
}: ConfirmDialogProps) {
  return (
    <DialogForm
      open={open}
      title={title}
      description={consequence}
      submitLabel={confirmLabel}
      cancelLabel={cancelLabel}
      busy={busy}
      tone="critical"
      onSubmit={onConfirm}
      onClose={onCancel}
      formRef={formRef}
    >
      {children}
    </DialogForm>
  );
}
