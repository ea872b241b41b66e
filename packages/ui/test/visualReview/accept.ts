import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { acceptChange } from './acceptance.ts';
import {
  manifestFile,
  type ReportManifest,
  repoRoot,
  reportDir,
  selectChanges,
} from './changes.ts';

/**
 * `pnpm test:screenshots:accept <story id | title | component> ... | --all`: copies the new
 * renderings the last story run kept in visual-report/ over the baselines they were compared with
 * (or writes the missing ones), deletes the baselines no longer compared, and touches nothing
 * else. Changes nothing when an argument names no changed story. Run the stories again
 * afterwards: an accepted story passes.
 */
const usage =
  'Usage: pnpm test:screenshots:accept <story id | title | component> ... (or --all)\n' +
  '  e.g. components-pagination--middle-page, Components/Pagination, Pagination';

const names = process.argv.slice(2);
if (names.length === 0) fail(usage);

const manifest = await readFile(manifestFile, 'utf8').then(
  (text) => JSON.parse(text) as ReportManifest,
  () => fail('No visual report: the last story run found no change. Run pnpm test:screenshots.'),
);
const { selected, unmatched } = names.includes('--all')
  ? { selected: manifest.changes, unmatched: [] }
  : selectChanges(manifest.changes, names);
if (unmatched.length > 0) {
  const changed = [...new Set(manifest.changes.map((change) => change.title))].join(', ');
  fail(
    `No changed story matches ${unmatched.map((name) => `'${name}'`).join(', ')}; nothing accepted.\n` +
      `The last run changed: ${changed} (see ${relative(process.cwd(), join(reportDir, 'index.html'))}).`,
  );
}

for (const change of selected) console.log(await acceptChange(change, { repoRoot, reportDir }));
console.log(
  `${selected.length} baseline(s) written or deleted; look at them before committing (git rm the deleted).`,
);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
