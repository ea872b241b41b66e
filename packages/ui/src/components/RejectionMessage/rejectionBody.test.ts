import { allTextsOf } from '@job/texts/catalogues';
import { describe, expect, it } from 'vitest';
import {
  experienceTemplate,
  filledTemplate,
  rejectionTemplates,
  relocationTemplate,
  tooLongMessage,
} from '../../storybook/rejectionTemplates';
import { chooseTemplate, rejectionBody, rejectionMessageErrors } from './rejectionBody';

const { t } = allTextsOf('tr');

describe('rejectionBody', () => {
  it('sends nothing for no template and no message, or only spaces', () => {
    expect(rejectionBody({ template: null, message: '' }, false)).toEqual({});
    expect(rejectionBody({ template: null, message: '  \n ' }, true)).toEqual({});
  });

  it('sends the message trimmed, for one applicant or several', () => {
    expect(rejectionBody({ template: null, message: '  Teşekkürler. \n' }, false)).toEqual({
      message: 'Teşekkürler.',
    });
    expect(rejectionBody({ template: null, message: 'Teşekkürler.' }, true)).toEqual({
      message: 'Teşekkürler.',
    });
  });

  it('sends for one applicant the message a template filled, never the template', () => {
    expect(rejectionBody({ template: 4, message: 'Edited words' }, false)).toEqual({
      message: 'Edited words',
    });
    expect(rejectionBody({ template: 4, message: '' }, false)).toEqual({});
  });

  it('sends for several the template by its id and not the message typed before', () => {
    expect(rejectionBody({ template: 4, message: 'Earlier words' }, true)).toEqual({
      template: 4,
    });
  });
});

describe('rejectionMessageErrors', () => {
  it('finds nothing wrong with a message within the limit, counted trimmed', () => {
    expect(rejectionMessageErrors({ template: null, message: 'Kısa' }, false, t)).toEqual({});
    const atLimit = ` ${'a'.repeat(2000)} `;
    expect(rejectionMessageErrors({ template: null, message: atLimit }, false, t)).toEqual({});
  });

  it('says a message past 2,000 characters is too long', () => {
    expect(rejectionMessageErrors({ template: null, message: tooLongMessage }, false, t)).toEqual({
      message: [t('validation.maxLength', { max: 2000 })],
    });
  });

  it('does not check a message that is not sent: several with a template', () => {
    expect(rejectionMessageErrors({ template: 4, message: tooLongMessage }, true, t)).toEqual({});
  });
});

describe('chooseTemplate', () => {
  const start = { template: null, message: '' };

  it('fills the message for one applicant with the text in their language', () => {
    expect(chooseTemplate(start, rejectionTemplates, filledTemplate.id, 'en')).toEqual({
      template: filledTemplate.id,
      message: filledTemplate.body_en,
    });
    expect(chooseTemplate(start, rejectionTemplates, filledTemplate.id, 'tr').message).toBe(
      filledTemplate.body_tr,
    );
  });

  it('fills it with the other text when theirs is empty, and Turkish first for no language', () => {
    expect(chooseTemplate(start, rejectionTemplates, experienceTemplate.id, 'en').message).toBe(
      experienceTemplate.body_tr,
    );
    expect(chooseTemplate(start, rejectionTemplates, relocationTemplate.id, null).message).toBe(
      relocationTemplate.body_en,
    );
    expect(chooseTemplate(start, rejectionTemplates, filledTemplate.id, null).message).toBe(
      filledTemplate.body_tr,
    );
  });

  it('replaces the words of the template chosen before, even changed ones', () => {
    const edited = { template: filledTemplate.id, message: 'Changed words' };
    expect(chooseTemplate(edited, rejectionTemplates, experienceTemplate.id, 'tr')).toEqual({
      template: experienceTemplate.id,
      message: experienceTemplate.body_tr,
    });
  });

  it("empties the message on 'Şablon yok' unless the poster changed the template's words", () => {
    const untouched = { template: filledTemplate.id, message: filledTemplate.body_en };
    expect(chooseTemplate(untouched, rejectionTemplates, null, 'en')).toEqual(start);
    const edited = { template: filledTemplate.id, message: `${filledTemplate.body_en} Bye.` };
    expect(chooseTemplate(edited, rejectionTemplates, null, 'en')).toEqual({
      template: null,
      message: edited.message,
    });
  });

  it('keeps the message typed for several, for when no template is chosen again', () => {
    const typed = { template: null, message: 'Kendi sözlerim' };
    const chosen = chooseTemplate(typed, rejectionTemplates, filledTemplate.id, undefined);
    expect(chosen).toEqual({ template: filledTemplate.id, message: 'Kendi sözlerim' });
    expect(chooseTemplate(chosen, rejectionTemplates, null, undefined)).toEqual(typed);
  });

  it('chooses no template for an id no longer among them', () => {
    expect(chooseTemplate(start, rejectionTemplates, 999, 'tr')).toEqual(start);
  });
});
