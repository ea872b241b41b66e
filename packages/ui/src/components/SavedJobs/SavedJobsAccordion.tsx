import { hrefs, shownSalary } from '@job/contract';
import * as Accordion from '@radix-ui/react-accordion';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { Badge } from '../Badge/Badge';
import { ButtonLink } from '../Button/Button';
import { ChevronDownIcon } from '../Icon/icons';
import { SaveToggle } from '../SaveToggle/SaveToggle';
import { WorkTypeBadge } from '../WorkTypeBadge/WorkTypeBadge';
import type { SavedJobsProps } from './SavedJobs';
import * as styles from './SavedJobs.css';

/**
 * SavedJobs' entries, loaded once there are some to show: each title opens its brief, salary,
 * work type, a link to its detail and a toggle to unsave it; an expired job is marked.
 */
export function SavedJobsAccordion({
  jobs,
  defaultOpen,
  onUnsave,
  unsavingSlug,
}: Pick<SavedJobsProps, 'jobs' | 'defaultOpen' | 'onUnsave' | 'unsavingSlug'>) {
  const texts = useTexts();
  const { t } = texts;
  return (
    <Accordion.Root type="single" collapsible defaultValue={defaultOpen} className={styles.list}>
      {jobs.map((job) => (
        <Accordion.Item key={job.slug} value={job.slug} className={styles.item}>
          {/* An h2 under the screen's h1, where Radix would render an h3. */}
          <Accordion.Header asChild>
            <h2 className={styles.itemHeading}>
              <Accordion.Trigger className={styles.trigger}>
                <span className={styles.triggerTitle}>{job.title}</span>
                {job.expired && <Badge tone="caution">{t('saved.expired')}</Badge>}
                <ChevronDownIcon className={styles.chevron} size={18} />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className={styles.content}>
            {job.info && <p>{job.info}</p>}
            <div className={styles.badges}>
              {job.salary && <Badge tone="salary">{shownSalary(job, texts)}</Badge>}
              <WorkTypeBadge code={job.work_type} />
            </div>
            <div className={styles.actions}>
              <ButtonLink href={hrefs.detail(job.slug)} size="small">
                {t('saved.viewJob')}
                <span className={visuallyHidden}>: {job.title}</span>
              </ButtonLink>
              <SaveToggle
                saved
                saving={unsavingSlug === job.slug}
                onToggleSave={() => onUnsave(job.slug)}
                jobTitle={job.title}
              />
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
