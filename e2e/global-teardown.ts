import { rmSync } from 'node:fs';

/** The database and the mail of a run are thrown away with it. */
export default function removeRunDirs(): void {
  const dirs = [process.env.E2E_DATA_DIR, process.env.E2E_PRE_DATA_DIR, process.env.E2E_MAIL_DIR];
  for (const dir of dirs) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
