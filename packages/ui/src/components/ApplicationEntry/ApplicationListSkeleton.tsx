import { SkeletonBlock } from '../Skeleton/Skeleton';
import * as styles from './ApplicationEntry.css';

/** As many entries as a first screen shows of a list. */
const entries = [0, 1, 2];

/**
 * The shape of a list of applications while it loads, drawn with ApplicationEntry's own boxes:
 * the heading and its status, a line under it, the dates, the note, the CV at the foot. It goes
 * inside a `Skeleton`, which names what is loading.
 */
export function ApplicationListSkeleton() {
  return (
    <ol className={styles.list}>
      {entries.map((entry) => (
        <li key={entry}>
          <div className={styles.entry}>
            <div>
              <div className={styles.head}>
                <SkeletonBlock width="half" />
                <SkeletonBlock shape="badge" />
              </div>
              <SkeletonBlock width="third" />
            </div>
            <SkeletonBlock width="quarter" />
            <div>
              <SkeletonBlock width="full" />
              <SkeletonBlock width="threeQuarters" />
            </div>
            <div className={styles.foot}>
              <SkeletonBlock width="third" />
              <span className={styles.skeletonCvButton}>
                <SkeletonBlock shape="button" width="full" />
              </span>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
