import { spawn } from 'node:child_process';

/**
 * Runs the shell `cleanUp` once this test process is gone, should it die without its afterAll
 * (Ctrl-C, a killed worker), so no PostgreSQL or server outlives the run. Detached, so the signal
 * that ends the tests does not end it too. Answers the function that calls it off, for afterAll.
 */
export function cleanUpIfTestsDie(cleanUp: string): () => void {
  const watchdog = spawn(
    'sh',
    ['-c', `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${cleanUp}`],
    { detached: true, stdio: 'ignore' },
  );
  watchdog.unref();
  return () => {
    watchdog.kill();
  };
}
