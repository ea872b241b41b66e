import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { allTextsOf, type CatalogueSource, catalogueSources } from './catalogues';
import { glossary } from './glossary';
import { languages } from './locales';
import { namespaces } from './namespaces';
import { addMessages } from './texts';

const ids = (catalogue: CatalogueSource) => Object.keys(catalogue).sort();

/** The argument names of an ICU message: `{count, plural, ...}` and `{min}` give count and min. */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const visit = (compiled: unknown) => {
    if (!Array.isArray(compiled)) return;
    for (const part of compiled) {
      if (!Array.isArray(part)) continue;
      if (typeof part[0] === 'string') names.add(part[0]);
      for (const option of Object.values((part[2] ?? {}) as Record<string, unknown>)) visit(option);
    }
  };
  visit(compileMessage(text));
  return [...names].sort();
}

describe.each(namespaces)('the %s catalogue', (namespace) => {
  const turkish = catalogueSources.tr[namespace];

  it('has every Turkish message in English, and nothing else', () => {
    expect(ids(catalogueSources.en[namespace])).toEqual(ids(turkish));
  });

  it('gives the default only texts that exist in both languages', () => {
    const unknown = ids(catalogueSources.default[namespace]).filter((id) => !(id in turkish));
    expect(unknown).toEqual([]);
  });

  it('asks each message’s values alike in every locale', () => {
    for (const [id, text] of Object.entries(turkish)) {
      const expected = argumentsOf(text);
      for (const locale of ['en', 'default'] as const) {
        const other = catalogueSources[locale][namespace][id];
        if (other !== undefined)
          expect([locale, id, argumentsOf(other)]).toEqual([locale, id, expected]);
      }
    }
  });

  it('has no empty message', () => {
    for (const locale of ['tr', 'en', 'default'] as const) {
      const empty = Object.entries(catalogueSources[locale][namespace])
        .filter(([, text]) => text.trim() === '')
        .map(([id]) => `${locale} ${id}`);
      expect(empty).toEqual([]);
    }
  });
});

it('gives every message one id, in one namespace', () => {
  const all = namespaces.flatMap((namespace) => ids(catalogueSources.tr[namespace]));
  expect(all.filter((id, index) => all.indexOf(id) !== index)).toEqual([]);
});

it('renders plurals and numbers by the language’s rules', () => {
  const texts = allTextsOf('en');
  addMessages(texts, {
    'test.count': compileMessage('{count, plural, one {# job} other {# jobs}}'),
  });
  expect(texts.t('test.count' as never, { count: 1 })).toBe('1 job');
  expect(texts.t('test.count' as never, { count: 1234 })).toBe('1,234 jobs');
  expect(allTextsOf('tr').formats.money(85000, 'TRY')).toBe('₺85.000');
  expect(allTextsOf('en').formats.money(85000, 'TRY')).toBe('₺85,000');
  expect(allTextsOf('tr').formats.upper('ilan')).toBe('İLAN');
  expect(allTextsOf('en').formats.upper('ilan')).toBe('ILAN');
});

/** A word as a whole word, its first letter in either case: 'Login' finds 'login', not 'logins'. */
function wordPattern(word: string): RegExp {
  const first = word.charAt(0);
  const rest = word.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `(?<!\\p{L})[${first.toLowerCase()}${first.toUpperCase()}]${rest}(?!\\p{L})`,
    'u',
  );
}

describe.each(languages)('the %s catalogues', (language) => {
  it('follow the glossary: no message uses a word it avoids', () => {
    const found: string[] = [];
    for (const namespace of namespaces) {
      for (const [id, text] of Object.entries(catalogueSources[language][namespace])) {
        for (const term of glossary) {
          const avoided: readonly string[] =
            ('avoid' in term && term.avoid[language as never]) || [];
          for (const word of avoided) {
            if (wordPattern(word).test(text))
              found.push(`${id}: '${word}' (say '${term.words[language]}')`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });
});

it('finds an avoided word as a whole word, its first letter in either case', () => {
  expect(wordPattern('Login').test('Go to login')).toBe(true);
  expect(wordPattern('Login').test('Logins')).toBe(false);
  expect(wordPattern('Sign Up').test('Sign up')).toBe(false);
  expect(wordPattern('Sign Up').test('Sign Up')).toBe(true);
});
