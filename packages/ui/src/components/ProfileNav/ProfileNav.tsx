import { hrefs, type ProfileSection } from '@job/contract';
import type { MessageId } from '@job/texts';
import { type ReactNode, useEffect, useRef } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { Link } from '../Link/Link';
import * as styles from './ProfileNav.css';

/** A part of the member's profile: its overview, a section under it, or a list of its own. */
export type ProfilePartName = 'overview' | ProfileSection | 'applications' | 'saved';

/** Every part, in the order the nav shows them, with its address and its tab's words. */
const parts: readonly { part: ProfilePartName; href: string; label: MessageId }[] = [
  { part: 'overview', href: hrefs.profile(), label: 'profileNav.overview' },
  { part: 'postings', href: hrefs.profileSection('postings'), label: 'profileNav.postings' },
  { part: 'companies', href: hrefs.profileSection('companies'), label: 'profileNav.companies' },
  { part: 'applications', href: hrefs.myApplications(), label: 'profileNav.applications' },
  { part: 'cv', href: hrefs.profileSection('cv'), label: 'profileNav.cv' },
  { part: 'saved', href: hrefs.savedJobs(), label: 'profileNav.saved' },
  { part: 'alerts', href: hrefs.profileSection('alerts'), label: 'profileNav.alerts' },
  { part: 'settings', href: hrefs.profileSection('settings'), label: 'profileNav.settings' },
];

export interface ProfileNavProps {
  /** The part on screen, marked as the current page. */
  current: ProfilePartName;
}

/**
 * The tabs between the parts of the member's profile, above each part's panel: one row of links
 * that scrolls sideways on a phone, with the current part scrolled into view.
 */
export function ProfileNav({ current }: ProfileNavProps) {
  const { t } = useTexts();
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const tab = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    // Only the row scrolls: scrollIntoView would move the page too.
    if (row.current && tab) row.current.scrollLeft = tab.offsetLeft - row.current.offsetLeft;
  }, []);
  return (
    <nav aria-label={t('profileNav.label')} className={styles.nav}>
      <ul ref={row} className={styles.tabs}>
        {parts.map(({ part, href, label }) => (
          <li key={part}>
            <Link
              href={href}
              className={styles.tab[part === current ? 'current' : 'idle']}
              aria-current={part === current ? 'page' : undefined}
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A part of the profile under its tabs, in the page's panel: the page's `h1` is 'Profil', for
 * screen readers, as the part's own heading (an `h2`, 'İlanlarım') is the one seen under the tabs.
 */
export function ProfilePart({ children }: { children: ReactNode }) {
  const { t } = useTexts();
  return (
    <div className={styles.part}>
      <h1 className={visuallyHidden}>{t('profile.title')}</h1>
      {children}
    </div>
  );
}
