import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../appConfig';
import { defaultLimits, type RateLimitOptions } from '../auth/rateLimit';
import { selectRows } from '../db/connect';
import { createTestDatabase } from './databases';
import { waitFor } from './waitFor';

/** Cheap enough for hundreds of sign-ups per run; production keeps N = 2^15. */
export const testScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/** Every limit out of reach, for the files that sign in and up far more than any visitor would. */
export const relaxedLimits: RateLimitOptions = {
  limits: Object.fromEntries(
    Object.keys(defaultLimits).map((name) => [name, { points: 1_000_000, seconds: 60 }]),
  ),
};

export interface Answer<Body = unknown> {
  status: number;
  headers: Headers;
  body: Body;
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Gives up (the promise rejects) after this long; 30 s unless told. */
  timeoutMs?: number;
}

/** Calls over real HTTP to one server, in-process or a child process. */
export interface TestClient {
  baseUrl: string;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads answers freely; the server checks their shape.
  request<Body = any>(path: string, options?: RequestOptions): Promise<Answer<Body>>;
  /** Registers a new user and answers their token. */
  signUp(name?: string): Promise<{ token: string; email: string }>;
}

export interface TestServer extends TestClient {
  app: FastifyInstance;
  close(): Promise<void>;
}

let users = 0;

/**
 * A real server with a database of its own, as a test file needs one; on a free port, or on `port`
 * when the configuration has to name its own address (`publicUrl`).
 */
export async function startServer(config: AppConfig = {}, port = 0): Promise<TestServer> {
  const database = await createTestDatabase();
  const app = await buildApp({
    ...database.options,
    scryptCost: testScryptCost,
    rateLimit: relaxedLimits,
    // Files post far more than a member a day; the moderation tests set their own limit.
    postingsPerDay: Number.MAX_SAFE_INTEGER,
    ...config,
  });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('No TCP address');
  return {
    app,
    ...testClient(`http://127.0.0.1:${address.port}`),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** The password of every member `signUp` makes: not among the common ones the server refuses. */
export const memberPassword = 'kestane-41';

/** A client for the server at `baseUrl`; a request that takes longer than its `timeoutMs` fails. */
export function testClient(baseUrl: string): TestClient {
  async function request<Body>(path: string, options: RequestOptions = {}): Promise<Answer<Body>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    let body: string | Buffer | FormData | undefined = options.body ?? options.form;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${baseUrl}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('json')
      ? await response.json()
      : Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body: parsed as Body };
  }

  return {
    baseUrl,
    request,
    async signUp(name = 'Ayşe Yılmaz') {
      users += 1;
      const email = `user${users}.${process.pid}@example.com`;
      const answer = await request<{ token: string }>('/api/register', {
        json: { name, email, password: memberPassword, password_confirmation: memberPassword },
      });
      if (answer.status !== 201) throw new Error(`Sign-up failed: ${JSON.stringify(answer.body)}`);
      return { token: answer.body.token, email };
    },
  };
}

/**
 * A new member whose address counts as verified, as following the welcome mail's link makes it:
 * alerts mail no other address.
 */
export async function signUpVerified(server: TestServer, name?: string) {
  const member = await server.signUp(name);
  await server.app.database.db.execute(
    sql`UPDATE users SET email_verified_at = now() WHERE email = ${member.email}`,
  );
  return member;
}

/** Two servers on one fresh PostgreSQL database, as two instances behind a load balancer. */
export async function startServerPair(config: AppConfig = {}) {
  const database = await createTestDatabase();
  const writer = await startServer({ ...database.options, ...config });
  const reader = await startServer({ ...database.options, ...config });
  return {
    databaseUrl: database.options.databaseUrl,
    writer,
    reader,
    async close() {
      await Promise.all([writer.close(), reader.close()]);
      await database.drop();
    },
  };
}

/**
 * Waits until the server's background work has caught up with what earlier requests gave it: the
 * jobs in line matched (their alerts' mail queued) and the mail queued sent (the tests' transports
 * do not fail). That work waits for a
 * quiet moment among the requests (yieldToRequests.ts), so a test that checks what a request
 * wrote, or holds the database, lets it finish first. The limit is generous because this is a wait,
 * not a timing check: twenty mails through a real SMTP server took over 10 s on CI's busy two cores.
 */
export async function backgroundDone(server: TestServer, limitMs = 60_000): Promise<void> {
  await server.app.alertMailer.dispatch();
  await waitFor(
    async () => {
      const [row] = await selectRows<{ left: number }>(
        server.app.database.db,
        sql`SELECT (SELECT count(*) FROM jobs_to_match)
          -- Every mail not yet sent, the ones on their way included: their record is a write too.
          + (SELECT count(*) FROM outbox WHERE status = 'pending')
          AS "left"`,
      );
      return Number(row?.left);
    },
    (left) => left === 0,
    limitMs,
  );
}
