import { allTextsOf } from '@job/texts/catalogues';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetTextsRead, readTheDefaultsOwn, recorded } from './textsRead';

describe('the texts a story read', () => {
  beforeEach(forgetTextsRead);
  const texts = recorded(allTextsOf('default'));

  it('say the same as the Turkish ones when every message read is the Turkish one', () => {
    expect(texts.t('applicants.none')).toBe(allTextsOf('tr').t('applicants.none'));
    // The spec's toasts are Turkish in the default too.
    expect(texts.t('toast.signedIn')).toBe(allTextsOf('tr').t('toast.signedIn'));
    expect(texts.formats.number(85_000)).toBe(allTextsOf('tr').formats.number(85_000));
    expect(readTheDefaultsOwn()).toBe(false);
  });

  it('differ once a message of the default’s own is read', () => {
    texts.t('applicants.none');
    texts.t('accountFields.email', {});
    expect(readTheDefaultsOwn()).toBe(true);
    forgetTextsRead();
    expect(readTheDefaultsOwn()).toBe(false);
  });

  it('differ once the locale is read', () => {
    expect(texts.locale).toBe('default');
    expect(readTheDefaultsOwn()).toBe(true);
  });

  it('come from one recorder per texts, so a provider’s value keeps its identity', () => {
    expect(recorded(allTextsOf('default'))).toBe(texts);
    expect(recorded(allTextsOf('tr'))).not.toBe(texts);
  });
});
