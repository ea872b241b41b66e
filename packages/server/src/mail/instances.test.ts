import { startMailCatcher } from '@job/machine';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/connect';
import { createTestDatabase, testDatabaseKind } from '../test/databases';
import { createMailOutbox } from './outbox';
import { outboxRows, queueMessages, receiptsById, waitForDistinct } from './test/outboxTesting';

const messages = 1000;

// Two servers on one database is a PostgreSQL setup: PGlite's directory belongs to one process.
it.runIf(testDatabaseKind() === 'postgres')(
  'delivers each of 1,000 queued messages exactly once from two instances on one PostgreSQL',
  async () => {
    const database = await createTestDatabase();
    const catcher = await startMailCatcher();
    const instances: FastifyInstance[] = [];
    const handle = openDatabase(database.options);
    try {
      await handle.migrate();
      await queueMessages(
        handle.db,
        createMailOutbox('jobs.example.com', () => {}),
        messages,
      );

      // Each instance signs its mail with its own From, to show that both took part.
      const senders = ['one@jobs.example.com', 'two@jobs.example.com'];
      instances.push(
        ...(await Promise.all(
          senders.map((address) =>
            buildApp({
              ...database.options,
              smtpUrl: catcher.url,
              mailFrom: `Job <${address}>`,
              mailSender: { pollMs: 100 },
            }),
          ),
        )),
      );
      await Promise.all(instances.map((instance) => instance.ready()));
      await waitForDistinct(catcher, messages, 120_000);
      // Closed, they have recorded every send.
      await Promise.all(instances.splice(0).map((instance) => instance.close()));

      const receipts = receiptsById(catcher);
      expect(receipts.size).toBe(messages);
      expect([...receipts.values()].filter((times) => times !== 1)).toEqual([]);
      const rows = await outboxRows(handle.db);
      expect(rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
      for (const address of senders) {
        const sent = catcher.messages().filter((mail) => mail.from === address).length;
        expect(sent, `sent by ${address}`).toBeGreaterThan(0);
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await catcher.close();
      await handle.close();
      await database.drop();
    }
  },
  180_000,
);
