import { Skeleton, SkeletonBlock, type SkeletonBlockProps } from '../Skeleton/Skeleton';
import * as styles from './JobDetail.css';

/** The description's lines while it loads: a paragraph's ragged edge, not a grey wall. */
const descriptionLines: SkeletonBlockProps['width'][] = [
  'full',
  'full',
  'threeQuarters',
  'full',
  'half',
];

export interface JobDetailSkeletonProps {
  /** What is loading, read out once to screen readers. */
  label: string;
}

/**
 * A job's detail on its way (a deep link, a reload): the same card, with blocks where the logo,
 * the title and save toggle, the facts, the badges, 'Başvur' and the description will be, so
 * nothing moves when the job arrives.
 */
export function JobDetailSkeleton({ label }: JobDetailSkeletonProps) {
  return (
    <Skeleton label={label} className={styles.root}>
      <div className={`${styles.heading} ${styles.skeletonTitleRow}`}>
        <SkeletonBlock shape="image" />
        <SkeletonBlock shape="heading" width="half" />
        <SkeletonBlock shape="badge" />
      </div>
      <div className={styles.facts}>
        <SkeletonBlock width="third" />
      </div>
      <div className={styles.badges}>
        <SkeletonBlock shape="badge" />
        <SkeletonBlock shape="badge" />
      </div>
      <div className={`${styles.apply} ${styles.skeletonActionRow}`}>
        <SkeletonBlock shape="button" width="quarter" />
      </div>
      <div className={styles.description}>
        {descriptionLines.map((width, line) => (
          // The lines never reorder: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of blocks.
          <SkeletonBlock key={line} width={width} />
        ))}
      </div>
    </Skeleton>
  );
}
