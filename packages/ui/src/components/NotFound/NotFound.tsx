import { hrefs } from '@job/contract';
import { useId } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { ButtonLink } from '../Button/Button';
import * as styles from './NotFound.css';

/** Shown at any address the app has no page for, with a way back to the jobs. */
export function NotFound() {
  const { t, formats } = useTexts();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <p className={styles.code} aria-hidden="true">
        {formats.number(404)}
      </p>
      <h1 id={headingId} className={styles.heading}>
        {t('notFound.heading')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <ButtonLink href={hrefs.home()} className={styles.homeLink}>
        {t('notFound.backHome')}
      </ButtonLink>
    </section>
  );
}
