import type { User } from '@job/contract';
import { type ReactNode, useId } from 'react';
import { pageTitle } from '../../styles/heading.css';
import { panel } from '../../styles/panel.css';
import { useTexts } from '../../texts/TextsProvider';
import * as styles from './ProfileCard.css';

export interface ProfileCardProps {
  user: Pick<User, 'name' | 'email'>;
  /** Shown under the address, such as whether it is verified. */
  emailStatus?: ReactNode;
}

/**
 * The member's profile: their email and name under its 'Profil' title, read-only; the profile's
 * other parts are pages of their own (`ProfileNav`).
 */
export function ProfileCard({ user, emailStatus }: ProfileCardProps) {
  const { t } = useTexts();
  const headingId = useId();
  return (
    <section className={panel} aria-labelledby={headingId}>
      <h1 id={headingId} className={pageTitle}>
        {t('profile.title')}
      </h1>
      <dl className={styles.fields}>
        <div>
          <dt className={styles.label}>{t('profile.email')}</dt>
          <dd className={styles.value}>{user.email}</dd>
          {emailStatus && <dd className={styles.status}>{emailStatus}</dd>}
        </div>
        <div>
          <dt className={styles.label}>{t('profile.name')}</dt>
          <dd className={styles.value}>{user.name}</dd>
        </div>
      </dl>
    </section>
  );
}
