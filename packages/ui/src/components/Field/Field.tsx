import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import * as styles from './Field.css';

/** What a field gives its control so that label, messages and control belong together. */
export interface FieldControlProps {
  id: string;
  /** The label's id, for controls a `<label for>` cannot name (the rich-text editor). */
  'aria-labelledby': string;
  'aria-invalid': boolean;
  /** The messages' id while there are messages. */
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** Messages shown under the control, such as `validateLogin(...).email` or a server's 422. */
  errors?: readonly string[];
  /** Renders the control with the props that tie it to the label and the messages. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control and the control's messages under it: every form field in the library. */
export function Field({ label, errors = [], children }: FieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorsId = `${id}-errors`;
  const invalid = errors.length > 0;
  return (
    <div className={styles.root}>
      <label id={labelId} htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-labelledby': labelId,
        'aria-invalid': invalid,
        'aria-describedby': invalid ? errorsId : undefined,
      })}
      {invalid && (
        <div id={errorsId} className={styles.errors}>
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </div>
  );
}

type ControlAttributes<Attributes> = Omit<Attributes, 'id' | 'className' | keyof FieldControlProps>;

export type TextFieldProps = Omit<FieldProps, 'children'> &
  ControlAttributes<InputHTMLAttributes<HTMLInputElement>> & { name: string };

/** A labelled text input (email, password, title...) with its messages. */
export function TextField({ label, errors, ...input }: TextFieldProps) {
  return (
    <Field label={label} errors={errors}>
      {(control) => <input {...input} {...control} className={styles.control} />}
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

/** A labelled select, whose first option is an empty "choose" entry when it has a placeholder. */
export function SelectField({ label, errors, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <Field label={label} errors={errors}>
      {(control) => (
        <select {...select} {...control} className={styles.control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
