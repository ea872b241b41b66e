import { ProfileNav } from '../components/ProfileNav/ProfileNav';
import { SavedJobs, type SavedJobsProps } from '../components/SavedJobs/SavedJobs';

export type SavedJobsScreenProps = SavedJobsProps;

/**
 * `/saved-jobs`: the member's saved jobs in an accordion, a part of their profile (its tabs above);
 * a visitor is asked to sign in.
 */
export function SavedJobsScreen(props: SavedJobsScreenProps) {
  return (
    <>
      {props.signedIn && <ProfileNav current="saved" />}
      <SavedJobs {...props} />
    </>
  );
}
