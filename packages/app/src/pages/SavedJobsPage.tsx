import { SavedJobsScreen } from '@job/ui';
import { toggleSave, useMembers } from '../state/members';
import { useAuth } from '../state/session';
import { usePageTitle } from './usePageTitle';

/** `/saved-jobs`, loaded on demand: the member's saved jobs, newest saved first. */
export default function SavedJobsPage() {
  const { token, savedJobs, savedJobsLoading } = useAuth();
  const { savingSlug } = useMembers();
  usePageTitle('Saved jobs');
  return (
    <SavedJobsScreen
      jobs={savedJobs}
      signedIn={token !== null}
      loading={savedJobsLoading}
      unsavingSlug={savingSlug}
      onUnsave={(slug) => {
        const job = savedJobs.find((saved) => saved.slug === slug);
        if (job) void toggleSave(job);
      }}
    />
  );
}
