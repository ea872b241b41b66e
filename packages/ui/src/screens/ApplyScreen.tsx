import { hrefs, type Job } from '@job/contract';
import type { ReactNode } from 'react';
import { ApplyAction } from '../components/ApplyAction/ApplyAction';
import { ApplyForm, type ApplyFormProps } from '../components/ApplyForm/ApplyForm';
import { ButtonLink } from '../components/Button/Button';
import { FormSkeleton } from '../components/Form/FormSkeleton';
import { LoadFailed, type LoadFailure } from '../components/LoadFailed/LoadFailed';
import { MessageCard } from '../components/MessageCard/MessageCard';
import { longPostingDate } from '../components/PostedDate/relativeTime';
import { useTexts } from '../texts/TextsProvider';

export type ApplyScreenState =
  /** The posting, or whether the member may apply to it, is being read. */
  | 'loading'
  /** The posting's title and company, and the application form. */
  | 'form'
  /** Applied, now or before: when, and the way to 'Başvurularım'. */
  | 'applied'
  /** The member's own posting: no application, the way to its applications. */
  | 'own'
  /** Past its expiry: it takes no more applications; the way back to the list. */
  | 'expired'
  /** It takes applications at an address or by email: says so, with its 'Başvur'. */
  | 'elsewhere'
  /** No posting has the slug in the address. */
  | 'missing';

export interface ApplyScreenProps extends ApplyFormProps {
  state: ApplyScreenState;
  /** The posting for the slug in the address; undefined when no posting has it. */
  job: Job | undefined;
  /** The posting did not arrive (the server failed or could not be reached): why, and a retry. */
  failed?: LoadFailure | null;
  /** When the member applied, for 'applied'. */
  appliedAt?: string;
  /** The moment the application's date is told from; see PostedDate. */
  now: Date;
  /**
   * Jobs to go on with (`SimilarJobs`, loaded on demand by the app) under the states that end
   * here: applied, expired, missing.
   */
  similarJobs?: ReactNode;
}

/** The states after which the reader has nothing more to do with this posting. */
const deadEnds: readonly ApplyScreenState[] = ['applied', 'expired', 'missing'];

/**
 * `/detail/{slug}/apply`, for members: the posting's application form, or why there is none, each
 * heading naming the posting.
 */
export function ApplyScreen({ similarJobs, ...props }: ApplyScreenProps) {
  const deadEnd =
    props.state !== 'loading' && !props.failed && (deadEnds.includes(props.state) || !props.job);
  return (
    <>
      <ApplyScreenBody {...props} />
      {deadEnd && similarJobs}
    </>
  );
}

function ApplyScreenBody({
  state,
  job,
  failed,
  appliedAt,
  now,
  ...form
}: Omit<ApplyScreenProps, 'similarJobs'>) {
  const { t, language } = useTexts();
  if (state === 'loading') {
    // The application form's shape: its note and its CV.
    return <FormSkeleton label={t('applyScreen.loading')} layout="panel" fields={2} />;
  }
  if (failed) {
    return <LoadFailed message={t('applyScreen.loadFailed')} {...failed} />;
  }
  if (!job || state === 'missing') {
    return (
      <MessageCard title={t('applyScreen.missingTitle')} actions={<BackToList />}>
        <p>{t('jobDetail.notFound')}</p>
      </MessageCard>
    );
  }
  switch (state) {
    case 'form':
      return <ApplyForm {...form} job={job} />;
    case 'applied':
      return (
        <MessageCard
          title={t('applyScreen.appliedTitle', { title: job.title })}
          actions={
            <ButtonLink href={hrefs.myApplications()}>{t('applyAction.myApplications')}</ButtonLink>
          }
        >
          {appliedAt && (
            <p>
              {t('applyScreen.appliedOn', { date: longPostingDate(new Date(appliedAt), language) })}
            </p>
          )}
          <p>{t('applyScreen.follow')}</p>
        </MessageCard>
      );
    case 'own':
      return (
        <MessageCard
          title={t('applyScreen.ownTitle', { title: job.title })}
          actions={
            <ButtonLink href={hrefs.applicants(job.slug)}>{t('applyAction.applicants')}</ButtonLink>
          }
        >
          <p>{t('applyScreen.own')}</p>
        </MessageCard>
      );
    case 'expired':
      return (
        <MessageCard
          title={t('applyScreen.expiredTitle', { title: job.title })}
          actions={<BackToList />}
        >
          <p>{t('applyScreen.expired')}</p>
        </MessageCard>
      );
    case 'elsewhere':
      return (
        <MessageCard
          title={t('applyForm.titleFor', { title: job.title })}
          actions={<ApplyAction job={job} now={now} />}
        >
          <p>{t('applyScreen.elsewhere')}</p>
        </MessageCard>
      );
  }
}

function BackToList() {
  const { t } = useTexts();
  return <ButtonLink href={hrefs.home()}>{t('applyScreen.backToList')}</ButtonLink>;
}
