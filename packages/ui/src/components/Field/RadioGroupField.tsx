import { type ReactNode, useId } from 'react';
import { FieldMessages } from './Field';
import * as styles from './Field.css';

export interface RadioOption<Value extends string> {
  value: Value;
  label: string;
  /** A line under the label on what the choice means, read out as the radio's description. */
  hint?: string;
}

export interface RadioGroupFieldProps<Value extends string> {
  /** The question the choices answer: the group's name. */
  legend: string;
  name: string;
  options: readonly RadioOption<Value>[];
  /** The choice made; the group is controlled, so a form can show what that choice asks for. */
  value: Value;
  onChange: (value: Value) => void;
  /** Messages for the choice (a server's 422), under the group. */
  errors?: readonly string[];
  /** What the choice asks for next, inside the group under the options (an address to apply at). */
  children?: ReactNode;
}

/** A fieldset of radios, one box per choice with its label and hint, and the group's messages. */
export function RadioGroupField<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  errors = [],
  children,
}: RadioGroupFieldProps<Value>) {
  const id = useId();
  const errorsId = `${id}-errors`;
  const invalid = errors.length > 0;
  return (
    <fieldset className={styles.group} aria-describedby={invalid ? errorsId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => {
          const labelId = `${id}-${option.value}`;
          const hintId = `${labelId}-hint`;
          return (
            <label key={option.value} className={styles.option}>
              <input
                type="radio"
                className={styles.radio}
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
                // Named by its label alone; the hint is its description.
                aria-labelledby={labelId}
                aria-describedby={option.hint ? hintId : undefined}
                aria-invalid={invalid}
              />
              <span className={styles.optionText}>
                <span id={labelId} className={styles.optionLabel}>
                  {option.label}
                </span>
                {option.hint && (
                  <span id={hintId} className={styles.optionHint}>
                    {option.hint}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {children}
      <FieldMessages id={errorsId} errors={errors} />
    </fieldset>
  );
}
