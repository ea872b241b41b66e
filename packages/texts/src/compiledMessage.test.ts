import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogueSources } from './catalogues';
import { type CompiledMessage, messageFormatter } from './compiledMessage';
import { namespaces } from './namespaces';

const turkish = messageFormatter('tr', (value) => new Intl.NumberFormat('tr').format(value));
const english = messageFormatter('en', (value) => new Intl.NumberFormat('en').format(value));
const compiled = (text: string) => compileMessage(text) as CompiledMessage;

describe('a compiled message', () => {
  it('puts its values in place, and nothing for a value not given', () => {
    const message = compiled('"{query}" için {workType}');
    expect(turkish(message, { query: 'vue', workType: 'Full-time' })).toBe('"vue" için Full-time');
    expect(turkish(message, { query: 'vue' })).toBe('"vue" için ');
  });

  it('counts by the language’s plural rules, # in its digits', () => {
    const message = compiled('{count, plural, one {# job} other {# jobs}}');
    expect(english(message, { count: 1 })).toBe('1 job');
    expect(english(message, { count: 1234 })).toBe('1,234 jobs');
    expect(turkish(compiled('{count, plural, other {# ilan}}'), { count: 1234 })).toBe(
      '1.234 ilan',
    );
  });

  it('takes an exact case before the rules, and counts # past an offset', () => {
    const message = compiled('{count, plural, =0 {none} one {# job} other {# jobs}}');
    expect(english(message, { count: 0 })).toBe('none');
    const others = compiled('{count, plural, offset:1 =1 {you} other {you and # more}}');
    expect(english(others, { count: 1 })).toBe('you');
    expect(english(others, { count: 3 })).toBe('you and 2 more');
  });

  it('chooses a select’s case, or its other; a # there is only text', () => {
    const message = compiled('{role, select, moderator {Moderatör #} other {Üye}}');
    expect(turkish(message, { role: 'moderator' })).toBe('Moderatör #');
    expect(turkish(message, { role: 'member' })).toBe('Üye');
  });

  it('refuses a kind the catalogues do not use, rather than showing it wrong', () => {
    expect(() => english(compiled('{when, date, short}'), { when: 0 })).toThrow(/date/);
  });
});

it('the catalogues use only values, plurals and selects', () => {
  const kinds = new Set<string>();
  const visit = (message: unknown) => {
    if (!Array.isArray(message)) return;
    for (const token of message) {
      if (!Array.isArray(token)) continue;
      if (token[1] !== undefined) kinds.add(token[1]);
      for (const form of Object.values((token[2] ?? {}) as Record<string, unknown>)) visit(form);
    }
  };
  for (const catalogues of Object.values(catalogueSources)) {
    for (const namespace of namespaces) {
      for (const text of Object.values(catalogues[namespace])) visit(compileMessage(text));
    }
  }
  expect([...kinds].sort()).toEqual(['plural', 'select']);
});
