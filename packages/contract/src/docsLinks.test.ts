import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every relative link of the README, ARCHITECTURE.md and docs/ names a file that exists, and
// every #anchor a heading of that file, as GitHub renders them.

const repoDir = fileURLToPath(new URL('../../../', import.meta.url));

const documents = [
  'README.md',
  'ARCHITECTURE.md',
  ...readdirSync(join(repoDir, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The text outside fenced code blocks and inline code, where links are links. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: its text, lower-cased, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown file's headings get, a repeated one numbered as GitHub numbers it. */
function anchorsOf(markdown: string): Set<string> {
  const withoutCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, text = ''] of withoutCode.matchAll(/^#{1,6}\s+(.*?)\s*#*\s*$/gm)) {
    const base = slug(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The targets of a file's inline links and images that point inside the repository. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe.each(documents)('%s', (document) => {
  const path = join(repoDir, document);
  const markdown = readFileSync(path, 'utf8');

  it('links only to files and headings that exist', () => {
    const broken = relativeLinks(markdown).filter((target) => {
      const [file = '', anchor] = target.split('#', 2);
      const targetPath = file === '' ? path : resolve(dirname(path), decodeURI(file));
      if (!existsSync(targetPath)) return true;
      if (anchor === undefined) return false;
      if (statSync(targetPath).isDirectory() || !targetPath.endsWith('.md')) return true;
      return !anchorsOf(readFileSync(targetPath, 'utf8')).has(decodeURIComponent(anchor));
    });
    expect(broken, `broken links in ${relative(repoDir, path)}`).toEqual([]);
  });
});

describe('the docs', () => {
  it('are each linked from the README', () => {
    const linked = new Set(relativeLinks(readFileSync(join(repoDir, 'README.md'), 'utf8')));
    const unlinked = documents
      .filter((document) => document.startsWith('docs/'))
      .filter((document) => !linked.has(document));
    expect(unlinked).toEqual([]);
  });

  it('anchors follow GitHub: punctuation and code marks dropped, spaces as hyphens', () => {
    expect([...anchorsOf('## API: `pnpm bench:api`\n## A, b\n## A, b\n')]).toEqual([
      'api-pnpm-benchapi',
      'a-b',
      'a-b-1',
    ]);
  });
});
