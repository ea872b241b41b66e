/**
 * The PostgreSQL these machines run, for the tests that need one (the server's postgres project,
 * the e2e journeys on a second server). Typed in index.d.ts.
 */
import pg from 'pg';

/** Its maintenance database, where test databases are made and dropped. */
export const postgresMaintenanceUrl =
  process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** Whether it answers a query within 3 s (README: the test command needs it; CI insists). */
export async function postgresAnswers() {
  const client = new pg.Client({
    connectionString: postgresMaintenanceUrl,
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
