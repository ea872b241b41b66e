import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { MessageValues } from './messages';

/**
 * An ICU message as Lingui's compiler leaves it (`compileMessage`: at build time for the browser's
 * catalogues, at start on the server): text, values by name (`['title']`), and plurals and selects
 * with their cases (`['count', 'plural', { one: […], other: ['#', ' ilan'] }]`).
 */
export type { CompiledMessage };

/** A language's compiled messages by id. */
export type Messages = Record<string, CompiledMessage>;

/**
 * What the catalogues use of ICU, read as Lingui's runtime reads it: values, `plural` (exact `=n`
 * cases, `offset:`, `#` as the number in the language's digits) and `select`. In place of Lingui's
 * runtime, whose 2 KB (brotli) the first visit's 80 KB budget could not keep; the catalogue tests
 * allow no other kind of placeholder.
 */
export function messageFormatter(language: string, number: (value: number) => string) {
  const pluralRules = new Intl.PluralRules(language);

  function format(message: CompiledMessage, values: MessageValues, count?: number): string {
    if (typeof message === 'string') return message;
    let text = '';
    for (const token of message) {
      if (typeof token === 'string') {
        // Lingui's compiler splits a plural case's `#` into a token of its own.
        text += token === '#' && count !== undefined ? number(count) : token;
        continue;
      }
      const [name, kind, options] = token;
      const cases = (options ?? {}) as Readonly<Record<string, CompiledMessage | number>>;
      const value = values[name];
      if (kind === 'plural') {
        const { offset = 0, ...forms } = cases;
        const counted = Number(value) - Number(offset);
        const form =
          forms[String(value)] ?? forms[pluralRules.select(counted)] ?? forms.other ?? '';
        text += format(form as CompiledMessage, values, counted);
      } else if (kind === 'select') {
        text += format((cases[String(value)] ?? cases.other ?? '') as CompiledMessage, values);
      } else if (kind === undefined) {
        text += value ?? '';
      } else {
        throw new Error(`The catalogues use no ${kind} placeholders: {${name}, ${kind}}.`);
      }
    }
    return text;
  }

  return format;
}
