import { SavedJobsScreen, useTexts } from '@job/ui';
import { useAuth, useMembers, useStores } from '../state/hooks';
import { loadFailure } from './loadFailure';
import { usePageTitle } from './usePageTitle';

/** `/saved-jobs`, loaded on demand: the member's saved jobs, newest saved first. */
export default function SavedJobsPage() {
  const { members } = useStores();
  const { token, savedJobs, savedJobsLoading, savedJobsFailure } = useAuth();
  const { savingSlug } = useMembers();
  usePageTitle(useTexts().t('title.savedJobs'));
  return (
    <SavedJobsScreen
      jobs={savedJobs}
      signedIn={token !== null}
      loading={savedJobsLoading}
      failed={loadFailure(savedJobsFailure, () => void members.loadSavedJobs(), savedJobsLoading)}
      unsavingSlug={savingSlug}
      onUnsave={(slug) => {
        const job = savedJobs.find((saved) => saved.slug === slug);
        if (job) void members.toggleSave(job);
      }}
    />
  );
}
