import type { ReactNode } from 'react';
import { type BadgeVariants, badge } from './Badge.css';

/** The badge colours; work types use the first three, salaries the green one. */
export const badgeTones = [
  'violet',
  'rose',
  'amber',
  'green',
] as const satisfies readonly NonNullable<BadgeVariants['tone']>[];

export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
}

/** A small label on a light background, such as a job's salary. */
export function Badge({ tone, children }: BadgeProps) {
  return <span className={badge({ tone })}>{children}</span>;
}
