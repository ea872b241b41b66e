import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpPlugin } from './http';
import { readOpenApi } from './openapi/document';
import { operationsPlugin } from './openapi/plugin';
import { registerOperations } from './openapi/routes';
import { startServer, type TestServer } from './test/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('routes and openapi.yaml', () => {
  const document = readOpenApi();
  const noAuth = { required: async () => {}, optional: async () => {} };
  const handler = { handler: async () => ({}) };

  it('serves every operation of the file', () => {
    const routes = server.app.printRoutes({ commonPrefix: false });
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) {
        expect(
          server.app.hasRoute({
            method: method.toUpperCase() as 'GET',
            url: path.replaceAll(/\{(\w+)\}/g, ':$1'),
          }),
          `${method} ${path}\n${routes}`,
        ).toBe(true);
      }
    }
  });

  it('refuses to start when an operation has no route', async () => {
    const app = Fastify();
    await app.register(httpPlugin).register(operationsPlugin);
    app.serveOperations({ health: handler });
    await expect(app.ready()).rejects.toThrow(
      'openapi.yaml describes register but no route serves it',
    );
  });

  it('refuses a module that takes tokens before the bearer check is there', () => {
    expect(() => registerOperations(Fastify(), document, { me: handler }, undefined)).toThrow(
      'me takes a token: its module is registered before auth',
    );
  });

  it('refuses to start when a route has no operation', async () => {
    const all = Object.fromEntries(
      Object.values(document.paths).flatMap((methods) =>
        Object.values(methods).map((op) => [op.operationId, handler]),
      ),
    );
    expect(() =>
      registerOperations(Fastify(), document, { ...all, archiveJob: handler } as never, noAuth),
    ).toThrow('The server has a route for archiveJob, which openapi.yaml does not describe');
    expect(() => server.app.get('/api/extra', async () => ({}))).toThrow();
  });

  it('serves the contract as JSON and a reference page', async () => {
    const json = await server.request('/api/openapi.json');
    expect(json.status).toBe(200);
    expect(json.body).toEqual(JSON.parse(JSON.stringify(document)));
    const docs = await server.request<Buffer>('/api/docs/');
    expect(docs.status).toBe(200);
    expect(docs.body.toString()).toContain('/api/openapi.json');
    expect(docs.headers.get('content-security-policy')).toContain(
      "script-src 'self' 'unsafe-inline'",
    );
  });
});

describe('answers to bad requests', () => {
  it('answers unknown /api paths with 404 JSON', async () => {
    const answer = await server.request('/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Nothing is at GET /api/nothing-here.' });
  });

  it('answers malformed JSON with 400 and another body type with 415', async () => {
    const broken = await server.request('/api/login', {
      body: '{"email"',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken).toMatchObject({ status: 400, body: { message: 'The body is not valid JSON.' } });
    const form = await server.request('/api/login', {
      body: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form).toMatchObject({
      status: 415,
      body: { message: 'This call takes application/json, not application/x-www-form-urlencoded.' },
    });
  });

  it('sends the security headers, the app CSP, and no CORS unless configured', async () => {
    const answer = await server.request('/api/health', {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(answer.body).toEqual({ status: 'ok' });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('hides what failed inside: a broken database answers 503 and 500 with a plain message', async () => {
    const broken = await startServer();
    await broken.app.database.close();
    const health = await broken.request('/api/health');
    expect(health).toMatchObject({
      status: 503,
      body: { message: 'The database does not answer.' },
    });
    const page = await broken.request('/api/paginate/0/5');
    expect(page.status).toBe(500);
    expect(page.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    await broken.app.close().catch(() => {});
  });
});

describe('limits and logs', () => {
  it('refuses a JSON body over 1 MB with 413', async () => {
    const answer = await server.request('/api/login', {
      json: { email: 'a@b.co', password: 'x'.repeat(1024 * 1024) },
    });
    expect(answer).toMatchObject({ status: 413, body: { message: 'The body is too large.' } });
  });

  it('writes JSON logs without passwords or tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await startServer({ logger: { level: 'trace', stream } });
    try {
      const { token } = await logged.signUp();
      await logged.request('/api/me', { token });
      await logged.request('/api/login', {
        json: { email: 'x@example.com', password: 'hunter22' },
      });
    } finally {
      await logged.close();
    }
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const completed = lines.filter((line) => JSON.parse(line).msg === 'request completed');
    expect(completed).toHaveLength(3);
    const all = lines.join('');
    expect(all).not.toContain('kestane-41');
    expect(all).not.toContain('hunter22');
    expect(all).not.toMatch(/Bearer [A-Za-z0-9_-]{43}/);
  });
});

describe('CORS_ORIGIN', () => {
  it('allows the configured origins only', async () => {
    const withCors = await startServer({
      corsOrigin: 'https://app.example, https://admin.example',
    });
    try {
      const allowed = await withCors.request('/api/health', {
        headers: { origin: 'https://admin.example' },
      });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://admin.example');
      const search = await withCors.request('/api/search', {
        json: { data: '' },
        headers: { origin: 'https://app.example' },
      });
      expect(search.headers.get('access-control-expose-headers')).toBe('X-Total-Count');
      expect(search.headers.get('x-total-count')).toBe('0');
      const other = await withCors.request('/api/health', {
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await withCors.close();
    }
  });
});
