import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { UserWorkspaceConfig } from 'vitest/config';

/** The server's Vitest projects that run the suite in src/ (resilience has its own config). */
export type ServerProject = 'server' | 'server-pglite' | 'server-postgres';

/** What a project gives its files in TEST_DATABASE: `none` makes `createTestDatabase` refuse. */
export type ProjectDatabase = 'none' | 'pglite' | 'postgres';

/**
 * The files that touch no database (pure logic, a config refused before anything starts): they
 * run once, in the `server` project, where `createTestDatabase` throws.
 */
export const databaseFreeFiles = [
  'src/applications/cvFile.test.ts',
  'src/auth/password.test.ts',
  'src/cache/invalidation.test.ts',
  'src/cache/readCache.test.ts',
  'src/config.test.ts',
  'src/db/errors.test.ts',
  'src/jobs/slug.test.ts',
  'src/mail/transport.test.ts',
  'src/requestLog.test.ts',
  'src/test/projects.test.ts',
  'src/yieldToRequests.test.ts',
];

/**
 * The files that touch a database but test what lies above it, each with why PostgreSQL could
 * answer them no differently: PGlite's run alone. Every other file runs on both (docs/testing.md,
 * "What runs on which database"): the two drivers differ, so a file whose subject is SQL,
 * migrations, transactions and locks, two instances, LISTEN/NOTIFY, stored bytes or a database
 * failing stays in both.
 */
export const pgliteOnlyFiles: Readonly<Record<string, string>> = {
  'src/alerts/unsubscribePage.test.ts':
    'what an unsubscribe link hands the app’s render and how its page is sent; the link’s lookup and pause are alertMail’s, run on PostgreSQL',
  'src/auth/rateLimit.test.ts':
    'the limits count in memory or in Redis, never in the database; its sign-ups and sign-ins are the account suites’, run on PostgreSQL',
  'src/cache/fastLane.test.ts':
    'the fast lane answers from memory before Fastify; its invalidation between instances is cachedReads’ and narrowInvalidation’s, run on PostgreSQL',
  'src/cache/keptAnswers.test.ts':
    'which request headers a kept answer is built from: the HTTP layer, the same over either database',
  'src/cache/languages.test.ts':
    'answers kept per locale in memory; the reads behind them are the jobs suites’, run on PostgreSQL',
  'src/compat/originalClient.test.ts':
    'the original client’s requests and the shapes of their answers; the sign-ups, creates, pages and searches behind them are the account and jobs suites’, run on PostgreSQL',
  'src/compression.test.ts': 'how answers are encoded on the wire, after the database answered',
  'src/dataDir.test.ts':
    'file modes of the data directory, which holds the database only on PGlite; on PostgreSQL it holds the mail alone, which this run checks too',
  'src/metrics/metricsAccess.test.ts':
    'who may read /metrics: addresses, proxies and a token, decided before any read',
  'src/openapi/jsonBody.test.ts':
    'how a body and its content type are parsed, before any handler; the saves, renews and deletes behind them are the jobs suites’, run on PostgreSQL',
  'src/openapi/privateAnswers.test.ts':
    'the Cache-Control header of every answer, set by the route and not by what the database answered',
  'src/requestTimeouts.test.ts': 'requests cut by the HTTP server while they arrive',
  'src/tokensInLogs.test.ts':
    'what the request log writes of an address and its headers; no token is read from the database',
  'src/web/appDist.test.ts': 'the built app’s files, served from disk',
  'src/web/reportForm.test.ts':
    'the report form’s post, handed to the API’s own report call, which the moderation suite runs on PostgreSQL',
  'src/web/serverRender.test.ts':
    'pages rendered from the public reads, whose SQL the jobs suites run on PostgreSQL; what is kept and when is decided in memory',
};

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** Every test file of the suite, from the package (`src/...`), but resilience's. */
export function suiteFiles(): string[] {
  return readdirSync(`${serverDir}src`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.startsWith('resilience/'))
    .map((file) => `src/${file}`)
    .sort();
}

/** The projects that run a file of the suite. */
export function projectsOf(file: string): ServerProject[] {
  if (databaseFreeFiles.includes(file)) return ['server'];
  if (file in pgliteOnlyFiles) return ['server-pglite'];
  return ['server-pglite', 'server-postgres'];
}

const databaseOf = {
  server: 'none',
  'server-pglite': 'pglite',
  'server-postgres': 'postgres',
} as const satisfies Record<ServerProject, ProjectDatabase>;

/**
 * One Vitest project of the suite: the files `projectsOf` gives it (a filter on the command line
 * picks among them), or none when the project is `skipped` (PostgreSQL missing).
 */
export function serverProject(name: ServerProject, { skipped = false } = {}): UserWorkspaceConfig {
  return {
    test: {
      name,
      include: skipped ? [] : suiteFiles().filter((file) => projectsOf(file).includes(name)),
      environment: 'node',
      env: { TEST_DATABASE: databaseOf[name] },
      // Files share their worker's modules instead of importing the server (Fastify, drizzle,
      // PGlite's WebAssembly, sharp) afresh each: on a quiet machine (2026-11-27) the PGlite run
      // took 343 s of CPU instead of 523 and the PostgreSQL run 188 instead of 252. Each file
      // still starts servers and databases of its own; no server module keeps state between them.
      isolate: false,
      // Generous: several tests start servers of their own, slow on a busy 2-core machine.
      testTimeout: 90_000,
      hookTimeout: 90_000,
    },
  };
}
