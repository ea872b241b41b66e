import { type WorkTypeCode, workTypeByCode } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import { Badge, type BadgeTone } from '../Badge/Badge';

const toneByCode = { 1: 'fullTime', 2: 'partTime', 3: 'freelance' } as const satisfies Record<
  WorkTypeCode,
  BadgeTone
>;

export interface WorkTypeBadgeProps {
  /** A job's `work_type`: 1 Full-time, 2 Part-time, 3 Freelance. Any other value renders nothing. */
  code: number | null | undefined;
}

/** The work type as a coloured badge, in the reader's words ('Tam zamanlı', 'Full-time'). */
export function WorkTypeBadge({ code }: WorkTypeBadgeProps) {
  const { t } = useTexts();
  const workType = workTypeByCode(code);
  if (!workType) return null;
  return <Badge tone={toneByCode[workType.code]}>{t(workType.labelId)}</Badge>;
}
