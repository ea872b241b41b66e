import { rmSync } from 'node:fs';

/** The database and the mail of a run are thrown away with it. */
export default function removeRunDirs(): void {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_MAIL_DIR]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
