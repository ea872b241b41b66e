import type { Job } from '@job/contract';
import { ApplyScreen, type ApplyScreenState, LeaveFormDialog, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { applicationsOf, openApplicationDate } from '../state/applications';
import { useAuth, useJobs, useSite, useStores } from '../state/hooks';
import { jobDetailOf } from '../state/jobDetail';
import { myPostingsOf } from '../state/myPostings';
import { seekerProfileOf } from '../state/seekerProfile';
import type { PageProps } from './pageProps';
import { similarJobs } from './similarJobs';
import { useDetailFailure } from './useDetailFailure';
import { useLeaveWarning } from './useLeaveWarning';
import { usePageTitle } from './usePageTitle';

/** What the page knows before it offers the form: the posting, and what the member did with it. */
interface ApplyFacts {
  job: Job | undefined;
  jobLoading: boolean;
  /**
   * The member's applications, postings and stored CVs have been read (or failed to be) since it
   * opened.
   */
  checked: boolean;
  appliedAt: string | undefined;
  ownPosting: boolean;
}

/** The screen's state: a sent application's answer first, else what the facts say. */
function screenState(
  { job, jobLoading, checked, appliedAt, ownPosting }: ApplyFacts,
  answered: ApplyScreenState | null,
): ApplyScreenState {
  if (answered) return answered;
  if (!job) return jobLoading ? 'loading' : 'missing';
  if (!checked) return 'loading';
  if (appliedAt) return 'applied';
  if (ownPosting) return 'own';
  if (job.expired) return 'expired';
  return job.apply_method === 'site' ? 'form' : 'elsewhere';
}

/**
 * `/detail/{slug}/apply`, loaded on demand, for members only (routes.tsx sends a visitor to sign
 * in first): the posting's application form, once the member's applications and postings say they
 * may apply; otherwise why not.
 */
export default function ApplyPage({ params: { slug } }: PageProps<'apply'>) {
  const stores = useStores();
  const applications = applicationsOf(stores);
  const myPostings = myPostingsOf(stores);
  const seekerProfile = seekerProfileOf(stores);
  const { mine, apply } = useSnapshot(applications.state);
  const postings = useSnapshot(myPostings.state);
  const profile = useSnapshot(seekerProfile.state);
  const { detail, detailSlug, detailLoading } = useJobs();
  const { token } = useAuth();
  const { now } = useSite();
  useEffect(() => {
    applications.openApply(slug);
    void jobDetailOf(stores).open(slug);
    // Read again as the page opens: an application sent or a job posted in another tab counts.
    void applications.loadMine();
    void myPostings.load();
    // The stored CVs, offered with the default chosen, so applying takes one press.
    void seekerProfile.loadOnce();
  }, [stores, applications, myPostings, seekerProfile, slug]);

  const job = detail?.slug === slug ? detail : undefined;
  const failed = useDetailFailure(slug);
  const mineKnown = mine.readFor === token;
  const postingsKnown = postings.readFor === token;
  const profileKnown = profile.readFor === token;
  const form = apply.slug === slug ? apply : undefined;
  const appliedAt =
    form?.appliedAt ?? (mineKnown ? openApplicationDate(mine.applications, slug) : undefined);
  const state = screenState(
    {
      job,
      jobLoading: !failed && (detailSlug !== slug || detailLoading),
      // A read that failed said so in a toast; the server still refuses what it must.
      checked:
        (mineKnown || !mine.loading) &&
        (postingsKnown || !postings.loading) &&
        (profileKnown || !profile.loading),
      appliedAt,
      ownPosting: postingsKnown && postings.postings.some((posting) => posting.slug === slug),
    },
    form?.outcome ?? null,
  );

  // Sent, the page shows the answer: nothing is left to lose.
  const leaveWarning = useLeaveWarning(state === 'form');
  const { t } = useTexts();
  usePageTitle(
    job
      ? t('title.apply', { title: job.title })
      : state === 'missing' && !failed
        ? t('title.jobNotFound')
        : undefined,
  );
  return (
    <>
      <ApplyScreen
        state={state}
        job={job}
        failed={failed}
        appliedAt={appliedAt}
        now={new Date(now)}
        onSubmit={(values) => void applications.apply(slug, values)}
        submitting={form?.busy ?? false}
        errors={form?.fieldErrors}
        onEdit={leaveWarning.onEdit}
        // Read as the form first shows, in the browser: the note and answers kept from before a
        // reload.
        draftNote={state === 'form' ? applications.noteDraft(slug) : undefined}
        onNoteChange={(note) => applications.keepNoteDraft(slug, note)}
        questions={job?.screening_questions}
        draftAnswers={state === 'form' ? applications.answersDraft(slug) : undefined}
        onAnswersChange={(answers) => applications.keepAnswersDraft(slug, answers)}
        // Without a profile read (it failed), a file is asked for as before.
        storedCvs={profileKnown ? profile.profile?.cvs : undefined}
        noteRequired={job?.cover_note_required}
        similarJobs={similarJobs({ job })}
      />
      <LeaveFormDialog {...leaveWarning.dialog} />
    </>
  );
}
