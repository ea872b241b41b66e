import type { Job } from '@job/contract';
import { EditJobForm, type EditJobFormProps } from '../components/CreateJobForm/CreateJobForm';
import { FormSkeleton } from '../components/Form/FormSkeleton';
import { LoadFailed, type LoadFailure } from '../components/LoadFailed/LoadFailed';
import { NotFound } from '../components/NotFound/NotFound';
import { useTexts } from '../texts/TextsProvider';

/**
 * The job form's fields: title, salary, brief, work type, company, place, workplace, detail, how to
 * apply and the image.
 */
const jobFormFields = 10;

export interface EditJobScreenProps extends Omit<EditJobFormProps, 'job'> {
  /** The job for the slug in the address; undefined when no job has it. */
  job: Job | undefined;
  /** The job is being fetched: the form's shape until it arrives. */
  loading?: boolean;
  /** The job did not arrive: why, and a retry, in place of the form. */
  failed?: LoadFailure | null;
}

/** `/edit-job/{slug}`: the job form filled from the job; the server refuses anyone but its poster. */
export function EditJobScreen({ job, loading = false, failed, ...form }: EditJobScreenProps) {
  const { t } = useTexts();
  if (loading) {
    return <FormSkeleton label={t('editJob.loading')} layout="panel" fields={jobFormFields} />;
  }
  if (failed) return <LoadFailed message={t('editJob.loadFailed')} {...failed} />;
  if (!job) return <NotFound />;
  // Keyed by the job, so the form's fields start again from another job's values.
  return <EditJobForm key={job.slug} job={job} {...form} />;
}
