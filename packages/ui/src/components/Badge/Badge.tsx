import type { ReactNode } from 'react';
import { badgeTone } from './Badge.css';

/**
 * The badge colours by meaning: the board's own badges (each work type, a salary), then the
 * general tones a status takes (new, live or verified, expired or under review, refused, over).
 */
export const badgeTones = [
  'fullTime',
  'partTime',
  'freelance',
  'salary',
  'promote',
  'positive',
  'caution',
  'critical',
  'neutral',
] as const satisfies readonly (keyof typeof badgeTone)[];

export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
}

/** A small label on a light background, such as a job's salary. */
export function Badge({ tone, children }: BadgeProps) {
  return <span className={badgeTone[tone]}>{children}</span>;
}
