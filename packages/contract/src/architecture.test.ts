import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The arrows ARCHITECTURE.md says must never exist, checked on every source file.

const packagesDir = fileURLToPath(new URL('../../', import.meta.url));

/** What each package may not import by name: the packages above it, and for ui any router, store or HTTP client. */
const forbiddenByPackage: Record<string, RegExp[]> = {
  texts: [/^@job\//, /^react/],
  contract: [/^@job\/(?!texts(\/|$))/, /^react/],
  ui: [/^@job\/(app|server|emails)$/, /^(wouter|valtio|openapi-fetch)(\/|$)/],
  app: [/^@job\/(server|emails)$/],
  server: [/^@job\/(app|ui)$/],
  // The mails the server renders: their words and nothing else of ours (never ui's components).
  emails: [/^@job\/(?!texts(\/|$))/],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', '__screenshots__'].includes(entry.name)
        ? []
        : sourceFiles(path);
    }
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The module names a file imports or re-exports, statically or lazily. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'([^']+)'/g)].map(
    (match) => match[1] ?? '',
  );
}

describe.each(Object.keys(forbiddenByPackage))('packages/%s', (name) => {
  const packageDir = join(packagesDir, name);
  const files = sourceFiles(packageDir);

  it('has sources to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('imports no package above it', () => {
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter((module) => forbiddenByPackage[name]?.some((pattern) => pattern.test(module)))
        .map((module) => `${relative(packagesDir, file)} imports ${module}`),
    );
    expect(offending).toEqual([]);
  });

  it('reaches other packages by name, never by a relative path out of its folder', () => {
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter((module) => module.startsWith('.'))
        .filter((module) => !resolve(dirname(file), module).startsWith(packageDir + sep))
        .map((module) => `${relative(packagesDir, file)} imports ${module}`),
    );
    expect(offending).toEqual([]);
  });
});
