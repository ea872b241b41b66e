// A company's writes: its creation (under its name's free slug, within the owner's limit), a change
// of its details, its logo set or removed; each tells the cache what it changed.
import {
  type Company,
  type CompanyValues,
  companyLimits,
  countryOfCity,
  foldText,
} from '@job/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { BoardChanges, Transaction } from '../cache/boardChanges';
import type { Announce } from '../cache/invalidation';
import type { Database } from '../db/connect';
import { isForeignKeyViolation } from '../db/errors';
import { lockMember } from '../db/memberLock';
import { companies, companyMembers, images, jobs } from '../db/schema';
import { toWebp } from '../images/process';
import { saveImage } from '../images/service';
import { escapeLike } from '../jobs/search';
import { nextFreeSlug, slugFamily } from '../jobs/slug';
import { companyOfMember } from './membership';
import type { CompanyReads } from './reads';

/** Why no company was created: the member owns `ownedMax` already, or their account is gone. */
export type CreateRefusal = 'full' | 'memberGone';

/** "Kıdemli Yazılım A.Ş." → "kidemli-yazilim-a-s"; "company" for a name without a letter to keep. */
export function companySlugOf(name: string): string {
  const slug = foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return slug || 'company';
}

const givenOrNull = (text: string | null | undefined) => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The details as stored: trimmed, empty ones none; the city's own country when none is given. */
function detailColumns(values: CompanyValues) {
  const city = givenOrNull(values.city);
  return {
    name: values.name.trim(),
    website: givenOrNull(values.website),
    description: values.description?.trim() ?? '',
    city,
    country: givenOrNull(values.country)?.toUpperCase() ?? countryOfCity(city) ?? null,
    size: values.size ?? null,
    sector: givenOrNull(values.sector),
  };
}

export function createCompanyWrites(
  db: Database,
  changes: Pick<BoardChanges, 'write'>,
  reads: CompanyReads,
) {
  /** The company as it is now, read after its write has committed. */
  async function current(slug: string): Promise<Company> {
    const company = await reads.bySlug(slug);
    if (!company) throw new Error(`Company ${slug} is not there`);
    return company;
  }

  /** An image no job or company shows any more goes (as the job service's removeUnusedImage). */
  async function removeUnusedImage(name: string | null): Promise<void> {
    if (name === null) return;
    try {
      await db.delete(images).where(eq(images.name, name));
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
    }
  }

  /** The slugs of the jobs posted as the company: their answers show its name and logo. */
  const jobsOf = (tx: Transaction, companyId: number) =>
    tx.select({ slug: jobs.slug }).from(jobs).where(eq(jobs.companyId, companyId));

  /**
   * Runs `work` on the company when the member owns it, under its row's lock; undefined when it is
   * not there or not theirs (checked first without a write, so a refusal drops nothing).
   */
  async function asOwner<T>(
    memberId: number,
    slug: string,
    work: (
      tx: Transaction,
      company: typeof companies.$inferSelect,
      announce: Announce,
    ) => Promise<T>,
  ): Promise<T | undefined> {
    if (!(await companyOfMember(db, memberId, slug, 'owner'))) return undefined;
    return changes.write(async (tx, announce) => {
      const owned = await companyOfMember(tx, memberId, slug, 'owner');
      if (!owned) return undefined;
      const [company] = await tx
        .select()
        .from(companies)
        .where(eq(companies.id, owned.id))
        .for('update');
      return company && work(tx, company, announce);
    });
  }

  return {
    /**
     * A new company under its name's slug (the next free number when taken), the member its
     * owner; refused past `ownedMax` companies owned, counted under the member's lock so creates
     * sent at once take turns.
     */
    async create(memberId: number, values: CompanyValues): Promise<Company | CreateRefusal> {
      const details = detailColumns(values);
      const base = companySlugOf(details.name);
      const created = await changes.write(async (tx, announce) => {
        if (!(await lockMember(tx, memberId))) return 'memberGone' as const;
        const owned = await tx.$count(
          companyMembers,
          and(eq(companyMembers.userId, memberId), eq(companyMembers.role, 'owner')),
        );
        if (owned >= companyLimits.ownedMax) return 'full' as const;
        // Creates that could pick the same numbered slug, on any instance, take turns here.
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtext(${`company:${slugFamily(base)}`}))`,
        );
        const taken = await tx
          .select({ slug: companies.slug })
          .from(companies)
          .where(
            sql`${companies.slug} = ${base} OR ${companies.slug} LIKE ${`${escapeLike(base)}-%`}`,
          );
        const slug = nextFreeSlug(
          base,
          taken.map((row) => row.slug),
        );
        const [company] = await tx
          .insert(companies)
          .values({ slug, ...details })
          .returning({ id: companies.id, slug: companies.slug });
        if (!company) throw new Error('The company was not returned');
        await tx
          .insert(companyMembers)
          .values({ companyId: company.id, userId: memberId, role: 'owner' });
        // Its not-found answer, if one was kept, and the directory.
        announce({ kind: 'companyChanged', slug, jobs: [], renamed: false });
        return company.slug;
      });
      return created === 'full' || created === 'memberGone' ? created : current(created);
    },

    /** Replaces its details (its slug stays); its jobs show the new name, their search text too. */
    async update(memberId: number, slug: string, values: CompanyValues) {
      const details = detailColumns(values);
      const done = await asOwner(memberId, slug, async (tx, company, announce) => {
        await tx
          .update(companies)
          .set({ ...details, updatedAt: new Date() })
          .where(eq(companies.id, company.id));
        const renamed = details.name !== company.name;
        // The jobs' own copy of the name is what the searches read.
        const shown = renamed
          ? await tx
              .update(jobs)
              .set({ company: details.name })
              .where(eq(jobs.companyId, company.id))
              .returning({ slug: jobs.slug })
          : await jobsOf(tx, company.id);
        announce({ kind: 'companyChanged', slug, jobs: shown.map((job) => job.slug), renamed });
        return true;
      });
      return done && current(slug);
    },

    /** Its logo, `data` checked by its bytes and stored as a posting's image is. */
    async setLogo(memberId: number, slug: string, data: Buffer): Promise<Company | undefined> {
      // Its owners' alone: anyone else's upload is not even decoded.
      if (!(await companyOfMember(db, memberId, slug, 'owner'))) return undefined;
      const image = await toWebp(data);
      const replaced = await asOwner(memberId, slug, async (tx, company, announce) => {
        await saveImage(tx, image);
        await tx
          .update(companies)
          .set({ logoName: image.name, updatedAt: new Date() })
          .where(eq(companies.id, company.id));
        const shown = await jobsOf(tx, company.id);
        announce({
          kind: 'companyChanged',
          slug,
          jobs: shown.map((job) => job.slug),
          renamed: false,
        });
        return { old: company.logoName === image.name ? null : company.logoName };
      });
      if (!replaced) return undefined;
      await removeUnusedImage(replaced.old);
      return current(slug);
    },

    /** No logo: the company shows its initials. */
    async removeLogo(memberId: number, slug: string): Promise<Company | undefined> {
      const removed = await asOwner(memberId, slug, async (tx, company, announce) => {
        await tx
          .update(companies)
          .set({ logoName: null, updatedAt: new Date() })
          .where(eq(companies.id, company.id));
        const shown = await jobsOf(tx, company.id);
        announce({
          kind: 'companyChanged',
          slug,
          jobs: shown.map((job) => job.slug),
          renamed: false,
        });
        return { old: company.logoName };
      });
      if (!removed) return undefined;
      await removeUnusedImage(removed.old);
      return current(slug);
    },
  };
}
