import { namespaces } from '@job/texts';
import { compiledMessages } from '@job/texts/catalogues';
import { loadMessages } from '@job/texts/lazy';
import { describe, expect, it } from 'vitest';

// The browser's catalogues as the app's build makes them (src/compiledCatalogues.ts, in this
// project's Vite plugins too).

/** The server's own words and its mails': compiled by the server, never a browser's download. */
const serverOnly = ['server', 'emails'] as const;
const browserNamespaces = namespaces.filter(
  (namespace) => !(serverOnly as readonly string[]).includes(namespace),
);

describe('the browser’s catalogues', () => {
  it('leave out the server’s words and its mails’', async () => {
    for (const namespace of serverOnly) {
      await expect(loadMessages('tr', [namespace])).rejects.toThrow(`tr/${namespace}.json`);
    }
  });

  it('hold, in every locale, what the server compiles for it: the default the spec’s texts over the Turkish', async () => {
    for (const locale of ['tr', 'en', 'default'] as const) {
      const messages = await loadMessages(locale, browserNamespaces);
      expect(messages).toEqual(compiledMessages(locale, browserNamespaces));
    }
  });
});
