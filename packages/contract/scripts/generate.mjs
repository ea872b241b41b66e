// Writes src/schema.d.ts, the API's types, from openapi.yaml; with --check, fails when the file
// is not what openapi.yaml gives today (CI runs that).
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import ts from 'typescript';

const schemaFile = new URL('../src/schema.d.ts', import.meta.url);

// A `format: binary` part is a file, which the browser sends as a Blob (a File), not a string:
// openapi-typescript's documented transform for file uploads.
const blob = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

const ast = await openapiTS(new URL('../openapi.yaml', import.meta.url), {
  transform: (schema) => (schema.format === 'binary' ? blob : undefined),
  silent: true,
});
const types = `${COMMENT_HEADER}${astToString(ast)}`;

if (!process.argv.includes('--check')) {
  writeFileSync(schemaFile, types);
} else if (readFileSync(schemaFile, 'utf8') !== types) {
  console.error(
    'packages/contract/src/schema.d.ts is stale: run `pnpm contract:generate` and commit it.',
  );
  process.exit(1);
} else {
  console.log('API types are up to date with openapi.yaml.');
}
