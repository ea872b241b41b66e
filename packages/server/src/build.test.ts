/**
 * The production build (vite.config.ts) runs as the source does: `node` on the bundle, with the
 * files it finds from its own place (migrations, the workers' entries) and the dependencies left
 * in node_modules (PGlite or pg, sharp, zxcvbn). Built into a folder of its own beside dist/, so
 * it races no `pnpm start`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/databases';
import { jobForm, picture } from './test/images';
import { testClient } from './test/server';

const serverDir = join(import.meta.dirname, '..');

describe('the built server', () => {
  let outDir: string;
  let scratch: string;
  let database: TestDatabase;
  beforeAll(async () => {
    // One level below the package, as dist/ is: the build finds the app and node_modules from it.
    outDir = mkdtempSync(join(serverDir, '.built-'));
    scratch = mkdtempSync(join(tmpdir(), 'job-built-'));
    database = await createTestDatabase();
    await build({ root: serverDir, logLevel: 'warn', build: { outDir } });
  }, 120_000);
  afterAll(async () => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
    await database?.drop();
  });

  it('migrates, checks passwords, stores images, renders mail on its thread, and stops on SIGTERM', async () => {
    const dataDir = join(scratch, 'data');
    const child = spawn(process.execPath, [join(outDir, 'main.js')], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.options.databaseUrl ?? '',
        APP_DIST_DIR: join(scratch, 'no-app'),
        SEED_SAMPLE: '1',
        ALERT_SPACING_SECONDS: '0',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const origin = await until(
        () => /Server listening at (http:\/\/[\d.:]+)/.exec(output)?.[1],
        () => `The server did not start:\n${output}`,
      );
      const server = testClient(origin);
      const page = await server.request<{ totalCount: number }>('/api/paginate/0/5');
      expect(page.body.totalCount, output).toBe(24);

      // The common-password check runs on its worker thread.
      const common = await server.request('/api/register', {
        json: {
          name: 'A',
          email: 'a@example.com',
          password: 'password',
          password_confirmation: 'password',
        },
      });
      expect(common.status, output).toBe(422);

      // An alert's mail is rendered on the render thread, once its member's address is verified.
      const reader = await server.signUp('Okur');
      const verifyMail = await until(
        () => mailTo(dataDir, reader.email, 'verifyAddress'),
        () => `No verification mail:\n${output}`,
      );
      const token = /verify-email#token=([\w-]+)/.exec(verifyMail)?.[1];
      expect(token).toBeDefined();
      expect((await server.request('/api/email/verify', { json: { token } })).status).toBe(204);
      const alert = await server.request('/api/me/alerts', {
        token: reader.token,
        json: { q: 'Derleyici', frequency: 'instant' },
      });
      expect(alert.status, output).toBe(201);

      const poster = await server.signUp('İlan veren');
      const png = await picture('png');
      const created = await server.request<{ data: { image: string } }>('/api/jobs', {
        token: poster.token,
        form: jobForm(
          { title: 'Derleyici mühendisi', workType: '1' },
          { data: png, name: 'a.png', type: 'image/png' },
        ),
      });
      expect(created.status, output).toBe(201);
      const image = await server.request(created.body.data.image);
      expect(image.headers.get('content-type')).toBe('image/webp');
      await until(
        () => mailTo(dataDir, reader.email, 'jobAlert'),
        () => `No alert mail:\n${output}`,
      );

      child.kill('SIGTERM');
      expect(await exited, output).toBe(0);
      expect(output).toContain('closed; exiting');
    } finally {
      child.kill('SIGKILL');
    }
  }, 180_000);
});

/** What `value` gives once it gives something, within 90 s. */
async function until<T>(value: () => T | undefined, failure: () => string): Promise<T> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const found = value();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The mail of `kind` written to `email` (as a file: no SMTP_URL), its quoted-printable undone. */
function mailTo(dataDir: string, email: string, kind: string): string | undefined {
  const folder = join(dataDir, 'mail');
  if (!existsSync(folder)) return undefined;
  return readdirSync(folder)
    .filter((name) => name.startsWith(`${kind}-`))
    .map((name) =>
      readFileSync(join(folder, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replaceAll('=3D', '='),
    )
    .find((mail) => mail.includes(email));
}
