import type { User } from '@job/contract';
import { type ReactNode, useId } from 'react';
import { panel, panelHeading } from '../../styles/panel.css';
import { useTexts } from '../../texts/TextsProvider';
import * as styles from './ProfileCard.css';

export interface ProfileCardProps {
  user: Pick<User, 'name' | 'email'>;
  /** Shown under the address, such as whether it is verified. */
  emailStatus?: ReactNode;
  /** More of the member's page under the fields, such as their postings. */
  children?: ReactNode;
}

/** The member's profile: their email and name under a 'PROFILE' heading, read-only. */
export function ProfileCard({ user, emailStatus, children }: ProfileCardProps) {
  const { t, formats } = useTexts();
  const headingId = useId();
  return (
    <section className={panel} aria-labelledby={headingId}>
      <h1 id={headingId} className={panelHeading}>
        {formats.upper(t('profile.title'))}
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
      {children}
    </section>
  );
}
