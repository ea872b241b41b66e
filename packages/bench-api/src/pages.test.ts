import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkPage, decodedText, escapeHtml, type RawAnswer } from './pages';

const page = (html: string, status = 200): RawAnswer => ({
  status,
  contentType: 'text/html; charset=utf-8',
  contentEncoding: 'br',
  body: brotliCompressSync(Buffer.from(html)),
});

const rendered = (markup: string) =>
  `<html><body><div id="root">${markup}</div><script>window.__STATE__={"title":"Barista"}</script></body></html>`;

describe('checkPage', () => {
  it('passes a page rendered with the job it must show', () => {
    const answer = page(rendered('<h2>Part-time Barista &amp; Trainer</h2>'));
    expect(decodedText(answer)).toContain('<div id="root"><h2>');
    expect(() =>
      checkPage('/', answer, { status: 200, text: 'Part-time Barista & Trainer' }),
    ).not.toThrow();
  });

  it('fails an empty root, a job only in the state script, and another status', () => {
    expect(() => checkPage('/', page(rendered('')), { status: 200 })).toThrow(/empty root/);
    expect(() =>
      checkPage('/', page(rendered('<p>No jobs</p>')), { status: 200, text: 'Barista' }),
    ).toThrow(/does not show "Barista"/);
    expect(() =>
      checkPage('/x', page(rendered('<h1>Not found</h1>'), 200), { status: 404 }),
    ).toThrow(/answered not 404/);
  });

  it('escapes a title as React writes it', () => {
    expect(escapeHtml(`Children's "Books" <&>`)).toBe(
      'Children&#x27;s &quot;Books&quot; &lt;&amp;&gt;',
    );
  });
});
