import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/connect';
import { startServer, type TestServer } from '../test/server';

describe('expired tokens', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const query = <Row>(statement: ReturnType<typeof sql>) =>
    selectRows<Row>(server.app.database.db, statement);

  it('are deleted, sessions and mailed links alike, and the live ones stay', async () => {
    const live = await server.signUp('Live');
    const expired = await server.signUp('Expired');
    const me = (token: string) => server.request('/api/me', { token }).then((a) => a.status);
    const [user] = await query<{ id: number }>(sql`SELECT id FROM users ORDER BY id LIMIT 1`);
    await query(sql`
      UPDATE tokens SET expires_at = now() - interval '1 second'
      WHERE user_id = (SELECT id FROM users WHERE email = ${expired.email})`);
    await query(sql`
      INSERT INTO mailed_links (user_id, purpose, token_hash, expires_at) VALUES
        (${user?.id}, 'reset', 'expired-link', now() - interval '1 second'),
        (${user?.id}, 'verify', 'live-link', now() + interval '1 hour')`);
    expect(await me(expired.token)).toBe(401);

    expect(await server.app.expiredTokens.sweep()).toBe(2);

    const links = await query<{ token_hash: string }>(sql`SELECT token_hash FROM mailed_links`);
    const hashes = links.map((link) => link.token_hash);
    // The sign-ups' own verification links are live too.
    expect(hashes).toContain('live-link');
    expect(hashes).not.toContain('expired-link');
    const [sessions] = await query<{ expired: number; all: number }>(sql`
      SELECT count(*) FILTER (WHERE expires_at < now())::int AS expired, count(*)::int AS all
      FROM tokens`);
    expect(sessions).toEqual({ expired: 0, all: 1 });
    expect(await me(live.token)).toBe(200);
    // A second sweep (another server's, say) finds nothing left to do.
    expect(await server.app.expiredTokens.sweep()).toBe(0);
  });

  it('are found by the expires_at index, not by reading every live one', async () => {
    const [user] = await query<{ id: number }>(sql`SELECT id FROM users ORDER BY id LIMIT 1`);
    // Many live rows and a few expired ones, as a board's tables hold them.
    for (const [table, columns, values] of [
      ['tokens', sql`(user_id, token_hash, expires_at)`, sql`${user?.id}, 'live-' || n`],
      [
        'mailed_links',
        sql`(user_id, purpose, token_hash, expires_at)`,
        sql`${user?.id}, 'reset', 'many-' || n`,
      ],
    ] as const) {
      await query(sql`
        INSERT INTO ${sql.identifier(table)} ${columns}
        SELECT ${values}, now() + (CASE WHEN n <= 5 THEN interval '-1 hour' ELSE interval '1 day' END)
        FROM generate_series(1, 5000) AS n`);
      await query(sql`ANALYZE ${sql.identifier(table)}`);
      const plan = await query<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN DELETE FROM ${sql.identifier(table)} WHERE expires_at < now()`,
      );
      expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain(
        `${table}_expires_at_idx`,
      );
    }
    expect(await server.app.expiredTokens.sweep()).toBe(10);
  });
});
