// What anyone reads of the companies: one by its address, the directory (searched), a member's own.
import type { Company, CompanySize, MyCompany } from '@job/contract';
import { asc, count, desc, eq, getTableColumns, like, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { type CompanyRow, companies, companyMembers } from '../db/schema';
import { imageUrl } from '../images/service';
import { searchPattern } from '../jobs/search';

/** Its jobs on the board: the lists' own condition (`live`), counted by the company's index. */
// Named in full: inside a select from companies alone, drizzle would name their columns bare.
const openJobs = sql<number>`(SELECT count(*) FROM jobs
  WHERE jobs.company_id = companies.id AND jobs.live)`.mapWith(Number);

const companyColumns = { ...getTableColumns(companies), openJobs };

type CompanyWithCount = CompanyRow & { openJobs: number };

/** A company's row as the API answers it. */
export function toCompany(row: CompanyWithCount, publicUrl = ''): Company {
  return {
    slug: row.slug,
    name: row.name,
    logo: row.logoName === null ? null : imageUrl(row.logoName, publicUrl),
    website: row.website,
    description: row.description,
    city: row.city,
    country: row.country,
    size: row.size as CompanySize | null,
    sector: row.sector,
    open_jobs: row.openJobs,
    created_at: row.createdAt.toISOString(),
  };
}

export type CompanyReads = ReturnType<typeof createCompanyReads>;

export function createCompanyReads(db: Database, publicUrl = '') {
  const asCompany = (row: CompanyWithCount) => toCompany(row, publicUrl);

  return {
    asCompany,

    /** The company at this address, with its open jobs' count. */
    async bySlug(slug: string): Promise<Company | undefined> {
      const [row] = await db.select(companyColumns).from(companies).where(eq(companies.slug, slug));
      return row && asCompany(row);
    },

    /** Its id, for the reads of its jobs. */
    async idOf(slug: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.slug, slug));
      return row?.id;
    },

    /**
     * A page of the directory, the most open jobs first, then by name; `q` narrows it to those
     * whose name, sector or city holds it, folded the Turkish way as a job search folds it.
     */
    async list(q: string, offset: number, limit: number) {
      const text = q.trim();
      const where = text === '' ? undefined : like(companies.searchText, searchPattern(text));
      const [counted] = await db.select({ total: count() }).from(companies).where(where);
      const totalCount = counted?.total ?? 0;
      if (offset >= totalCount) return { data: [], totalCount };
      const rows = await db
        .select(companyColumns)
        .from(companies)
        .where(where)
        .orderBy(desc(openJobs), asc(companies.name), asc(companies.id))
        .offset(offset)
        .limit(limit);
      return { data: rows.map(asCompany), totalCount };
    },

    /** The companies the member belongs to, with their role in each, by name. */
    async ofMember(memberId: number): Promise<MyCompany[]> {
      const rows = await db
        .select({ ...companyColumns, role: companyMembers.role })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(companyMembers.userId, memberId))
        .orderBy(asc(companies.name), asc(companies.id));
      return rows.map(({ role, ...row }) => ({ company: asCompany(row), role }));
    },
  };
}
