import { CreateJobForm, type CreateJobFormProps } from '../components/CreateJobForm/CreateJobForm';

export type CreateJobScreenProps = CreateJobFormProps;

/** `/create-job`: the job form; no guard in the app (docs/spec.md section 6), the server refuses strangers. */
export function CreateJobScreen(props: CreateJobScreenProps) {
  return <CreateJobForm {...props} />;
}
