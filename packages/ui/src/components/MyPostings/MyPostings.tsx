import { hrefs, type Job } from '@job/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { pageTitle } from '../../styles/heading.css';
import { panelNote, panelSection } from '../../styles/panel.css';
import { row, rowActions, rowFacts, rowSummary, rowTitle } from '../../styles/rowList.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { Badge } from '../Badge/Badge';
import { Button, ButtonLink } from '../Button/Button';
import { InboxIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { LoadFailed, type LoadFailure } from '../LoadFailed/LoadFailed';
import { PostedDate } from '../PostedDate/PostedDate';
import { longPostingDate } from '../PostedDate/relativeTime';
import { RowListSkeleton } from '../Skeleton/RowListSkeleton';
import { SkeletonBlock } from '../Skeleton/Skeleton';
import { inlineRing } from '../Spinner/Spinner.css';
import { ApplicationCount } from './ApplicationCount';
import { DeleteConfirmation } from './DeleteConfirmation';
import * as styles from './MyPostings.css';

export interface MyPostingsProps {
  /**
   * The member's own postings, newest first, live and expired; each with its `applications` count
   * as `myJobs` gives it (a posting without one shows no count).
   */
  postings: readonly Job[];
  /** The postings are being fetched. */
  loading?: boolean;
  /** Why the postings did not arrive, and their retry, as the app tells it: shown instead. */
  failed?: LoadFailure | null;
  /** The moment the posting dates are told from; see PostedDate. */
  now: Date;
  /** Told once the member has confirmed deleting the posting. */
  onDelete: (slug: string) => void;
  /** Told of a press on an expired posting's Renew. */
  onRenew: (slug: string) => void;
  /** The posting whose delete is on its way. */
  deletingSlug?: string | null;
  /** The posting whose renewal is on its way. */
  renewingSlug?: string | null;
  /** The slug of a posting whose delete confirmation shows at first, as a designer reviews it. */
  defaultConfirming?: string;
}

/**
 * 'MY JOBS': each of the member's postings with its state, saved count, its applications (a link
 * to them), an Edit link, a Delete that asks first, and Renew once it has expired; while they
 * load, the postings' shapes; when they fail to, why, with a retry; none, with a link to post one.
 */
export function MyPostings({
  postings,
  loading = false,
  failed,
  defaultConfirming,
  ...actions
}: MyPostingsProps) {
  const { t } = useTexts();
  const headingId = useId();
  const [confirming, setConfirming] = useState(defaultConfirming);
  return (
    <section className={panelSection} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className={pageTitle}>
        {t('myPostings.title')}
      </h2>
      {failed ? (
        <div className={styles.failed}>
          <LoadFailed message={t('myPostings.loadFailed')} {...failed} />
        </div>
      ) : loading ? (
        <PostingsSkeleton />
      ) : postings.length === 0 ? (
        <p className={panelNote}>
          {t('myPostings.none')} <Link href={hrefs.createJob()}>{t('myPostings.postJob')}</Link>
        </p>
      ) : (
        <ul className={styles.list}>
          {postings.map((posting) => (
            <li key={posting.slug}>
              <Posting
                posting={posting}
                confirming={confirming === posting.slug}
                onConfirmingChange={(open) => setConfirming(open ? posting.slug : undefined)}
                {...actions}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The postings' shape while they load: the title, the state and dates, the count, the actions. */
function PostingsSkeleton() {
  const { t } = useTexts();
  return (
    <RowListSkeleton
      label={t('myPostings.loading')}
      listClassName={styles.list}
      facts={
        <>
          <SkeletonBlock shape="badge" />
          <SkeletonBlock width="half" />
        </>
      }
      below={
        <div className={styles.applications}>
          <SkeletonBlock width="quarter" />
        </div>
      }
    />
  );
}

interface PostingProps
  extends Pick<MyPostingsProps, 'now' | 'onDelete' | 'onRenew' | 'deletingSlug' | 'renewingSlug'> {
  posting: Job;
  /** The delete confirmation is open. */
  confirming: boolean;
  onConfirmingChange: (confirming: boolean) => void;
}

function Posting({
  posting,
  now,
  onDelete,
  onRenew,
  deletingSlug,
  renewingSlug,
  confirming,
  onConfirmingChange,
}: PostingProps) {
  const { t, language } = useTexts();
  const { slug, title } = posting;
  const deleting = deletingSlug === slug;
  const renewing = renewingSlug === slug;
  const expiry = new Date(posting.expires_at);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(confirming);
  // A cancelled confirmation gives the focus back to the Delete button that opened it.
  useEffect(() => {
    if (wasConfirming.current && !confirming) deleteRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  return (
    <article className={row}>
      <div className={rowSummary}>
        <h3 className={rowTitle}>
          <Link href={hrefs.detail(slug)}>{title}</Link>
        </h3>
        <p className={rowFacts}>
          <PostingState posting={posting} />
          <span>
            {t('myPostings.ends')}{' '}
            <time dateTime={posting.expires_at}>{longPostingDate(expiry, language)}</time>
          </span>
          <span>
            {t('myPostings.posted')} <PostedDate postedAt={posting.created_at} now={now} />
          </span>
          <span>{t('myPostings.saves', { count: posting.save })}</span>
        </p>
        {posting.applications && (
          <p className={styles.applications}>
            <InboxIcon size={16} className={styles.applicationsIcon} />
            <Link href={hrefs.applicants(slug)}>
              <ApplicationCount count={posting.applications} />
              <span className={visuallyHidden}>: {title}</span>
            </Link>
          </p>
        )}
      </div>
      <div className={rowActions}>
        {posting.expired && (
          <Button
            size="small"
            aria-disabled={renewing || undefined}
            onClick={() => !renewing && onRenew(slug)}
          >
            {renewing && <span className={inlineRing} aria-hidden="true" />}
            {t('myPostings.renew')}
            <span className={visuallyHidden}>: {title}</span>
          </Button>
        )}
        {/* Quiet beside Renew, the one next step of an expired posting, and beside Delete. */}
        <ButtonLink href={hrefs.editJob(slug)} size="small" tone="secondary">
          {t('myPostings.edit')}
          <span className={visuallyHidden}>: {title}</span>
        </ButtonLink>
        <Button
          ref={deleteRef}
          size="small"
          tone="secondary"
          onClick={() => onConfirmingChange(true)}
        >
          {t('myPostings.delete')}
          <span className={visuallyHidden}>: {title}</span>
        </Button>
      </div>
      <DeleteConfirmation
        open={confirming || deleting}
        question={t('myPostings.deleteQuestion', { title })}
        consequence={t('myPostings.deleteConsequence')}
        deleting={deleting}
        onConfirm={() => onDelete(slug)}
        onCancel={() => onConfirmingChange(false)}
      />
    </article>
  );
}

/**
 * Where the posting stands: awaiting a moderator's approval (MODERATION=pre), taken down by one,
 * expired or live.
 */
function PostingState({ posting }: { posting: Pick<Job, 'moderation' | 'expired'> }) {
  const { t } = useTexts();
  if (posting.moderation === 'pending') {
    return <Badge tone="caution">{t('myPostings.awaitingApproval')}</Badge>;
  }
  if (posting.moderation === 'hidden') {
    return <Badge tone="critical">{t('myPostings.hidden')}</Badge>;
  }
  return posting.expired ? (
    <Badge tone="caution">{t('myPostings.expired')}</Badge>
  ) : (
    <Badge tone="positive">{t('myPostings.live')}</Badge>
  );
}
