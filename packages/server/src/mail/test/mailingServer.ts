/**
 * The server of `pnpm start` (configFromEnv, buildApp), with the mail sender's timings taken from
 * TEST_MAIL_SENDER (JSON): the kill test's child process, which cannot wait out production's
 * two-minute lease. SIGTERM closes it as main.ts does, recording the sends in flight.
 */
import { buildApp } from '../../app';
import { configFromEnv } from '../../config';

const config = configFromEnv();
const app = await buildApp({
  ...config,
  mailSender: JSON.parse(process.env.TEST_MAIL_SENDER ?? '{}'),
});
process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
await app.listen({ port: config.port, host: config.host });
