// The bench's command line: which parts run, how many jobs and alerts are seeded, and how long
// each case loads the server.
import { parseArgs } from 'node:util';
import type { LoadSettings } from './load';

function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, not ${text}`);
  }
  return value;
}

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    jobs: { type: 'string', default: '100000' },
    alerts: { type: 'string', default: '100000' },
    only: { type: 'string' },
  },
});
if (flags.only !== undefined && !['api', 'pages', 'alerts', 'applicants'].includes(flags.only)) {
  throw new Error(`--only must be api, pages, alerts or applicants, not ${flags.only}`);
}
export const runApi = flags.only === undefined || flags.only === 'api';
export const runPages = flags.only === undefined || flags.only === 'pages';
export const runAlerts = flags.only === undefined || flags.only === 'alerts';
export const runApplicants = flags.only === undefined || flags.only === 'applicants';
/** The parts that read the seeded jobs; the applicants' posting needs none of them. */
export const needsJobs = runApi || runPages || runAlerts;
export const jobCount = wholeNumber('jobs', flags.jobs, 5, 1_000_000);
export const alertCount = wholeNumber('alerts', flags.alerts, 1, 1_000_000);
export const settings: LoadSettings = {
  connections: 50,
  duration: wholeNumber('duration', flags.duration, 1, 120),
  warmup: wholeNumber('warmup', flags.warmup, 0, 30),
};

// Other work on the machine came and went within a run (the baseline once fell from 40,000 to
// 11,600 requests/s between its start and its end), so each case is compared with the baseline
// measured just before it, for a shorter time (never longer than a case).
export const referenceSettings: LoadSettings = {
  ...settings,
  duration: Math.min(5, settings.duration),
  warmup: Math.min(1, settings.warmup),
};
