import { limits } from '@job/contract';
import * as Accordion from '@radix-ui/react-accordion';
import { useId } from 'react';
import { panel, panelHeading } from '../../styles/panel.css';
import { Icon } from '../Icon/Icon';
import * as styles from './SavedJobs.css';

/** The spec's saved-jobs screen has no real data yet: five placeholder entries, Job 0 to Job 4. */
export const savedJobPlaceholders = Array.from(
  { length: limits.savedJobsPlaceholderCount },
  (_, index) => ({
    value: `job-${index}`,
    title: `Job ${index}`,
    text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua, ut enim ad minim veniam, quis nostrud exercitation ullamco laboris.',
  }),
);

export interface SavedJobsProps {
  /** The entry shown open at first, such as `'job-0'`; all closed when left out. */
  defaultOpen?: string;
}

/** 'SAVED JOBS': an accordion of the placeholder entries; a click on a title opens or closes it. */
export function SavedJobs({ defaultOpen }: SavedJobsProps) {
  const headingId = useId();
  return (
    <section className={panel} aria-labelledby={headingId}>
      <h1 id={headingId} className={panelHeading}>
        SAVED JOBS
      </h1>
      <Accordion.Root type="single" collapsible defaultValue={defaultOpen} className={styles.list}>
        {savedJobPlaceholders.map((job) => (
          <Accordion.Item key={job.value} value={job.value} className={styles.item}>
            {/* An h2 under the screen's h1, where Radix would render an h3. */}
            <Accordion.Header asChild>
              <h2 className={styles.itemHeading}>
                <Accordion.Trigger className={styles.trigger}>
                  {job.title}
                  <Icon className={styles.chevron} size={18}>
                    <path d="m6 9 6 6 6-6" />
                  </Icon>
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className={styles.content}>
              <p>{job.text}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
