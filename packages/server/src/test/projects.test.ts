import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './databases';
import { databaseFreeFiles, pgliteOnlyFiles, projectsOf, suiteFiles } from './project';

const serverDir = join(import.meta.dirname, '../..');

describe('the split of the server suite between its projects', () => {
  it('runs every test file: resilience’s in its own project, the others once or on both databases', () => {
    const files = suiteFiles();
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const projects = projectsOf(file);
      // A file touching a database always runs on PGlite; the `server` project has none.
      expect(projects.includes('server') || projects.includes('server-pglite'), file).toBe(true);
    }
  });

  it('names only files that exist, each once, and each left off PostgreSQL with its reason', () => {
    const listed = [...databaseFreeFiles, ...Object.keys(pgliteOnlyFiles)];
    expect(listed.filter((file) => !existsSync(join(serverDir, file)))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
    for (const [file, reason] of Object.entries(pgliteOnlyFiles)) {
      expect(reason.length, file).toBeGreaterThan(30);
    }
  });

  it('has no database in the `server` project, so a file listed there wrongly fails', async () => {
    expect(process.env.TEST_DATABASE).toBe('none');
    await expect(createTestDatabase()).rejects.toThrow(/move it out of databaseFreeFiles/);
  });
});
