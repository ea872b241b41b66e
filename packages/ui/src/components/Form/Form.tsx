import { type FormEvent, type ReactNode, type Ref, useId } from 'react';
import { Button } from '../Button/Button';
import { inlineRing } from '../Spinner/Spinner.css';
import * as styles from './Form.css';

export type { FormLayout, FormTone } from './Form.css';

export interface FormProps {
  /** The heading, which also names the form for assistive technology. */
  title: string;
  /** The title's level: `h1` for a page's own form, lower for one part of a page. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /**
   * `card`: the small sign-in card; `panel`: the create-job panel, a reading column wide;
   * `section`: a part of a panel among others (the profile's settings), a rule above it.
   */
  layout?: styles.FormLayout;
  /** `critical`: the frame, title and button in red, for what cannot be undone. */
  tone?: styles.FormTone;
  /** What the form does, under the title; the form is described by it. */
  description?: ReactNode;
  submitLabel: string;
  /** The request is on its way: the button is disabled and spins, the form is `aria-busy`. */
  busy?: boolean;
  /** The server's message, shown in red under the form. */
  serverError?: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Told on each change to a field (the form's `input` events: text, choices, files, the editor). */
  onEdit?: (() => void) | undefined;
  /**
   * Where the form posts itself (`method="post"`) when the page's script has not taken it over
   * (`onSubmit` then prevents that): a form the server takes, before the script runs and without
   * it. Without it the form needs the script.
   */
  action?: string;
  formRef?: Ref<HTMLFormElement>;
  /** Under the card, such as the link to the other auth form; several lines as one `<p>` each. */
  footer?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** The frame every form shares: card, title, fields, a full-width submit button, the server's message. */
export function Form({
  title,
  headingLevel: Heading = 'h1',
  layout = 'card',
  tone = 'standard',
  description,
  submitLabel,
  busy = false,
  serverError,
  onSubmit,
  onEdit,
  action,
  formRef,
  footer,
  children,
}: FormProps) {
  const titleId = useId();
  const descriptionId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field submits even while the button is disabled in some browsers: one request at a time.
    if (busy) {
      event.preventDefault();
      return;
    }
    onSubmit(event);
  };
  return (
    <section
      className={`${styles.root[layout]} ${styles.rootTone[tone]}`}
      aria-labelledby={titleId}
    >
      <div className={styles.column[layout]}>
        <Heading id={titleId} className={`${styles.title[layout]} ${styles.titleTone[tone]}`}>
          {title}
        </Heading>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        <form
          ref={formRef}
          {...(action !== undefined && { method: 'post', action })}
          className={styles.fields}
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          aria-busy={busy}
          // The rules of @job/contract decide, with their exact messages, not the browser's bubbles.
          noValidate
          onSubmit={submit}
          onInput={onEdit}
        >
          {children}
          <Button
            type="submit"
            tone={tone === 'critical' ? 'critical' : 'action'}
            className={styles.submit}
            disabled={busy}
          >
            {busy && <span className={inlineRing} aria-hidden="true" />}
            {submitLabel}
          </Button>
          {serverError && (
            <p role="alert" className={styles.serverError}>
              {serverError}
            </p>
          )}
        </form>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </section>
  );
}
