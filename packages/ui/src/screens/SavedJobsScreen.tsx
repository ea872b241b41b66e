import { type FrameProps, PageFrame } from '../components/PageFrame/PageFrame';
import { SavedJobs, type SavedJobsProps } from '../components/SavedJobs/SavedJobs';

export type SavedJobsScreenProps = FrameProps & SavedJobsProps;

/** `/saved-jobs`: the accordion of placeholder entries. */
export function SavedJobsScreen({ user, onSignOut, toaster, ...savedJobs }: SavedJobsScreenProps) {
  return (
    <PageFrame user={user} onSignOut={onSignOut} toaster={toaster}>
      <SavedJobs {...savedJobs} />
    </PageFrame>
  );
}
