import type { Translate } from '@job/texts';
import type { components } from './api';
import { limits } from './limits';

export type ApplyMethod = components['schemas']['ApplyMethod'];

/** How a posting takes applications; `site` is the default, and what older postings have. */
export const applyMethods = ['site', 'url', 'email'] as const satisfies readonly ApplyMethod[];

export function isApplyMethod(value: unknown): value is ApplyMethod {
  return (applyMethods as readonly unknown[]).includes(value);
}

export type ApplicationStatus = components['schemas']['ApplicationStatus'];

/** The poster's answers, in the order an application moves through them. */
export const applicationStatuses = [
  'new',
  'reviewed',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const satisfies readonly ApplicationStatus[];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return (applicationStatuses as readonly unknown[]).includes(value);
}

/**
 * What a move of several applications to `status` says, the server's answer and the page's toast
 * alike: how many moved, and how many stayed because their applicants had withdrawn them.
 */
export function movedApplicationsMessage(
  t: Translate,
  status: ApplicationStatus,
  { moved, withdrawn }: { moved: number; withdrawn: number },
): string {
  const told = t('toast.applicationsMoved', {
    count: moved,
    status: t(`applicationStatus.${status}`),
  });
  return withdrawn > 0 ? `${told} ${t('toast.withdrawnNotMoved', { count: withdrawn })}` : told;
}

/** The longest name a CV keeps (an application's or a stored one), its `.pdf` included. */
export const cvNameMaxLength = 100;

/** Why a file is no CV the board takes, as the id of its validation message. */
export type CvProblem =
  | 'validation.cvEmpty'
  | 'validation.cvTooLarge'
  | 'validation.cvNotPdf'
  | 'validation.cvTruncated';

const pdfHeader = '%PDF-';
const pdfTrailer = '%%EOF';
// PDF readers look for the trailer within the last kilobyte (ISO 32000-1, 7.5.5); writers may
// put a newline or some padding after it.
const trailerWindow = 1024;

/**
 * Checks a CV by its bytes, never its name or declared type: a PDF starts with `%PDF-` and ends
 * with `%%EOF`, so a picture renamed `.pdf`, an HTML page sent as `application/pdf` and a PDF cut
 * short in an upload are all refused. The browser and the server run the same check.
 */
export function cvProblem(bytes: Uint8Array): CvProblem | undefined {
  if (bytes.length === 0) return 'validation.cvEmpty';
  if (bytes.length > limits.cvMaxBytes) return 'validation.cvTooLarge';
  if (latin1(bytes.subarray(0, pdfHeader.length)) !== pdfHeader) return 'validation.cvNotPdf';
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - trailerWindow)));
  return tail.includes(pdfTrailer) ? undefined : 'validation.cvTruncated';
}

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}
