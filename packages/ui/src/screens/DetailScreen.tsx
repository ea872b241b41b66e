import { HomeLayout } from '../components/HomeLayout/HomeLayout';
import { JobDetail, type JobDetailProps } from '../components/JobDetail/JobDetail';
import { type FrameProps, PageFrame } from '../components/PageFrame/PageFrame';

export type DetailScreenProps = FrameProps & JobDetailProps;

/** `/detail/{slug}`: the home layout with the job's detail as its child view. */
export function DetailScreen({ user, onSignOut, toaster, ...detail }: DetailScreenProps) {
  return (
    <PageFrame user={user} onSignOut={onSignOut} toaster={toaster}>
      <HomeLayout>
        <JobDetail {...detail} />
      </HomeLayout>
    </PageFrame>
  );
}
