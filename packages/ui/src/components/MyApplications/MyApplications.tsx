import { hrefs, type MyApplication } from '@job/contract';
import { useId, useState } from 'react';
import { pageTitle } from '../../styles/heading.css';
import { inlineNotice, noticeIcon } from '../../styles/notice.css';
import { panel, panelNote } from '../../styles/panel.css';
import { useTexts } from '../../texts/TextsProvider';
import { withLink } from '../../texts/withLink';
import { ApplicationEntry } from '../ApplicationEntry/ApplicationEntry';
import { list } from '../ApplicationEntry/ApplicationEntry.css';
import { ApplicationListSkeleton } from '../ApplicationEntry/ApplicationListSkeleton';
import { RejectionMessageNote } from '../ApplicationEntry/RejectionMessageNote';
import { ScreeningAnswers } from '../ApplicationEntry/ScreeningAnswers';
import { Button, ButtonLink } from '../Button/Button';
import { ConfirmDialog } from '../Dialog/ConfirmDialog';
import { DocumentIcon, WarningIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { LoadFailed, type LoadFailure } from '../LoadFailed/LoadFailed';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './MyApplications.css';

export interface MyApplicationsProps {
  /** Whether a member is signed in; a visitor is asked to sign in instead. */
  signedIn: boolean;
  /** The member's applications, newest first, as the API answers them. */
  applications: readonly MyApplication[];
  /** The applications are being fetched. */
  loading?: boolean;
  /** Why the applications did not arrive, and their retry, as the app tells it: shown instead. */
  failed?: LoadFailure | null;
  /** The moment the dates are told from; see PostedDate. */
  now: Date;
  /** Told of a press on an application's CV: the app downloads it. */
  onDownloadCv: (id: number) => void;
  /** The application whose CV is downloading. */
  downloadingCvId?: number | null;
  /** Told once the member has confirmed withdrawing an application: the app withdraws it. */
  onWithdraw: (id: number) => void;
  /** The application being withdrawn. */
  withdrawingId?: number | null;
}

/**
 * 'Başvurularım': the member's applications, each with the posting it went to, where it stands and
 * the stages it went through, the answers to its screening questions ('Yanıtlarınız', never
 * whether one disqualifies), the cover note and the CV, and a way to withdraw it (asked first). A
 * posting since taken down or expired still shows what was applied to, and says so; a withdrawn
 * application says that, with 'Yeniden başvur' while its posting takes applications and the
 * member has not applied again. While they load, the entries' shapes; when they fail to, why, with a
 * retry.
 */
export function MyApplications(props: MyApplicationsProps) {
  const { t } = useTexts();
  const headingId = useId();
  return (
    <section className={panel} aria-labelledby={headingId} aria-busy={props.loading}>
      <h1 id={headingId} className={pageTitle}>
        {t('myApplications.title')}
      </h1>
      <MyApplicationsBody {...props} />
    </section>
  );
}

function MyApplicationsBody({
  signedIn,
  applications,
  loading = false,
  failed,
  ...entry
}: MyApplicationsProps) {
  const { t } = useTexts();
  if (!signedIn) {
    return (
      <p className={panelNote}>
        {withLink(
          t,
          'myApplications.signInToSee',
          'signIn',
          <Link href={hrefs.login(hrefs.myApplications())}>{t('applicationLists.signIn')}</Link>,
        )}
      </p>
    );
  }
  if (failed) {
    return (
      <div className={styles.body}>
        <LoadFailed message={t('myApplications.loadFailed')} {...failed} />
      </div>
    );
  }
  if (loading) {
    return (
      <div className={styles.body}>
        <Skeleton label={t('myApplications.loading')}>
          <ApplicationListSkeleton />
        </Skeleton>
      </div>
    );
  }
  if (applications.length === 0) {
    return (
      <p className={panelNote}>
        {withLink(
          t,
          'myApplications.none',
          'browse',
          <Link href={hrefs.home()}>{t('myApplications.browse')}</Link>,
        )}
      </p>
    );
  }
  return (
    <div className={styles.body}>
      <ol className={list}>
        {applications.map((application) => (
          <li key={application.id}>
            <SentApplication
              application={application}
              appliedAgain={applications.some(
                (other) =>
                  other.posting.slug === application.posting.slug && other.withdrawn_at === null,
              )}
              {...entry}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

type SentApplicationProps = Pick<
  MyApplicationsProps,
  'now' | 'onDownloadCv' | 'downloadingCvId' | 'onWithdraw' | 'withdrawingId'
> & {
  application: MyApplication;
  /** The member has an open application to the same posting: no second 'Yeniden başvur'. */
  appliedAgain: boolean;
};

/**
 * One application: the posting (a link while it exists), its company and city, then the rest; its
 * withdrawal while it stands and its posting is there.
 */
function SentApplication({
  application,
  appliedAgain,
  onWithdraw,
  withdrawingId,
  ...entry
}: SentApplicationProps) {
  const { t } = useTexts();
  const [confirming, setConfirming] = useState(false);
  const { posting } = application;
  const place = [posting.company, posting.location].filter(Boolean).join(' · ');
  const withdrawing = withdrawingId === application.id;
  const withdrawable = !application.withdrawn_at && posting.state !== 'removed';
  // Withdrawn, while its posting still takes applications: the member may change their mind.
  const reapplyTo =
    application.withdrawn_at && posting.state === 'live' && !appliedAgain ? posting.slug : null;
  return (
    <ApplicationEntry
      application={application}
      heading={
        posting.slug === null ? (
          posting.title
        ) : (
          <Link href={hrefs.detail(posting.slug)}>{posting.title}</Link>
        )
      }
      details={place || undefined}
      cvOwner={posting.title}
      {...entry}
      action={
        reapplyTo !== null ? (
          <ButtonLink tone="secondary" size="small" href={hrefs.apply(reapplyTo)}>
            {t('myApplications.applyAgain')}
          </ButtonLink>
        ) : (
          withdrawable && (
            <>
              <Button tone="secondary" size="small" onClick={() => setConfirming(true)}>
                {t('withdrawApplication.button')}
              </Button>
              <ConfirmDialog
                open={confirming || withdrawing}
                title={t('withdrawApplication.question', { title: posting.title })}
                consequence={t('withdrawApplication.consequence')}
                confirmLabel={
                  withdrawing
                    ? t('withdrawApplication.withdrawing')
                    : t('withdrawApplication.confirm')
                }
                cancelLabel={t('withdrawApplication.cancel')}
                busy={withdrawing}
                onConfirm={() => {
                  setConfirming(false);
                  onWithdraw(application.id);
                }}
                onCancel={() => setConfirming(false)}
              />
            </>
          )
        )
      }
    >
      {application.withdrawn_at ? (
        <p className={inlineNotice.neutral}>
          <DocumentIcon size={16} className={noticeIcon} />
          {t('myApplications.withdrawn')}
        </p>
      ) : (
        posting.state !== 'live' && (
          <p className={inlineNotice.caution}>
            <WarningIcon size={16} className={noticeIcon} />
            {posting.state === 'removed'
              ? t('myApplications.removed')
              : t('myApplications.expired')}
          </p>
        )
      )}
      <ScreeningAnswers label={t('myApplications.answers')} answers={application.answers} />
      <RejectionMessageNote
        label={t('myApplications.rejectionMessage')}
        message={application.rejection_message}
      />
    </ApplicationEntry>
  );
}
