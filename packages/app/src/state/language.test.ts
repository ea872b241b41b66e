import { createTexts, type Language, type Locale, type Namespace } from '@job/texts';
import { compiledMessages } from '@job/texts/catalogues';
import { describe, expect, it } from 'vitest';
import { createLanguage } from './language';

/** A catalogue download held until the test answers it, as the browser's chunks arrive. */
function heldDownloads() {
  const asked: { locale: Locale; from: readonly Namespace[]; answer: () => void }[] = [];
  const load = (locale: Locale, from: readonly Namespace[]) =>
    new Promise<ReturnType<typeof compiledMessages>>((resolve) => {
      asked.push({ locale, from, answer: () => resolve(compiledMessages(locale, from)) });
    });
  return { asked, load };
}

function startedWith(locale: Locale, loaded: Namespace[]) {
  const downloads = heldDownloads();
  const remembered: Language[] = [];
  const language = createLanguage({
    texts: createTexts(locale, compiledMessages(locale, loaded)),
    loaded,
    load: downloads.load,
    remember: (chosen) => remembered.push(chosen),
  });
  return { language, remembered, ...downloads };
}

describe('the language store', () => {
  it('asks for a page’s words once, however many ask, and then has them', async () => {
    const { language, asked } = startedWith('tr', ['board']);
    expect(language.ensure(['board'])).toBeUndefined();
    const first = language.ensure(['account', 'validation']);
    const second = language.ensure(['account']);
    expect(first).toBeDefined();
    expect(asked.map(({ from }) => from)).toEqual([['account'], ['validation']]);
    for (const download of asked) download.answer();
    await Promise.all([first, second]);
    expect(language.ensure(['account', 'validation'])).toBeUndefined();
    expect(language.t('signIn.submit')).toBe('Giriş yap');
  });

  it('switches every text to a chosen language with the namespaces the page has, and keeps the choice', async () => {
    const { language, asked, remembered } = startedWith('default', ['board', 'account']);
    expect(language.t('header.signIn')).toBe('Login');
    const choosing = language.choose('en');
    expect(asked).toMatchObject([{ locale: 'en', from: ['board', 'account'] }]);
    asked[0]?.answer();
    await choosing;
    expect(language.state.texts.locale).toBe('en');
    expect(language.t('header.signIn')).toBe('Sign in');
    expect(language.t('memberMenu.signOut')).toBe('Sign out');
    expect(remembered).toEqual(['en']);
  });

  it('never counts words downloaded for the language it left as the new one’s', async () => {
    const { language, asked } = startedWith('tr', ['board']);
    const turkishAccount = language.ensure(['account']);
    const choosing = language.choose('en');
    asked[1]?.answer();
    await choosing;
    asked[0]?.answer();
    await turkishAccount;
    // The Turkish download landed in the Turkish texts; English still needs its own.
    expect(language.ensure(['account'])).toBeDefined();
    expect(asked.at(-1)).toMatchObject({ locale: 'en', from: ['account'] });
  });
});
