import type { ReactNode } from 'react';
import { skeletonShape, skeletonWidth } from '../../styles/skeleton.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';

export interface SkeletonProps {
  /** What is being loaded, read out once to screen readers; 'Yükleniyor' by default. */
  label?: string;
  /** The page's own layout, drawn with `SkeletonBlock`s where its content will be. */
  children: ReactNode;
  className?: string;
}

/**
 * Loading that keeps the layout: the shape of the content to come, hidden from screen readers,
 * which hear one status instead.
 */
export function Skeleton({ label, children, className }: SkeletonProps) {
  const { t } = useTexts();
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className={visuallyHidden}>{label ?? t('spinner.loading')}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

export interface SkeletonBlockProps {
  /** What it stands for: a line of text unless said. */
  shape?: keyof typeof skeletonShape | undefined;
  width?: keyof typeof skeletonWidth | undefined;
  className?: string | undefined;
}

/** One grey block of a skeleton: a line of text, a heading, a picture, a badge or a button. */
export function SkeletonBlock({ shape = 'text', width, className }: SkeletonBlockProps) {
  return (
    <span
      className={[skeletonShape[shape], width && skeletonWidth[width], className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
