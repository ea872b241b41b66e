// Fails when src/schema.d.ts is not what openapi-typescript makes of openapi.yaml today.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const fresh = join(mkdtempSync(join(tmpdir(), 'contract-')), 'schema.d.ts');
execFileSync('pnpm', ['exec', 'openapi-typescript', '../../openapi.yaml', '-o', fresh], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (readFileSync(fresh, 'utf8') !== readFileSync('src/schema.d.ts', 'utf8')) {
  console.error(
    'packages/contract/src/schema.d.ts is stale: run `pnpm contract:generate` and commit it.',
  );
  process.exit(1);
}
console.log('API types are up to date with openapi.yaml.');
