import type { CompanySize } from '@job/contract';
import type { MessageId } from '@job/texts';

/** Each size's words ('11–50 çalışan'), by the size as the API names it. */
export const companySizeWords = {
  '1-10': 'companySize.1-10',
  '11-50': 'companySize.11-50',
  '51-200': 'companySize.51-200',
  '201-500': 'companySize.201-500',
  '501-1000': 'companySize.501-1000',
  '1001+': 'companySize.1001+',
} as const satisfies Record<CompanySize, MessageId>;
