import { type FormEvent, type ReactNode, type Ref, useEffect, useId, useRef } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { Button } from '../Button/Button';
import { inlineRing } from '../Spinner/Spinner.css';
import * as styles from './Dialog.css';

export interface DialogFormProps {
  /** Shown while true, as a modal: the page behind is inert until it closes. */
  open: boolean;
  title: string;
  /** Under the title; the dialog is described by it. */
  description?: ReactNode;
  submitLabel: string;
  /** The cancel button's words; 'Vazgeç' of the moderation dialogs by default. */
  cancelLabel?: string;
  /** The request is on its way: the buttons wait and the form is `aria-busy`. */
  busy?: boolean;
  /** `critical`: the submit button in red, for what takes something off the board. */
  tone?: 'standard' | 'critical';
  onSubmit: (form: HTMLFormElement) => void;
  /** Closed by its cancel button, Escape or the browser. */
  onClose: () => void;
  /** The form, for a caller that looks into it (the first invalid field to focus). */
  formRef?: Ref<HTMLFormElement>;
  /** The fields; none for a confirmation that asks nothing more. */
  children?: ReactNode;
}

/**
 * A small modal form on the native `<dialog>` (showModal: focus moves in and stays, Escape
 * closes, the page behind is inert), with a cancel and a submit button.
 */
export function DialogForm({
  open,
  title,
  description,
  submitLabel,
  cancelLabel,
  busy = false,
  tone = 'standard',
  onSubmit,
  onClose,
  formRef,
  children,
}: DialogFormProps) {
  const { t } = useTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit(event.currentTarget);
  };
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      {open && (
        <form ref={formRef} className={styles.body} onSubmit={submit} aria-busy={busy} noValidate>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          )}
          {children}
          <div className={styles.actions}>
            <Button
              tone="secondary"
              aria-disabled={busy || undefined}
              onClick={() => !busy && onClose()}
            >
              {cancelLabel ?? t('moderation.cancel')}
            </Button>
            <Button
              type="submit"
              tone={tone === 'critical' ? 'critical' : 'action'}
              aria-disabled={busy || undefined}
            >
              {busy && <span className={inlineRing} aria-hidden="true" />}
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
