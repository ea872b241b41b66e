import { CreateJobForm, type CreateJobFormProps } from '../components/CreateJobForm/CreateJobForm';
import { type FrameProps, PageFrame } from '../components/PageFrame/PageFrame';

export type CreateJobScreenProps = FrameProps & CreateJobFormProps;

/** `/create-job`: the job form; no guard in the app (spec section 6), the server refuses strangers. */
export function CreateJobScreen({ user, onSignOut, toaster, ...form }: CreateJobScreenProps) {
  return (
    <PageFrame user={user} onSignOut={onSignOut} toaster={toaster}>
      <CreateJobForm {...form} />
    </PageFrame>
  );
}
