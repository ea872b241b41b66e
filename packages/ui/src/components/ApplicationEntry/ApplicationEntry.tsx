import type { Application } from '@job/contract';
import { type ReactNode, useId } from 'react';
import { ApplicationNote } from '../ApplicationNote/ApplicationNote';
import { ApplicationStatusBadge } from '../ApplicationStatusBadge/ApplicationStatusBadge';
import { CvDownload } from '../CvDownload/CvDownload';
import * as styles from './ApplicationEntry.css';
import { ApplicationTimeline } from './ApplicationTimeline';

/** What both sides see of an application: the applicant's view (MyApplication) has the same. */
export type ApplicationBasics = Pick<
  Application,
  'id' | 'status' | 'note' | 'created_at' | 'status_changed_at' | 'stages' | 'withdrawn_at' | 'cv'
>;

export interface ApplicationEntryProps {
  application: ApplicationBasics;
  /** What the entry is named by: the posting for its applicant, the applicant for the poster. */
  heading: ReactNode;
  /** A box before the heading that picks the entry for an action on several: the poster's. */
  pick?: ReactNode;
  /** A line under the heading: the company and city, or the applicant's address. */
  details?: ReactNode;
  /** Names the CV's download button, after its word: the posting's title, the applicant's name. */
  cvOwner: string;
  /** The moment the dates are told from; see PostedDate. */
  now: Date;
  onDownloadCv: (id: number) => void;
  /** The application whose CV is downloading. */
  downloadingCvId?: number | null;
  /** What one side has of its own, between the dates and the note: a notice. */
  children?: ReactNode;
  /** What one side can do with it, at the foot beside the CV: the poster's status select. */
  action?: ReactNode;
  /** What one side keeps of its own about it, under the foot: the poster's rating and notes. */
  review?: ReactNode;
}

/**
 * One application in a list, as its applicant ('Başvurularım') and its poster (the applicants
 * page) see it: the heading and where it stands, the stages it went through and when, the cover
 * note and the CV.
 */
export function ApplicationEntry({
  application,
  heading,
  pick,
  details,
  cvOwner,
  now,
  onDownloadCv,
  downloadingCvId,
  children,
  action,
  review,
}: ApplicationEntryProps) {
  const headingId = useId();
  const { id, cv } = application;
  return (
    <article className={styles.entry} aria-labelledby={headingId}>
      <div>
        <div className={styles.head}>
          {pick}
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          <span className={styles.status}>
            <ApplicationStatusBadge
              status={application.withdrawn_at ? 'withdrawn' : application.status}
            />
          </span>
        </div>
        {/* The whole width under the status: an address must not wrap beside it on a phone. */}
        {details && <p className={styles.details}>{details}</p>}
      </div>
      <ApplicationTimeline application={application} now={now} />
      {children}
      <ApplicationNote note={application.note} />
      {(action || cv) && (
        <div className={styles.foot}>
          {action}
          {cv && (
            <div className={styles.cv}>
              <CvDownload
                cv={cv}
                owner={cvOwner}
                downloading={downloadingCvId === id}
                onDownload={() => onDownloadCv(id)}
              />
            </div>
          )}
        </div>
      )}
      {review}
    </article>
  );
}
