import type { SeekerProfile } from '@job/contract';
import { useId } from 'react';
import { LoadFailed, type LoadFailure } from '../components/LoadFailed/LoadFailed';
import { ProfileNav, ProfilePart } from '../components/ProfileNav/ProfileNav';
import {
  SeekerProfileForm,
  type SeekerProfileFormProps,
} from '../components/SeekerProfileForm/SeekerProfileForm';
import { RowListSkeleton } from '../components/Skeleton/RowListSkeleton';
import { SkeletonBlock } from '../components/Skeleton/Skeleton';
import { StoredCvs, type StoredCvsProps } from '../components/StoredCvs/StoredCvs';
import { pageTitle } from '../styles/heading.css';
import { panelSection } from '../styles/panel.css';
import { useTexts } from '../texts/TextsProvider';
import * as styles from './SeekerProfileScreen.css';

export interface SeekerProfileScreenProps {
  /** The member's profile and CVs; null until they are read. */
  profile: SeekerProfile | null;
  /** Why they did not arrive, and their retry, as the app tells it: shown instead. */
  failed?: LoadFailure | null;
  /** The stored CVs' actions and state. */
  cvs: Omit<StoredCvsProps, 'cvs'>;
  /** The profile form's submit and state. */
  profileForm: Omit<SeekerProfileFormProps, 'profile'>;
}

/**
 * `/profile/cv` ('Özgeçmişim'): the member's stored CVs, which an application sends in one click,
 * and their seeker profile, under the profile's tabs; while they load, their shapes; when they
 * fail to, why, with a retry.
 */
export function SeekerProfileScreen({
  profile,
  failed,
  cvs,
  profileForm,
}: SeekerProfileScreenProps) {
  const { t } = useTexts();
  const headingId = useId();
  return (
    <>
      <ProfileNav current="cv" />
      <ProfilePart>
        <section
          className={panelSection}
          aria-labelledby={headingId}
          aria-busy={!profile && !failed}
        >
          <h2 id={headingId} className={pageTitle}>
            {t('seekerProfile.title')}
          </h2>
          {failed ? (
            <div className={styles.gap}>
              <LoadFailed message={t('seekerProfile.loadFailed')} {...failed} />
            </div>
          ) : profile ? (
            <div className={styles.parts}>
              <StoredCvs cvs={profile.cvs} {...cvs} />
              <SeekerProfileForm profile={profile} {...profileForm} />
            </div>
          ) : (
            <div className={styles.gap}>
              <RowListSkeleton
                label={t('seekerProfile.loading')}
                listClassName={styles.skeletonList}
                facts={<SkeletonBlock width="half" />}
              />
            </div>
          )}
        </section>
      </ProfilePart>
    </>
  );
}
