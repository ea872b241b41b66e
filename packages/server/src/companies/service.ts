// The companies' service: their reads and writes, and a company's jobs through the job service.
import type { BoardChanges } from '../cache/boardChanges';
import type { Database } from '../db/connect';
import type { JobPage, JobService } from '../jobs/service';
import { createCompanyReads } from './reads';
import { createCompanyWrites } from './writes';

export type CompanyService = ReturnType<typeof createCompanyService>;

export function createCompanyService(
  db: Database,
  changes: Pick<BoardChanges, 'write'>,
  jobs: Pick<JobService, 'byCompany'>,
  publicUrl = '',
) {
  const reads = createCompanyReads(db, publicUrl);
  return {
    ...reads,
    ...createCompanyWrites(db, changes, reads),

    /** A page of the company's jobs on the board; undefined when no company has this address. */
    async jobsOf(slug: string, offset: number, limit: number): Promise<JobPage | undefined> {
      const id = await reads.idOf(slug);
      return id === undefined ? undefined : jobs.byCompany(id, offset, limit);
    },
  };
}
