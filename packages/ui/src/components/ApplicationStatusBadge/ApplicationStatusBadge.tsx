import type { MessageId } from '@job/texts';
import { useTexts } from '../../texts/TextsProvider';
import { Badge, type BadgeTone } from '../Badge/Badge';
import type { ApplicationStanding } from './standings';

export { type ApplicationStanding, applicationStandings } from './standings';

const toneByStanding = {
  new: 'promote',
  reviewed: 'caution',
  interview: 'positive',
  offer: 'positive',
  hired: 'positive',
  rejected: 'critical',
  withdrawn: 'neutral',
} as const satisfies Record<ApplicationStanding, BadgeTone>;

/**
 * Each standing's word ('Yeni', 'Görüşme'…, 'Geri çekildi'), for the badge, the stages and the
 * poster's status select.
 */
export const applicationStatusLabelIds = {
  new: 'applicationStatus.new',
  reviewed: 'applicationStatus.reviewed',
  interview: 'applicationStatus.interview',
  offer: 'applicationStatus.offer',
  hired: 'applicationStatus.hired',
  rejected: 'applicationStatus.rejected',
  withdrawn: 'applicationStatus.withdrawn',
} as const satisfies Record<ApplicationStanding, MessageId>;

export interface ApplicationStatusBadgeProps {
  status: ApplicationStanding;
}

/**
 * Where an application stands, as its poster set it (yeni, incelendi, görüşme, teklif, işe
 * alındı or olumsuz), or withdrawn by its applicant, in grey: over, with nothing wrong.
 */
export function ApplicationStatusBadge({ status }: ApplicationStatusBadgeProps) {
  const { t } = useTexts();
  return <Badge tone={toneByStanding[status]}>{t(applicationStatusLabelIds[status])}</Badge>;
}
