import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../test/databases';
import { DataDirLockedError, openDatabase, selectRows } from './connect';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));

// Only PGlite has a data directory of the server's own (PostgreSQL keeps its files): skipped in
// the PostgreSQL run. Starting a server process (tsx, migrations, seeding) takes a while on a busy
// machine: these tests get long timeouts.
describe.runIf(testDatabaseKind() === 'pglite')('the PGlite data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'job-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('belongs to one server: a second one stops at once with a clear message', async () => {
    const first = openDatabase({ dataDir });
    await first.migrate();
    try {
      expect(() => openDatabase({ dataDir })).toThrow(DataDirLockedError);
      // A second process, as `pnpm start` would run it.
      const second = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`The data directory ${dataDir} is in use by another server`);
    } finally {
      await first.close();
    }
  }, 90_000);

  it('is released by a server that stops on SIGTERM after serving', async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'job-data-'));
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: otherDir, PORT: '0', HOST: '127.0.0.1' },
    });
    try {
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        server.stdout.on('data', (chunk) => {
          output += chunk;
          const address = /Server listening at (http:\/\/[\d.:]+)/.exec(output)?.[1];
          if (address) resolve(address);
        });
        server.on('exit', () => reject(new Error(`The server stopped early:\n${output}`)));
      });
      const page = await fetch(`${url}/api/paginate/0/5`);
      expect(((await page.json()) as { totalCount: number }).totalCount).toBe(24);
      const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(existsSync(join(otherDir, 'server.pid'))).toBe(false);
    } finally {
      server.kill('SIGKILL');
      rmSync(otherDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('is free again once the first server closed, and keeps its data', async () => {
    const reopened = openDatabase({ dataDir });
    await reopened.migrate();
    const rows = await selectRows(reopened.db, sql`SELECT count(*)::int AS jobs FROM jobs`);
    expect(rows).toEqual([{ jobs: 0 }]);
    await reopened.close();
  });
});

describe('migrations', () => {
  it('bring a database made by the first migration up to date, keeping its rows', async () => {
    const database = await createTestDatabase({ empty: true });
    const handle = openDatabase(database.options);
    try {
      // The state of a server that ran only the first release: tables, no search function.
      for (const statement of readFileSync(join(migrationsDir, '0000_initial.sql'), 'utf8').split(
        '--> statement-breakpoint',
      )) {
        await handle.db.execute(sql.raw(statement));
      }
      await handle.db.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
      await handle.db.execute(
        sql`CREATE TABLE drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
      );
      const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8'));
      const { createHash } = await import('node:crypto');
      const firstHash = createHash('sha256')
        .update(readFileSync(join(migrationsDir, '0000_initial.sql'), 'utf8'))
        .digest('hex');
      await handle.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${firstHash}, ${journal.entries[0].when})`,
      );
      await handle.db.execute(
        sql`INSERT INTO jobs (title, slug, info, work_type, save) VALUES ('Eski İlan', 'eski-ilan', 'İzmir', 2, 3)`,
      );

      await handle.migrate();
      await handle.migrate(); // a second start changes nothing

      const found = await selectRows(
        handle.db,
        sql`SELECT title FROM jobs WHERE search_text LIKE job_search_fold('%IZMIR%')`,
      );
      expect(found).toEqual([{ title: 'Eski İlan' }]);
      // Nothing is known of an old job's company, place or workplace.
      const added = await selectRows(
        handle.db,
        sql`SELECT company, location, workplace FROM jobs WHERE slug = 'eski-ilan'`,
      );
      expect(added).toEqual([{ company: null, location: null, workplace: null }]);
      const counts = await selectRows(
        handle.db,
        sql`SELECT work_type, workplace, total FROM job_counts`,
      );
      expect(counts).toEqual([{ work_type: 2, workplace: '', total: 1 }]);
      // Nor its city nor its pay: its facet's cell is of none (migration 0028's backfill).
      const facets = await selectRows(
        handle.db,
        sql`SELECT city_key, work_type, workplace, salary_currency, salary_floor, total,
              posted_on = (now() AT TIME ZONE 'UTC')::date AS today FROM job_facets`,
      );
      expect(facets).toEqual([
        {
          ...{ city_key: '', work_type: 2, workplace: '', salary_currency: '' },
          ...{ salary_floor: 0, total: 1, today: true },
        },
      ]);
      // An old job is live for 30 days from the migration, saved by no one so far.
      const [expiry] = await selectRows<{ live: boolean; save: number; days: number }>(
        handle.db,
        sql`SELECT live, save, round(extract(epoch FROM expires_at - now()) / 86400)::int AS days
            FROM jobs WHERE slug = 'eski-ilan'`,
      );
      expect(expiry).toEqual({ live: true, save: 0, days: 30 });
    } finally {
      await handle.close();
      await database.drop();
    }
  });

  // PGlite has one process by design (see the lock above); racing starts exist only on PostgreSQL.
  it.runIf(testDatabaseKind() === 'postgres')(
    'run once when several servers start together',
    async () => {
      const database = await createTestDatabase();
      const handles = Array.from({ length: 3 }, () => openDatabase(database.options));
      try {
        await Promise.all(handles.map((handle) => handle.migrate()));
        const [first] = handles;
        if (!first) throw new Error('no handle');
        const applied = await selectRows(
          first.db,
          sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
        );
        const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8'));
        expect(applied).toEqual([{ n: journal.entries.length }]);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
        await database.drop();
      }
    },
  );
});
