import { type RejectionTemplate, rejectionLimits, templateText } from '@job/contract';
import type { Language, Translate } from '@job/texts';

/**
 * What the poster chose in the reject confirmation: a template (the select's state) and the
 * message as typed. For one applicant the template only fills the message, which is what is sent;
 * for several the template is sent, by its id, or the message when none is chosen.
 */
export interface RejectionMessageChoice {
  template: number | null;
  message: string;
}

/** Nothing chosen, nothing typed: the confirmation's start. */
export const noRejectionMessage: RejectionMessageChoice = { template: null, message: '' };

/**
 * What goes with `status: 'rejected'` in `setApplicationStatus` (one) or `moveApplications`
 * (several): `{ message }`, `{ template }` or nothing, never both. The message is sent trimmed; an
 * empty one is none.
 */
export type RejectionBody = { message: string } | { template: number } | Record<string, never>;

export function rejectionBody(choice: RejectionMessageChoice, several: boolean): RejectionBody {
  if (several && choice.template !== null) return { template: choice.template };
  const message = choice.message.trim();
  return message === '' ? {} : { message };
}

/**
 * The message's own check before the rejection is confirmed: its length (trimmed, as it is sent)
 * within `rejectionLimits.messageMaxLength`. A template sent by its id is the server's to check.
 */
export function rejectionMessageErrors(
  choice: RejectionMessageChoice,
  several: boolean,
  t: Translate,
): { message?: string[] } {
  const body = rejectionBody(choice, several);
  if (!('message' in body) || body.message.length <= rejectionLimits.messageMaxLength) return {};
  return { message: [t('validation.maxLength', { max: rejectionLimits.messageMaxLength })] };
}

/**
 * The choice after the select: for one applicant (`language` given), a template fills the message
 * with its text in their language, and 'Şablon yok' empties it again unless the poster changed the
 * template's words; for several, the message typed stays for when no template is chosen.
 */
export function chooseTemplate(
  choice: RejectionMessageChoice,
  templates: readonly RejectionTemplate[],
  id: number | null,
  language: Language | null | undefined,
): RejectionMessageChoice {
  const chosen = templates.find((template) => template.id === id);
  if (language === undefined)
    return { template: chosen ? chosen.id : null, message: choice.message };
  if (chosen) return { template: chosen.id, message: templateText(chosen, language) };
  const previous = templates.find((template) => template.id === choice.template);
  const untouched = previous !== undefined && choice.message === templateText(previous, language);
  return { template: null, message: untouched ? '' : choice.message };
}
