import { type FormEvent, type ReactNode, type Ref, useId } from 'react';
import { Button } from '../Button/Button';
import { inlineRing } from '../Spinner/Spinner.css';
import * as styles from './Form.css';

export type { FormLayout } from './Form.css';

export interface FormProps {
  /** The heading, which also names the form for assistive technology. */
  title: string;
  /** `card`: the small sign-in card; `panel`: the page-wide create-job panel, title centred. */
  layout?: styles.FormLayout;
  submitLabel: string;
  /** The request is on its way: the button is disabled and spins, the form is `aria-busy`. */
  busy?: boolean;
  /** The server's message, shown in red under the form. */
  serverError?: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  /** Under the card, such as the link to the other auth form. */
  footer?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** The frame every form shares: card, title, fields, a full-width submit button, the server's message. */
export function Form({
  title,
  layout = 'card',
  submitLabel,
  busy = false,
  serverError,
  onSubmit,
  formRef,
  footer,
  children,
}: FormProps) {
  const titleId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field submits even while the button is disabled in some browsers: one request at a time.
    if (busy) {
      event.preventDefault();
      return;
    }
    onSubmit(event);
  };
  return (
    <section className={styles.root({ layout })} aria-labelledby={titleId}>
      <div className={styles.column({ layout })}>
        <h1 id={titleId} className={styles.title({ layout })}>
          {title}
        </h1>
        <form
          ref={formRef}
          className={styles.fields}
          aria-labelledby={titleId}
          aria-busy={busy}
          // The rules of @job/contract decide, with their exact messages, not the browser's bubbles.
          noValidate
          onSubmit={submit}
        >
          {children}
          <Button type="submit" className={styles.submit} disabled={busy}>
            {busy && <span className={inlineRing} aria-hidden="true" />}
            {submitLabel}
          </Button>
          {serverError && (
            <p role="alert" className={styles.serverError}>
              {serverError}
            </p>
          )}
        </form>
        {footer && <p className={styles.footer}>{footer}</p>}
      </div>
    </section>
  );
}
