import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { ring, root } from './Spinner.css';

export interface SpinnerProps {
  /** What is being waited for, read out by screen readers. */
  label?: string;
}

/** A busy indicator announced as a status. */
export function Spinner({ label = 'Loading' }: SpinnerProps) {
  return (
    <div role="status" className={root}>
      <span className={ring} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </div>
  );
}
