import { join } from 'node:path';
import { repoRoot, reportDir } from './changes.ts';
import { serverUrl, startReviewServer } from './reviewServer.ts';

/**
 * `pnpm test:screenshots:review`: serves the last story run's visual report on this machine, with
 * an Accept button beside each changed story that writes its baseline, and the static Storybook
 * its links open (`pnpm build-storybook` makes it; the test command does). `--port N` picks the
 * port (6007 by default). Ctrl-C stops it.
 */
const portArgument = process.argv.indexOf('--port');
const port = portArgument === -1 ? 6007 : Number(process.argv[portArgument + 1]);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error('Usage: pnpm test:screenshots:review [--port N]');
  process.exit(1);
}

const server = await startReviewServer({
  repoRoot,
  reportDir,
  storybookDir: join(repoRoot, 'storybook-static'),
  port,
});
console.log(`Visual review: ${serverUrl(server)}/visual-report/review.html (Ctrl-C stops it)`);
