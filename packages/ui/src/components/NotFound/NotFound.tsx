import { hrefs } from '@job/contract';
import { useId } from 'react';
import { ButtonLink } from '../Button/Button';
import * as styles from './NotFound.css';

/** Shown at any address the app has no page for, with a way back to the jobs. */
export function NotFound() {
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id={headingId} className={styles.heading}>
        Page not found
      </h1>
      <p className={styles.text}>
        There is nothing at this address. The link may be mistyped, or the page may have moved.
      </p>
      <ButtonLink href={hrefs.home()} className={styles.homeLink}>
        Back to all jobs
      </ButtonLink>
    </section>
  );
}
