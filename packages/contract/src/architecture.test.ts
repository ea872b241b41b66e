import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The arrows ARCHITECTURE.md says must never exist, checked on every source file; and the length
// of a file of logic.

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

function sourceFiles(dir: string, extensions = /\.(ts|tsx|mjs)$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', '__screenshots__'].includes(entry.name)
        ? []
        : sourceFiles(path, extensions);
    }
    return extensions.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
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

/** The longest a file of logic may be: a longer one does more than one thing (issue 40, item 2). */
const maxLogicLines = 400;

/** The files that may be longer, each for the reason above it. */
const longFilesAllowed = [
  // Declarative: the tables, their columns, indexes and checks, which the migrations are made from.
  'packages/server/src/db/schema.ts',
  // Data: the seed's sample postings, one literal.
  'packages/server/src/seed/sampleJobs.ts',
];

/** The files of code, which a limit on logic measures: the machine's helpers are JavaScript. */
const codeFiles = /\.(ts|tsx|mjs|js)$/;

/** A test, a story or a journey: what it checks reads as a list, however long. */
const isTestOrStory = (file: string) => /\.(test|spec|stories)\.(ts|tsx|mjs|js)$/.test(file);

describe('the files of logic', () => {
  const repoDir = join(packagesDir, '..');
  const logicFiles = [
    ...readdirSync(packagesDir).flatMap((name) => {
      const srcDir = join(packagesDir, name, 'src');
      return existsSync(srcDir) ? sourceFiles(srcDir, codeFiles) : [];
    }),
    // The journeys' support code.
    ...sourceFiles(join(repoDir, 'e2e'), codeFiles),
  ]
    .filter((file) => !isTestOrStory(file))
    .map((file) => ({
      path: relative(repoDir, file).split(sep).join('/'),
      lines: readFileSync(file, 'utf8').trimEnd().split('\n').length,
    }));

  it(`are ${maxLogicLines} lines or shorter, but for the files allowed`, () => {
    const long = logicFiles
      .filter(({ path, lines }) => lines > maxLogicLines && !longFilesAllowed.includes(path))
      .map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('allow no file that is within the limit now', () => {
    const within = longFilesAllowed.filter(
      (allowed) => (logicFiles.find(({ path }) => path === allowed)?.lines ?? 0) <= maxLogicLines,
    );
    expect(within).toEqual([]);
  });
});

/** The names of the cache's tags, and what turns a write's events into them (cache/invalidation.ts). */
const tagBuilders = new Set(['jobTag', 'listTag', 'searchTag', 'idsTag', 'tagsOf']);

describe("the server's writes", () => {
  const serverSrc = join(packagesDir, 'server', 'src');
  const cacheDir = join(serverSrc, 'cache') + sep;

  it('name no cache tag outside the cache: they announce what happened (issue 40, item 3)', () => {
    const offending = sourceFiles(serverSrc)
      .filter((file) => !file.startsWith(cacheDir) && !isTestOrStory(file))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        const fromCache =
          /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'[^']*cache\/(?:keys|invalidation)'/g;
        return (
          [...text.matchAll(fromCache)]
            .flatMap((match) => (match[1] ?? '').split(','))
            // `type jobTag as tag`: the name it has in keys.ts.
            .map(
              (name) =>
                name
                  .trim()
                  .replace(/^type\s+/, '')
                  .split(/\s+as\s+/)[0] ?? '',
            )
            .filter((name) => tagBuilders.has(name))
            .map((name) => `${relative(packagesDir, file)} imports ${name}`)
        );
      });
    expect(offending).toEqual([]);
  });
});

describe("the server's modules", () => {
  const serverSrc = join(packagesDir, 'server', 'src');
  const read = (file: string) => readFileSync(file, 'utf8');

  it('are plugins that buildApp lists: app.ts adds no hook, decoration or route of its own', () => {
    const own = read(join(serverSrc, 'app.ts')).match(
      /\bapp\.(addHook|decorate\w*|route|get|post|set\w+Handler|addContentTypeParser)\(/g,
    );
    expect(own ?? []).toEqual([]);
  });

  it('serve their calls from their plugin.ts', () => {
    const modules = readdirSync(serverSrc, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(serverSrc, entry.name))
      .filter((dir) => existsSync(join(dir, 'routes.ts')));
    expect(modules.filter((dir) => !existsSync(join(dir, 'plugin.ts')))).toEqual([]);
    const servedElsewhere = sourceFiles(serverSrc)
      .filter((file) => !isTestOrStory(file) && !file.endsWith(`${sep}plugin.ts`))
      .filter((file) => /\.serveOperations\(/.test(read(file)))
      .map((file) => relative(packagesDir, file));
    expect(servedElsewhere).toEqual([]);
  });
});
