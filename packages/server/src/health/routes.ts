import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { serviceUnavailable } from '../openapi/errors';
import type { OperationRoutes } from '../openapi/routes';

export function healthRoutes(db: Database): OperationRoutes {
  return {
    health: {
      async handler(request, reply) {
        try {
          await db.execute(sql`SELECT 1`);
          return { status: 'ok' };
        } catch (error) {
          request.log.warn({ err: error }, 'health check: the database does not answer');
          return serviceUnavailable(reply, request.texts.t('api.databaseNotAnswering'));
        }
      },
    },
  };
}
