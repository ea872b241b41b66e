import * as fieldStyles from '../Field/Field.css';
import { Skeleton, SkeletonBlock } from '../Skeleton/Skeleton';
import * as styles from './Form.css';

export interface FormSkeletonProps {
  /** What is loading, read out once to screen readers. */
  label: string;
  /** The form's look, as `Form` takes it. */
  layout?: styles.FormLayout;
  /** How many labelled fields the form will have. */
  fields: number;
}

/**
 * A form whose values are on their way (a job to edit): its frame, title, a label and a box for
 * each field and the submit button where they will be.
 */
export function FormSkeleton({ label, layout = 'card', fields }: FormSkeletonProps) {
  return (
    <Skeleton label={label} className={styles.root[layout]}>
      <div className={styles.column[layout]}>
        <SkeletonBlock shape="heading" width="half" />
        <div className={styles.fields}>
          {Array.from({ length: fields }, (_, field) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of blocks.
            <div key={field} className={fieldStyles.root}>
              <SkeletonBlock width="quarter" />
              <SkeletonBlock shape="button" width="full" />
            </div>
          ))}
          <SkeletonBlock shape="button" width="full" className={styles.submit} />
        </div>
      </div>
    </Skeleton>
  );
}
