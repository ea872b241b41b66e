import { type InputHTMLAttributes, useEffect, useRef } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> {
  /** What ticking it means; the box's name. */
  label: string;
  /** Read out but not shown, where the row around the box already says what it picks. */
  labelHidden?: boolean;
  /** Some of what it stands for are ticked, not all: a 'select all' box. */
  indeterminate?: boolean;
}

/**
 * A native checkbox in the board's indigo, with its label beside it (or read out only); the
 * label takes the click, so the target is never smaller than 24 px.
 */
export function Checkbox({
  label,
  labelHidden = false,
  indeterminate = false,
  ...input
}: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // A property only, with no attribute to render it by.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={styles.root}>
      <input ref={ref} type="checkbox" className={styles.input} {...input} />
      <span className={labelHidden ? visuallyHidden : undefined}>{label}</span>
    </label>
  );
}
