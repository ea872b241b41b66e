import type { ApplicationStatus } from '@job/contract';
import type { MessageId } from '@job/texts';
import { useTexts } from '../../texts/TextsProvider';
import { Badge, type BadgeTone } from '../Badge/Badge';

const toneByStatus = {
  new: 'promote',
  reviewed: 'caution',
  interview: 'positive',
  rejected: 'critical',
} as const satisfies Record<ApplicationStatus, BadgeTone>;

/** Each status's word ('Yeni', 'Görüşme'…), for the badge and the poster's status select. */
export const applicationStatusLabelIds = {
  new: 'applicationStatus.new',
  reviewed: 'applicationStatus.reviewed',
  interview: 'applicationStatus.interview',
  rejected: 'applicationStatus.rejected',
} as const satisfies Record<ApplicationStatus, MessageId>;

export interface ApplicationStatusBadgeProps {
  status: ApplicationStatus;
}

/** Where an application stands, as its poster set it: yeni, incelendi, görüşme or olumsuz. */
export function ApplicationStatusBadge({ status }: ApplicationStatusBadgeProps) {
  const { t } = useTexts();
  return <Badge tone={toneByStatus[status]}>{t(applicationStatusLabelIds[status])}</Badge>;
}
