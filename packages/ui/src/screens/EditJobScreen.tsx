import type { Job } from '@job/contract';
import { EditJobForm, type EditJobFormProps } from '../components/CreateJobForm/CreateJobForm';
import { NotFound } from '../components/NotFound/NotFound';
import { Spinner } from '../components/Spinner/Spinner';
import { panel } from '../styles/panel.css';
import { useTexts } from '../texts/TextsProvider';

export interface EditJobScreenProps extends Omit<EditJobFormProps, 'job'> {
  /** The job for the slug in the address; undefined when no job has it. */
  job: Job | undefined;
  /** The job is being fetched. */
  loading?: boolean;
}

/** `/edit-job/{slug}`: the job form filled from the job; the server refuses anyone but its poster. */
export function EditJobScreen({ job, loading = false, ...form }: EditJobScreenProps) {
  const { t } = useTexts();
  if (loading) {
    return (
      <div className={panel}>
        <Spinner label={t('editJob.loading')} />
      </div>
    );
  }
  if (!job) return <NotFound />;
  // Keyed by the job, so the form's fields start again from another job's values.
  return <EditJobForm key={job.slug} job={job} {...form} />;
}
