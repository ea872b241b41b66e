// Who may act for a company: the one question every route asks of a member and a company.
import type { CompanyRole } from '@job/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { companies, companyMembers } from '../db/schema';

/** A company a member belongs to, as a posting or a change of it needs it. */
export interface MemberCompany {
  id: number;
  slug: string;
  name: string;
  role: CompanyRole;
}

/**
 * The company at `slug` when the member belongs to it (with `role` only, when given: an owner);
 * undefined when it does not exist or is not theirs, told apart by no caller (both answer 404 or
 * the same 422).
 */
export async function companyOfMember(
  db: Database,
  memberId: number,
  slug: string,
  role?: CompanyRole,
): Promise<MemberCompany | undefined> {
  const [found] = await db
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      role: companyMembers.role,
    })
    .from(companies)
    .innerJoin(companyMembers, eq(companyMembers.companyId, companies.id))
    .where(
      and(
        eq(companies.slug, slug),
        eq(companyMembers.userId, memberId),
        role === undefined ? undefined : eq(companyMembers.role, role),
      ),
    );
  return found;
}
