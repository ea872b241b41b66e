import { SavedJobs, type SavedJobsProps } from '../components/SavedJobs/SavedJobs';

export type SavedJobsScreenProps = SavedJobsProps;

/** `/saved-jobs`: the member's saved jobs in an accordion; a visitor is asked to sign in. */
export function SavedJobsScreen(props: SavedJobsScreenProps) {
  return <SavedJobs {...props} />;
}
