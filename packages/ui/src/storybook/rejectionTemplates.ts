/**
 * Sample data for the poster's rejection message templates (`RejectionTemplates` on the applicants'
 * page, and 'Şablon' in the reject confirmation): by name, as `rejectionTemplates` answers them,
 * one in Turkish only, one in English only, one in both.
 */
import { type RejectionTemplate, rejectionLimits } from '@job/contract';

/** A template with sensible defaults; pass only what a story is about. */
function makeTemplate(
  overrides: Partial<RejectionTemplate> & Pick<RejectionTemplate, 'id' | 'name'>,
): RejectionTemplate {
  return {
    body_tr: '',
    body_en: '',
    updated_at: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

/** In both languages: the board's usual words for a role filled by someone else. */
export const filledTemplate = makeTemplate({
  id: 4,
  name: 'Pozisyon doldu',
  body_tr:
    'Başvurunuz için teşekkür ederiz. Bu pozisyon için başka bir adayla ilerlemeye karar verdik. Size yeni ilanlarımızda başarılar dileriz.',
  body_en:
    'Thank you for applying. We have decided to move forward with another candidate for this role. We wish you the best with our future postings.',
});

/** In Turkish only: an English reader gets these words too. */
export const experienceTemplate = makeTemplate({
  id: 7,
  name: 'Deneyim yetersiz',
  body_tr:
    'Başvurunuzu dikkatle inceledik. Bu rol için aradığımız deneyim düzeyini şu an karşılamadığınızı düşünüyoruz; birkaç yıl sonra yeniden başvurmanızı isteriz.',
});

/** In English only, written for the international applicants. */
export const relocationTemplate = makeTemplate({
  id: 9,
  name: 'Relocation not supported',
  body_en:
    'Thank you for your interest. Unfortunately we cannot support relocation or a work permit for this position at the moment.',
});

/** The three, by name as the server orders them. */
export const rejectionTemplates: RejectionTemplate[] = [
  experienceTemplate,
  filledTemplate,
  relocationTemplate,
];

/** As many templates as a poster may keep (`rejectionLimits.templatesMax`, 20). */
export const fullRejectionTemplates: RejectionTemplate[] = Array.from(
  { length: rejectionLimits.templatesMax },
  (_, index) =>
    makeTemplate({
      id: 100 + index,
      name: `Şablon ${String(index + 1).padStart(2, '0')}`,
      body_tr: `Başvurunuz için teşekkür ederiz; bu kez olumlu yanıt veremiyoruz (${index + 1}).`,
    }),
);

/** A message longer than `rejectionLimits.messageMaxLength` allows, by a few words. */
export const tooLongMessage = `${'Başvurunuz için teşekkür ederiz. '.repeat(61)}Başarılar dileriz.`;
