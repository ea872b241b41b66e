// The mail that tells a member what the moderators decided about them or their posting, and why.
import { hrefs } from '@job/contract';
import type { ModerationDecision } from '@job/emails';
import type { UserRow } from '../db/schema';
import { memberMail } from '../mail/memberMail';

/**
 * Where each decision's mail leads: a posting's, to the member's postings (signed out, through the
 * sign-in; `/profile` itself would send them home); a suspended member cannot sign in, a lifted one
 * can.
 */
const decisionLinks: Record<ModerationDecision, string> = {
  hidden: hrefs.profileSection('postings'),
  restored: hrefs.profileSection('postings'),
  approved: hrefs.profileSection('postings'),
  suspended: hrefs.home(),
  unsuspended: hrefs.login(),
};

/**
 * `origin` makes the mail's link absolute; `supportEmail` is an address a person reads
 * (SUPPORT_EMAIL), the Reply-To of a suspension's mail, which without it invites no reply.
 */
export function createDecisionMail(origin: () => string, supportEmail: string | undefined) {
  const { linkFor, prepare } = memberMail(origin);

  /**
   * The mail telling the member what was decided, and why (`reason`; null when the command line
   * gave none). A suspension's invites a reply when a person reads SUPPORT_EMAIL, its Reply-To.
   */
  return async function decisionMail(
    member: UserRow,
    decision: ModerationDecision,
    reason: string | null,
    jobTitle: string | null,
  ) {
    const replyTo = decision === 'suspended' ? supportEmail : undefined;
    const mail = await prepare(member, {
      kind: 'moderationDecision',
      name: member.name,
      decision,
      jobTitle,
      reason,
      replyInvited: replyTo !== undefined,
      link: linkFor(member, decisionLinks[decision]),
    });
    return replyTo === undefined ? mail : { ...mail, headers: { 'Reply-To': replyTo } };
  };
}
