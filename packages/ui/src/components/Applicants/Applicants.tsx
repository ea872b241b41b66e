import {
  type Application,
  type ApplicationStatus,
  hrefs,
  type Job,
  type PosterQuestion,
  type RejectionTemplate,
  type RejectionTemplateValues,
} from '@job/contract';
import { useId, useState } from 'react';
import { pageTitle } from '../../styles/heading.css';
import { panel, panelNote } from '../../styles/panel.css';
import { textButton } from '../../styles/textButton.css';
import { useTexts } from '../../texts/TextsProvider';
import { withLink } from '../../texts/withLink';
import { list } from '../ApplicationEntry/ApplicationEntry.css';
import { ApplicationListSkeleton } from '../ApplicationEntry/ApplicationListSkeleton';
import { BackIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { LoadFailed, type LoadFailure } from '../LoadFailed/LoadFailed';
import { ApplicationCount } from '../MyPostings/ApplicationCount';
import { NotFound } from '../NotFound/NotFound';
import type { RejectionBody } from '../RejectionMessage/rejectionBody';
import { RejectionTemplates } from '../RejectionTemplates/RejectionTemplates';
import type { TemplateErrors } from '../RejectionTemplates/TemplateForm';
import { Skeleton, SkeletonBlock } from '../Skeleton/Skeleton';
import * as styles from './Applicants.css';
import { ArrangeControls } from './ArrangeControls';
import {
  type ApplicantArrangement,
  arrangeApplicants,
  defaultArrangement,
  filtersBeyondStage,
  isAnswerFilter,
  unfiltered,
} from './arrangement';
import { MoveSeveral } from './MoveSeveral';
import { ReceivedApplication } from './ReceivedApplication';

export interface ApplicantsProps {
  /** Whether a member is signed in; a visitor is asked to sign in instead. */
  signedIn: boolean;
  /** The posting, when it is this member's; undefined for any other (the API's 404): not found. */
  job: Job | undefined;
  /** Its applications, newest first. */
  applications: readonly Application[];
  /**
   * The posting's screening questions with what disqualifies, as the list's read answers them:
   * with any, the list can be shown by the answers ('Yanıtlar').
   */
  questions?: readonly PosterQuestion[];
  /** The posting and its applications are being fetched. */
  loading?: boolean;
  /**
   * Why the posting's applications did not arrive (the server failed or could not be reached), as
   * the app tells it, and their retry. A posting that is not the member's is `job` undefined.
   */
  failed?: LoadFailure | null;
  /** The moment the dates are told from; see PostedDate. */
  now: Date;
  /** Told of a status chosen for an application, a rejection with its message: the app sets it. */
  onStatusChange: (id: number, status: ApplicationStatus, rejection?: RejectionBody) => void;
  /** The application whose status change is on its way. */
  changingStatusId?: number | null;
  /** Told of several applications picked to move to one status at once: the app moves them. */
  onMoveMany: (ids: number[], status: ApplicationStatus, rejection?: RejectionBody) => void;
  /**
   * The poster's rejection message templates, offered when they turn applicants down and kept
   * in 'Ret mesajı şablonları' under the list; none offered without them.
   */
  templates?: readonly RejectionTemplate[];
  /** Told of a template saved, with its id when it is a change (`RejectionTemplates`). */
  onSaveTemplate?: (values: RejectionTemplateValues, id?: number) => void;
  /** Told of a template the poster confirmed deleting. */
  onDeleteTemplate?: (id: number) => void;
  savingTemplateId?: number | 'new' | null;
  deletingTemplateId?: number | null;
  /** The server's 422 for the template being saved, by field. */
  templateErrors?: TemplateErrors;
  /** Why the templates did not arrive, and their retry. */
  templatesFailed?: LoadFailure | null;
  /** A move of several is on its way. */
  movingMany?: boolean;
  /** Told of a press on an application's CV: the app downloads it. */
  onDownloadCv: (id: number) => void;
  /** The application whose CV is downloading. */
  downloadingCvId?: number | null;
  /** Told of a rating given to an application (1 to 5), or cleared (null). */
  onRate: (id: number, rating: number | null) => void;
  /** The application whose rating is being saved. */
  ratingId?: number | null;
  /** Told of a note to add to an application; resolves true once it is kept. */
  onAddNote: (id: number, body: string) => Promise<boolean>;
  /** The application a note is being added to. */
  addingNoteId?: number | null;
  /** Told once the poster confirmed deleting one of their notes. */
  /** Told of one of the poster's notes rewritten; resolves true once it is kept. */
  onEditNote: (id: number, noteId: number, body: string) => Promise<boolean>;
  /** The note whose edit is being saved. */
  editingNoteId?: number | null;
  onDeleteNote: (id: number, noteId: number) => void;
  /** The note being deleted. */
  deletingNoteId?: number | null;
  /**
   * The posting's slug from the address, so a visitor who signs in comes back to this page; the
   * profile otherwise.
   */
  slug?: string;
  /**
   * The stage, the rating, the date and the answers shown, and the order, where the app keeps them
   * (the address: `arrangementOf`); the page keeps its own without it. An answer filter the
   * `questions` do not offer shows every application. The date filter counts back from `now`.
   */
  arrangement?: ApplicantArrangement;
  /** Told of a filter or the order chosen, with the rest as it is: the whole arrangement. */
  onArrange?: (arrangement: ApplicantArrangement) => void;
}

/**
 * The applications to one of the member's postings, for its poster: each applicant's name and
 * address, when they applied, the status with a select to change it, the screening answers (a
 * disqualifying one marked), the cover note and the CV; shown by stage, rating, date sent and
 * answers, and ordered as the poster chooses (newest first, oldest first, best rated).
 * While they load, the page's shape; when they fail to, why, with a retry.
 */
export function Applicants({
  signedIn,
  job,
  loading = false,
  failed,
  slug,
  ...rest
}: ApplicantsProps) {
  if (!signedIn) return <SignInToSee slug={slug} />;
  if (failed || loading) return <PendingApplicants loading={loading} failed={failed} />;
  if (!job) return <NotFound />;
  return <PostingApplicants job={job} {...rest} />;
}

/** A visitor is asked to sign in, and comes back to this page after it. */
function SignInToSee({ slug }: Pick<ApplicantsProps, 'slug'>) {
  const { t } = useTexts();
  const headingId = useId();
  const next = slug === undefined ? hrefs.profile() : hrefs.applicants(slug);
  return (
    <section className={panel} aria-labelledby={headingId}>
      <h1 id={headingId} className={pageTitle}>
        {t('applicants.eyebrow')}
      </h1>
      <p className={panelNote}>
        {withLink(
          t,
          'applicants.signInToSee',
          'signIn',
          <Link href={hrefs.login(next)}>{t('applicationLists.signIn')}</Link>,
        )}
      </p>
    </section>
  );
}

/**
 * The page before its posting is known: loading, the shape of the count and the entries; failed,
 * why and a retry. The way back and 'Başvurular', the title until the posting's own, head either.
 */
function PendingApplicants({
  loading,
  failed,
}: Pick<ApplicantsProps, 'failed'> & { loading: boolean }) {
  const { t } = useTexts();
  const headingId = useId();
  return (
    <section className={panel} aria-labelledby={headingId} aria-busy={loading}>
      <BackToProfile />
      <h1 id={headingId} className={`${pageTitle} ${styles.pendingTitle}`}>
        {t('applicants.eyebrow')}
      </h1>
      {failed ? (
        <div className={styles.failed}>
          <LoadFailed message={t('applicants.loadFailed')} {...failed} />
        </div>
      ) : (
        <Skeleton label={t('applicants.loading')}>
          <div className={styles.count}>
            <SkeletonBlock width="quarter" />
          </div>
          <ApplicationListSkeleton />
        </Skeleton>
      )}
    </section>
  );
}

function BackToProfile() {
  const { t } = useTexts();
  return (
    <Link href={hrefs.profile()} className={styles.back}>
      <BackIcon size={16} />
      {t('applicants.back')}
    </Link>
  );
}

type PostingApplicantsProps = Omit<
  ApplicantsProps,
  'signedIn' | 'loading' | 'failed' | 'slug' | 'job'
> & {
  job: Job;
};

function PostingApplicants({
  job,
  applications,
  questions = [],
  onMoveMany,
  movingMany = false,
  arrangement,
  onArrange,
  templates,
  onSaveTemplate,
  onDeleteTemplate,
  savingTemplateId,
  deletingTemplateId,
  templateErrors,
  templatesFailed,
  ...entry
}: PostingApplicantsProps) {
  const { t } = useTexts();
  const headingId = useId();
  // How the poster looks at the list: the app's (the address), or the page's own for this visit.
  const [ownArrangement, setOwnArrangement] = useState(defaultArrangement);
  const chosen = arrangement ?? ownArrangement;
  // An answer filter the questions do not offer (an old link, a question since removed) shows all.
  const current: ApplicantArrangement = {
    ...chosen,
    answers: isAnswerFilter(chosen.answers, questions) ? chosen.answers : 'all',
  };
  const arrange = (next: ApplicantArrangement) => {
    setOwnArrangement(next);
    onArrange?.(next);
  };
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const shown = arrangeApplicants(applications, current, entry.now);
  // Only what is on screen moves: one picked and then hidden by the stage chosen stays put.
  const pickable = shown.filter((application) => !application.withdrawn_at).map(({ id }) => id);
  const pickedShown = pickable.filter((id) => picked.has(id));
  const severalAtOnce = pickable.length > 1;
  const pick = (id: number, on: boolean) =>
    setPicked((before) => {
      const after = new Set(before);
      if (on) after.add(id);
      else after.delete(id);
      return after;
    });
  const fresh = applications.filter(
    (application) => application.status === 'new' && !application.withdrawn_at,
  ).length;
  return (
    <section className={panel} aria-labelledby={headingId}>
      <BackToProfile />
      <p className={styles.eyebrow}>{t('applicants.eyebrow')}</p>
      <h1 id={headingId} className={`${pageTitle} ${styles.title}`}>
        <Link href={hrefs.detail(job.slug)}>{job.title}</Link>
      </h1>
      {applications.length === 0 ? (
        <p className={panelNote}>{t('applicants.none')}</p>
      ) : (
        <>
          <p className={styles.count}>
            <ApplicationCount count={{ total: applications.length, new: fresh }} />
          </p>
          <ArrangeControls arrangement={current} questions={questions} onArrange={arrange} />
          {severalAtOnce && (
            <MoveSeveral
              pickable={pickable.length}
              picked={pickedShown.length}
              onPickAll={(all) => setPicked(new Set(all ? pickable : []))}
              onMove={(status, rejection) => {
                if (rejection) onMoveMany(pickedShown, status, rejection);
                else onMoveMany(pickedShown, status);
                setPicked(new Set());
              }}
              moving={movingMany}
              templates={templates ?? []}
            />
          )}
          {shown.length === 0 ? (
            <p className={panelNote}>
              {t(filtersBeyondStage(current) ? 'applicants.noneMatching' : 'applicants.noneChosen')}{' '}
              <button
                type="button"
                className={textButton}
                onClick={() => arrange(unfiltered(current))}
              >
                {t('applicants.showAll')}
              </button>
            </p>
          ) : (
            <ol className={list}>
              {shown.map((application) => (
                <li key={application.id}>
                  <ReceivedApplication
                    application={application}
                    picked={severalAtOnce ? picked.has(application.id) : undefined}
                    onPick={(on) => pick(application.id, on)}
                    templates={templates ?? []}
                    {...entry}
                  />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      {templates && onSaveTemplate && onDeleteTemplate && (
        <RejectionTemplates
          templates={templates}
          onSave={onSaveTemplate}
          onDelete={onDeleteTemplate}
          savingId={savingTemplateId}
          deletingId={deletingTemplateId}
          errors={templateErrors}
          failed={templatesFailed}
        />
      )}
    </section>
  );
}
