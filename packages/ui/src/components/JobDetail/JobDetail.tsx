import type { Job } from '@job/contract';
import type { Language } from '@job/texts';
import { anyOfCountries, countryName } from '../../texts/countryNames';
import { useTexts } from '../../texts/TextsProvider';
import { ApplyAction, type ApplyActionProps } from '../ApplyAction/ApplyAction';
import { JobFacts, type JobFactsProps } from '../JobFacts/JobFacts';
import { JobBadges, JobLogo, type SaveToggleOptions } from '../JobRow/JobRow';
import { ReportAction, type ReportActionProps } from '../ReportAction/ReportAction';
import { SaveToggle } from '../SaveToggle/SaveToggle';
import * as styles from './JobDetail.css';
import { useSanitizedHtml } from './sanitizedHtml';

export interface JobDetailProps
  extends SaveToggleOptions,
    Pick<ApplyActionProps, 'appliedAt' | 'ownPosting' | 'signInFirst'> {
  /**
   * The job for the slug in the address; undefined (or an empty job) when no job has it. One off
   * the board (`moderation`) is shown to its poster and the moderators only.
   */
  job:
    | (Pick<Job, 'salary' | 'salary_range' | 'work_type' | 'description' | 'image'> &
        Partial<Pick<Job, 'moderation' | 'moderation_reason' | 'country' | 'applicant_countries'>> &
        ApplyActionProps['job'] &
        JobFactsProps['job'])
    | undefined;
  /** The moment the posting and application dates are told from; see PostedDate. */
  now: Date;
  /** 'Bildir' under the detail, when the app takes reports (never on the member's own posting). */
  report?: Omit<ReportActionProps, 'slug'>;
}

/**
 * A job's detail: its logo and title, company, place and posting date, salary, work type, its one 'Başvur'
 * action (above the description, so a phone shows it without scrolling) and the description as
 * sanitised HTML; a note when the posting has expired, and a save toggle when the app handles
 * saving. A posting off the board says so (taken down, with the moderator's reason, or awaiting
 * approval) and offers nothing to do with it but its poster's applicants.
 */
export function JobDetail({
  job,
  now,
  appliedAt,
  ownPosting,
  saved = false,
  saving,
  onToggleSave,
  signInHref,
  signInFirst,
  report,
}: JobDetailProps) {
  const { t, language } = useTexts();
  const html = useSanitizedHtml(job?.description ?? '');

  if (!job?.title) {
    return (
      <section className={styles.root} aria-label={t('jobDetail.label')}>
        <p className={styles.note}>{t('jobDetail.notFound')}</p>
      </section>
    );
  }
  const offBoard = job.moderation !== undefined;
  return (
    <article className={styles.root}>
      {job.moderation ? (
        <div role="status" className={styles.notice}>
          <p>
            {t(job.moderation === 'hidden' ? 'jobDetail.takenDown' : 'jobDetail.awaitingApproval')}
          </p>
          {job.moderation_reason && (
            <p className={styles.noticeReason}>
              {t('jobDetail.takenDownReason', { reason: job.moderation_reason })}
            </p>
          )}
        </div>
      ) : (
        job.expired && (
          <p role="status" className={styles.notice}>
            {t('jobDetail.expired')}
          </p>
        )
      )}
      <div className={styles.heading}>
        <JobLogo job={job} />
        <h1 className={styles.title}>{job.title}</h1>
        {onToggleSave && !offBoard && (
          <SaveToggle
            saved={saved}
            saving={saving}
            onToggleSave={onToggleSave}
            signInHref={signInHref}
          />
        )}
      </div>
      <div className={styles.facts}>
        <JobFacts job={{ ...job, location: placeOf(job, language) }} now={now} />
      </div>
      <div className={styles.badges}>
        <JobBadges job={job} />
      </div>
      {job.workplace === 'remote' && !!job.applicant_countries?.length && (
        <p className={styles.applicantCountries}>
          {t('jobDetail.applicantCountries', {
            countries: anyOfCountries(language, job.applicant_countries),
          })}
        </p>
      )}
      {/* Nobody applies to a posting off the board; its poster still reaches the applicants. */}
      {(!offBoard || ownPosting) && (
        <div className={styles.apply}>
          <ApplyAction
            job={job}
            appliedAt={appliedAt}
            ownPosting={ownPosting}
            signInFirst={signInFirst}
            now={now}
          />
        </div>
      )}
      {html === undefined ? (
        <div className={styles.description} aria-busy="true" />
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by useSanitizedHtml (on the server, when saved).
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: html }} />
      )}
      {report && !ownPosting && !offBoard && (
        // A div, not a p: the report's <dialog> may not sit in a paragraph, and a browser reading
        // the rendered page would close the paragraph before it (a hydration mismatch).
        <div className={styles.report}>
          <ReportAction {...report} slug={job.slug} />
        </div>
      )}
    </article>
  );
}

/** The city with its country ('Berlin, Almanya'), either alone, or none. */
function placeOf(job: Pick<Job, 'location'> & Partial<Pick<Job, 'country'>>, language: Language) {
  const country = job.country ? countryName(language, job.country) : undefined;
  return [job.location, country].filter(Boolean).join(', ') || null;
}
