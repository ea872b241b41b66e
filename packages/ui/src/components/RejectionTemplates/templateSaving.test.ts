import { describe, expect, it } from 'vitest';
import {
  experienceTemplate,
  filledTemplate,
  rejectionTemplates,
  relocationTemplate,
} from '../../storybook/rejectionTemplates';
import {
  pendingSave,
  saveLanded,
  templateLanguages,
  templateValues,
  unchanged,
} from './templateSaving';

describe('saveLanded', () => {
  it('waits for a changed template until its updated_at moves', () => {
    const pending = pendingSave(
      templateValues('Yeni ad', 'x', ''),
      rejectionTemplates,
      filledTemplate,
    );
    expect(saveLanded(rejectionTemplates, pending)).toBe(false);
    const saved = { ...filledTemplate, name: 'Yeni ad', updated_at: '2026-11-23T09:00:00.000Z' };
    expect(saveLanded([experienceTemplate, saved], pending)).toBe(true);
  });

  it('does not take a changed template gone from the list for saved', () => {
    const pending = pendingSave(
      templateValues('Yeni ad', 'x', ''),
      rejectionTemplates,
      filledTemplate,
    );
    expect(saveLanded([experienceTemplate], pending)).toBe(false);
  });

  it('finds a new template by its name, however it is cased', () => {
    const pending = pendingSave(templateValues('  İlan kapandı ', 'Metin', ''), rejectionTemplates);
    expect(saveLanded(rejectionTemplates, pending)).toBe(false);
    const added = { ...experienceTemplate, id: 12, name: 'ilan KAPANDI' };
    expect(saveLanded([...rejectionTemplates, added], pending)).toBe(true);
  });

  it('does not take a template there before for the new one: its name is taken (a 422)', () => {
    const pending = pendingSave(templateValues('pozisyon DOLDU', 'Metin', ''), rejectionTemplates);
    expect(saveLanded(rejectionTemplates, pending)).toBe(false);
  });
});

describe('unchanged', () => {
  it('is true only when name and both texts read as the template does', () => {
    expect(
      unchanged(
        templateValues(' Pozisyon doldu ', filledTemplate.body_tr, filledTemplate.body_en),
        filledTemplate,
      ),
    ).toBe(true);
    expect(
      unchanged(templateValues('Pozisyon doldu', filledTemplate.body_tr, ''), filledTemplate),
    ).toBe(false);
    expect(
      unchanged(
        templateValues('Pozisyon Doldu', filledTemplate.body_tr, filledTemplate.body_en),
        filledTemplate,
      ),
    ).toBe(false);
  });
});

describe('templateLanguages', () => {
  it('names the texts a template has', () => {
    expect(templateLanguages(filledTemplate)).toBe('both');
    expect(templateLanguages(experienceTemplate)).toBe('tr');
    expect(templateLanguages(relocationTemplate)).toBe('en');
    expect(templateLanguages({ body_tr: '  ', body_en: 'Hi' })).toBe('en');
  });
});
