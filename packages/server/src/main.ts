import { buildApp } from './app';
import { configFromEnv, type ServerConfig } from './config';
import { DataDirLockedError } from './db/connect';
import { exitOnCrash, exitWhenLogged, logDestination } from './logging';
import { sampleJobsAtStart } from './seed/seed';

async function main() {
  // What this process creates is its owner's only: the data directory's files with their live
  // links, the admin socket from its first moment. (PGlite sets its files' modes itself: see
  // openPglite.)
  process.umask(0o077);
  const config = settingsOrExit();
  const destination = logDestination(config.logSync);
  const app = await buildApp({ ...config, logger: { ...config.logger, stream: destination } });
  exitOnCrash(app.log, destination);
  await sampleJobsAtStart(app.database.db, app.log, config.seedSample);

  // Stop accepting, let requests in flight finish, then close the database (an onClose hook).
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: shutting down`);
      app.close().then(
        () => {
          app.log.info('closed; exiting');
          exitWhenLogged(destination, 0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          exitWhenLogged(destination, 1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  // Loaded now, the render thread writes the first alert mail as fast as the next.
  app.mailRenderer.warm();
}

/** The settings; one it cannot use stops the server with its message alone, no stack. */
function settingsOrExit(): ServerConfig {
  try {
    return configFromEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  // A second server on the same data directory, a bad PORT: say so plainly and stop.
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
