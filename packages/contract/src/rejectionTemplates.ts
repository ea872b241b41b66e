// A poster's rejection message templates: saved words for the applicants they turn down, each in
// Turkish, English or both, so a rejection writes to every applicant in their own language.
import type { Language, Translate } from '@job/texts';
import type { components } from './api';
import { maxLengthCheck } from './jobValidation';
import { collect, type FieldErrors, isBlank } from './validation';

/** The templates' limits: only the applicants' page and the server load them. */
export const rejectionLimits = {
  /** Templates one member keeps: a handful of reasons, not an archive. */
  templatesMax: 20,
  templateNameMaxLength: 80,
  /** A message's length, a template's text or one written with a rejection. */
  messageMaxLength: 2000,
} as const;

export type RejectionTemplate = components['schemas']['RejectionTemplate'];

/** What saving or changing a template sends. */
export type RejectionTemplateValues = components['schemas']['RejectionTemplateBody'];

/**
 * A template as the form and the server check it: a name, and a text in at least one language,
 * each within its length.
 */
export function validateRejectionTemplate(
  values: RejectionTemplateValues,
  t: Translate,
): FieldErrors<'name' | 'body_tr' | 'body_en'> {
  const bodyTr = values.body_tr ?? '';
  const bodyEn = values.body_en ?? '';
  return collect({
    name: isBlank(values.name)
      ? [t('validation.templateNameRequired')]
      : [maxLengthCheck(values.name, rejectionLimits.templateNameMaxLength, t)],
    body_tr:
      isBlank(bodyTr) && isBlank(bodyEn)
        ? [t('validation.templateBodyRequired')]
        : [maxLengthCheck(bodyTr, rejectionLimits.messageMaxLength, t)],
    body_en: [maxLengthCheck(bodyEn, rejectionLimits.messageMaxLength, t)],
  });
}

/**
 * A template's words for a reader of `language`: their own text, else the other one. A reader who
 * chose no language reads the board in Turkish first.
 */
export function templateText(
  template: Pick<RejectionTemplate, 'body_tr' | 'body_en'>,
  language: Language | null,
): string {
  const [own, other] =
    language === 'en' ? [template.body_en, template.body_tr] : [template.body_tr, template.body_en];
  return (isBlank(own) ? other : own).trim();
}
