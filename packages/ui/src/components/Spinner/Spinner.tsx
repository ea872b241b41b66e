import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { ring, root } from './Spinner.css';

export interface SpinnerProps {
  /** What is being waited for, read out by screen readers, in the reader's words; 'Yükleniyor' by default. */
  label?: string;
}

/** A busy indicator announced as a status. */
export function Spinner({ label }: SpinnerProps) {
  const { t } = useTexts();
  return (
    <div role="status" className={root}>
      <span className={ring} aria-hidden="true" />
      <span className={visuallyHidden}>{label ?? t('spinner.loading')}</span>
    </div>
  );
}
