import { useTexts } from '../../texts/TextsProvider';
import { Button } from '../Button/Button';
import { inlineRing } from '../Spinner/Spinner.css';
import * as styles from './LoadFailed.css';

export interface LoadFailedProps {
  /** What could not be shown, in the reader's words; a list says the spec's 'Not found'. */
  message?: string;
  /** Why, as the app's failure message tells it (unreachable, timed out, the server failed). */
  reason?: string;
  /** Asks for it again. */
  onRetry: () => void;
  /** The new attempt is on its way: the button says so and waits. */
  retrying?: boolean;
}

/**
 * A failed load as a page hands it to its screen or list: why, and the retry; the screen or list
 * names what did not load.
 */
export interface LoadFailure extends Pick<LoadFailedProps, 'onRetry' | 'retrying'> {
  /** Why, in a line: the app's failure message (unreachable, timed out, the server failed). */
  reason: string;
}

/**
 * In place of what failed to load (a list, a job, the member's postings): what is missing, why in
 * a line, and a retry beside it, so a dropped connection costs one press, not a reload.
 */
export function LoadFailed({ message, reason, onRetry, retrying = false }: LoadFailedProps) {
  const { t } = useTexts();
  return (
    <section className={styles.root} aria-live="polite">
      <p className={styles.message}>{message ?? t('loadFailed.message')}</p>
      <p className={styles.reason}>{reason ?? t('loadFailed.reason')}</p>
      <Button
        tone="neutral"
        size="small"
        onClick={retrying ? undefined : onRetry}
        aria-disabled={retrying || undefined}
      >
        {retrying && <span className={inlineRing} aria-hidden="true" />}
        {retrying ? t('loadFailed.retrying') : t('loadFailed.retry')}
      </Button>
    </section>
  );
}
