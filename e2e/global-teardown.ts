import { rmSync } from 'node:fs';

/** The database of a run is thrown away with it. */
export default function removeDataDir(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
