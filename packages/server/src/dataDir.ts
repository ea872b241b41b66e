import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Makes `path`, and everything under it when it is a directory, its owner's only: directories
 * 0700, anything else (files, sockets) 0600 at most. Follows no symbolic link and leaves what
 * belongs to another user (it could not change it). Answers how many it changed.
 */
export function ownerOnly(path: string): number {
  const owner = process.getuid?.();
  let changed = 0;
  const visit = (entry: string) => {
    const stats = lstatSync(entry);
    if (stats.isSymbolicLink() || (owner !== undefined && stats.uid !== owner)) return;
    const mode = stats.mode & 0o777;
    const directory = stats.isDirectory();
    const wanted = directory ? 0o700 : mode & 0o600;
    if (mode !== wanted) {
      chmodSync(entry, wanted);
      changed++;
    }
    if (directory) for (const name of readdirSync(entry)) visit(join(entry, name));
  };
  visit(path);
  return changed;
}

/**
 * The data directory (PGlite's files, the mail written to files with their live links, the admin
 * socket) made, or made again, its owner's only before anything opens it: created 0700, and
 * whatever in it others could read or write (a directory from before, a copy, a chmod) tightened,
 * with a warning that says so.
 */
export function privateDataDir(dataDir: string, log: FastifyBaseLogger): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const tightened = ownerOnly(dataDir);
  if (tightened > 0) {
    log.warn(
      `Data directory ${resolve(dataDir)}: ${tightened} files and directories others could ` +
        "reach are now its owner's only (0600, 0700)",
    );
  }
}
