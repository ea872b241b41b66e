import { SavedJobs } from '@job/ui';
import { usePageTitle } from './usePageTitle';

/** `/saved-jobs`: the spec's five placeholder entries; there are no saved jobs yet. */
export default function SavedJobsPage() {
  usePageTitle('Saved jobs');
  return <SavedJobs />;
}
