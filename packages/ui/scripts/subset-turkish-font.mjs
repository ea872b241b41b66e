/**
 * Writes src/styles/fonts/inter-turkish-wght-normal.woff2: the letters Turkish takes from Inter's
 * latin-ext subset (Ğ ğ İ Ş ş, and ₺), still variable in weight. Almost every page shows one of
 * them, and the whole latin-ext file (85 KB) would then load beside the latin one (48 KB); this
 * cut is a few KB. Run after updating @fontsource-variable/inter: `pnpm --filter @job/ui fonts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

/** Keep in step with the Turkish face's unicode-range in src/styles/fonts.css. */
const turkishLetters = 'ĞğİŞş₺';

const require = createRequire(import.meta.url);
const source = require.resolve(
  '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
);
const target = new URL('../src/styles/fonts/inter-turkish-wght-normal.woff2', import.meta.url);

const subset = await subsetFont(readFileSync(source), turkishLetters, { targetFormat: 'woff2' });
writeFileSync(target, subset);
console.log(`${target.pathname}: ${subset.length} bytes`);
