import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { ChevronDownIcon } from '../Icon/icons';
import * as styles from './Field.css';

/** What a field gives its control so that label, messages and control belong together. */
export interface FieldControlProps {
  id: string;
  /** The label's id, for controls a `<label for>` cannot name (the rich-text editor). */
  'aria-labelledby': string;
  'aria-invalid': boolean;
  /** The ids of the messages (while there are any) and of the hint, when there is one. */
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** Messages shown under the control, such as `validateLogin(...).email` or a server's 422. */
  errors?: readonly string[];
  /**
   * What the control has now, right under it, such as a count of characters or the file chosen;
   * read out after the messages.
   */
  hint?: ReactNode;
  /** Renders the control with the props that tie it to the label and the messages. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control and the control's messages under it: every form field in the library. */
export function Field({ label, errors = [], hint, children }: FieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorsId = `${id}-errors`;
  const hintId = `${id}-hint`;
  const invalid = errors.length > 0;
  const describedBy = [invalid && errorsId, hint && hintId].filter(Boolean).join(' ');
  return (
    <div className={styles.root}>
      <label id={labelId} htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-labelledby': labelId,
        'aria-invalid': invalid,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      <FieldMessages id={errorsId} errors={errors} />
    </div>
  );
}

/** A control's messages, one under the other in red; nothing when there are none. */
export function FieldMessages({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <div id={id} className={styles.errors}>
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

type ControlAttributes<Attributes> = Omit<Attributes, 'id' | 'className' | keyof FieldControlProps>;

export type TextFieldProps = Omit<FieldProps, 'children'> &
  ControlAttributes<InputHTMLAttributes<HTMLInputElement>> & { name: string };

/** A labelled text input (email, password, title...) with its messages. */
export function TextField({ label, errors, hint, ...input }: TextFieldProps) {
  return (
    <Field label={label} errors={errors} hint={hint}>
      {(control) => <input {...input} {...control} className={styles.control} />}
    </Field>
  );
}

export type TextAreaFieldProps = Omit<FieldProps, 'children'> &
  ControlAttributes<TextareaHTMLAttributes<HTMLTextAreaElement>> & { name: string };

/** A labelled text area for a few paragraphs (an application's cover note), grown by the reader. */
export function TextAreaField({ label, errors, hint, ...textArea }: TextAreaFieldProps) {
  return (
    <Field label={label} errors={errors} hint={hint}>
      {(control) => <textarea {...textArea} {...control} className={styles.textArea} />}
    </Field>
  );
}

export type SelectFieldProps = Omit<FieldProps, 'children'> &
  ControlAttributes<SelectHTMLAttributes<HTMLSelectElement>> & {
    name: string;
    /** The choices; `value` is what the form reads. */
    options: readonly { value: string; label: string }[];
    /** The first, empty choice that asks for one of the others; none when a choice is always made. */
    placeholder?: string;
  };

/**
 * A labelled select, whose first option is an empty "choose" entry when it has a placeholder, in
 * the library's `Select`.
 */
export function SelectField({
  label,
  errors,
  hint,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} errors={errors} hint={hint}>
      {(control) => (
        <Select {...select} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
  /** As high as a small button, for a choice among a row's actions. */
  compact?: boolean;
};

/**
 * Every select of the board: the box of the other fields with the library's chevron in place of
 * the browser's arrow, so it looks the same in every browser and beside every text field. Named by
 * a `<label>` or `aria-label` of the caller's.
 */
export function Select({ compact = false, children, ...select }: SelectProps) {
  const size = compact ? 'compact' : 'standard';
  return (
    <span className={styles.selectBox[size]}>
      <select {...select} className={styles.select[size]}>
        {children}
      </select>
      <ChevronDownIcon size={16} className={styles.chevron} />
    </span>
  );
}
