import { describe, expect, it } from 'vitest';
import { loadMessages } from './lazyCatalogues';
import { namespaces } from './namespaces';

/** The server's own words and its mails': compiled by the server, never a browser's download. */
const serverOnly = ['server', 'emails'] as const;

describe('the browser’s catalogues', () => {
  it('leave out the server’s words and its mails’', async () => {
    for (const namespace of serverOnly) {
      await expect(loadMessages('tr', [namespace])).rejects.toThrow(`tr/${namespace}.json`);
    }
  });

  it('have every other namespace, in every locale', async () => {
    const pages = namespaces.filter(
      (namespace) => !(serverOnly as readonly string[]).includes(namespace),
    );
    for (const locale of ['tr', 'en', 'default'] as const) {
      const messages = await loadMessages(locale, pages);
      expect(Object.keys(messages).length).toBeGreaterThan(0);
    }
  });
});
