import pg from 'pg';

// Apart from the test databases (databases.ts): vitest.postgres.config.ts asks, and loads no driver.

/** The maintenance database of the PostgreSQL the postgres project runs on. */
export const postgresMaintenanceUrl =
  process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export async function postgresAnswers(): Promise<boolean> {
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
