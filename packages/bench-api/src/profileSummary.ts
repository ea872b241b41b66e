import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { type CpuProfile, formatSummary, summarize } from './cpuProfile';

// `pnpm --filter @job/bench-api profile:summary <file.cpuprofile> [--from s] [--to s] [--top n]`:
// where a `node --cpu-prof` profile's time went, by category and by function.
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    top: { type: 'string', default: '12' },
  },
});
if (positionals.length === 0) {
  console.error(
    'usage: profile:summary <file.cpuprofile>... [--from seconds] [--to seconds] [--top n]',
  );
  process.exit(1);
}
const seconds = (value: string | undefined) => (value === undefined ? undefined : Number(value));
for (const file of positionals) {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const window = { fromS: seconds(values.from), toS: seconds(values.to) };
  const span =
    window.fromS !== undefined || window.toS !== undefined
      ? ` (${window.fromS ?? 0} s to ${window.toS ?? 'end'})`
      : '';
  console.log(
    formatSummary(summarize(profile, window), {
      top: Number(values.top),
      title: `${basename(file)}${span}`,
    }),
  );
  console.log();
}
