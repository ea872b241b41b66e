import { hrefs, type Job } from '@job/contract';
import { inlineNotice, noticeIcon } from '../../styles/notice.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { ButtonLink } from '../Button/Button';
import { buttonClass } from '../Button/buttonClass';
import { CheckIcon, ExternalLinkIcon, MailIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { longPostingDate, relativePostingTime } from '../PostedDate/relativeTime';
import * as styles from './ApplyAction.css';

export interface ApplyActionProps {
  job: Pick<Job, 'slug' | 'title' | 'apply_method' | 'apply_to' | 'expired'>;
  /** The signed-in member applied already: says when, links to hrefs.myApplications(). */
  appliedAt?: string;
  /**
   * The signed-in member posted it: links to its applications (hrefs.applicants) and to its edit
   * form (hrefs.editJob) instead of 'Başvur'.
   */
  ownPosting?: boolean;
  /**
   * A signed-out visitor: the board's form is for members, so 'Başvur' leads to the sign-in, which
   * brings them to the form (`hrefs.login(hrefs.apply(slug))`), before the page's script runs and
   * without it.
   */
  signInFirst?: boolean;
  /** The moment the application's date is told from ('3 gün önce'); see PostedDate. */
  now: Date;
}

/**
 * A posting's one 'Başvur' action, by how it takes applications: the board's form, the poster's
 * own page in a new tab, or a mail with the job's title as its subject. Its poster gets the
 * applications and the edit form instead, a member who applied is told when, and an expired posting says it takes
 * no more. Reads no clock and no window, so the server renders it as the browser does.
 */
export function ApplyAction({
  job,
  appliedAt,
  ownPosting = false,
  signInFirst = false,
  now,
}: ApplyActionProps) {
  const { t, language } = useTexts();

  if (ownPosting) {
    return (
      <div className={styles.root}>
        <ButtonLink href={hrefs.applicants(job.slug)} tone="neutral">
          {t('applyAction.applicants')}
        </ButtonLink>
        <ButtonLink href={hrefs.editJob(job.slug)} tone="secondary">
          {t('applyAction.edit')}
        </ButtonLink>
        <p className={styles.note}>{t('applyAction.ownPosting')}</p>
      </div>
    );
  }
  if (appliedAt) {
    const applied = new Date(appliedAt);
    return (
      <div className={styles.root}>
        <p className={inlineNotice.positive}>
          <CheckIcon size={18} className={noticeIcon} />
          <time dateTime={appliedAt} title={longPostingDate(applied, language)}>
            {t('applyAction.applied', { when: relativePostingTime(applied, now, language) })}
          </time>
        </p>
        <Link href={hrefs.myApplications()} className={styles.link}>
          {t('applyAction.myApplications')}
        </Link>
      </div>
    );
  }
  if (job.expired) return <p className={styles.note}>{t('applyAction.closed')}</p>;

  const applyTo = job.apply_to ?? '';
  if (job.apply_method === 'url') {
    const url = httpsUrl(applyTo);
    // The server takes only https addresses; anything else is never made a link.
    if (!url) return null;
    return (
      <div className={styles.root}>
        <a className={buttonClass({})} href={applyTo} target="_blank" rel="noopener">
          {t('applyAction.apply')}
          <ExternalLinkIcon size={16} />
          <span className={visuallyHidden}> {t('applyAction.newTab')}</span>
        </a>
        <p className={styles.note}>{t('applyAction.atUrl', { host: url.host })}</p>
      </div>
    );
  }
  if (job.apply_method === 'email') {
    return (
      <div className={styles.root}>
        <a
          className={buttonClass({})}
          href={`mailto:${applyTo}?subject=${encodeURIComponent(job.title)}`}
        >
          {t('applyAction.apply')}
          <MailIcon size={16} />
        </a>
        <p className={styles.note}>{t('applyAction.byEmail', { address: applyTo })}</p>
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <ButtonLink href={signInFirst ? hrefs.login(hrefs.apply(job.slug)) : hrefs.apply(job.slug)}>
        {t('applyAction.apply')}
      </ButtonLink>
    </div>
  );
}

function httpsUrl(address: string): URL | undefined {
  if (!URL.canParse(address)) return undefined;
  const url = new URL(address);
  return url.protocol === 'https:' ? url : undefined;
}
