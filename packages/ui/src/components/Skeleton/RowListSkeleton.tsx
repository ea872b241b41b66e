import type { ReactNode } from 'react';
import { row, rowActions, rowFacts, rowSkeletonButton, rowSummary } from '../../styles/rowList.css';
import { Skeleton, SkeletonBlock } from './Skeleton';

/** As many rows as a member has at first. */
const rows = [0, 1];

export interface RowListSkeletonProps {
  /** What is loading, read out once to screen readers. */
  label: string;
  /** The list's class: `rowList`, or one composed from it (with its margin). */
  listClassName: string;
  /** The blocks of a row's facts line. */
  facts: ReactNode;
  /** What a row shows under its facts, if anything. */
  below?: ReactNode;
}

/** A row list's shape while it loads: each row's name, facts and two buttons. */
export function RowListSkeleton({ label, listClassName, facts, below }: RowListSkeletonProps) {
  return (
    <Skeleton label={label}>
      <ul className={listClassName}>
        {rows.map((key) => (
          <li key={key}>
            <div className={row}>
              <div className={rowSummary}>
                <SkeletonBlock width="third" />
                <div className={rowFacts}>{facts}</div>
                {below}
              </div>
              <div className={rowActions}>
                <span className={rowSkeletonButton}>
                  <SkeletonBlock shape="button" width="full" />
                </span>
                <span className={rowSkeletonButton}>
                  <SkeletonBlock shape="button" width="full" />
                </span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Skeleton>
  );
}
