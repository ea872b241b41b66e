import type { WorkTypeSlug } from '@job/contract';
import { HomeLayout } from '../components/HomeLayout/HomeLayout';
import { JobList, type JobListProps } from '../components/JobList/JobList';
import { type FrameProps, PageFrame } from '../components/PageFrame/PageFrame';

export type HomeScreenProps = FrameProps &
  JobListProps & {
    /** The category being listed; none on the home list. */
    activeCategory?: WorkTypeSlug | null;
  };

/** `/`: the side panel beside the job list (search, rows, pages). */
export function HomeScreen({ user, onSignOut, toaster, activeCategory, ...list }: HomeScreenProps) {
  return (
    <PageFrame user={user} onSignOut={onSignOut} toaster={toaster}>
      <HomeLayout activeCategory={activeCategory}>
        <JobList {...list} />
      </HomeLayout>
    </PageFrame>
  );
}
