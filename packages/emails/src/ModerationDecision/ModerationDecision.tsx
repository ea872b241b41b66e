/** @jsxRuntime automatic */
import type { EmailOf } from '../email';
import { ActionButton } from '../layout/ActionButton';
import { AddressLink, EmailLayout, Paragraph } from '../layout/EmailLayout';
import { JobSummary } from '../layout/JobSummary';
import type { Letter } from '../letter';

type ModerationDecisionEmail = EmailOf<'moderationDecision'>;

export const moderationDecisionSubject = (
  { decision, jobTitle }: ModerationDecisionEmail,
  { t }: Letter,
) => t(`moderationMail.${decision}Subject`, { jobTitle: jobTitle ?? '' });

/**
 * Tells the member what a moderator decided about their posting (hidden, restored, approved) or
 * their account (suspended, or no longer), with the moderator's reason in their words; never who
 * reported it. A posting's mail leads to the member's postings, a suspension's to the board (and
 * invites a reply when a person reads it), a lifted one's to the sign-in.
 */
export function ModerationDecision({
  email,
  letter,
}: {
  email: ModerationDecisionEmail;
  letter: Letter;
}) {
  const { t } = letter;
  const { decision } = email;
  return (
    <EmailLayout
      letter={letter}
      subject={moderationDecisionSubject(email, letter)}
      preview={t(`moderationMail.${decision}Preview`)}
      heading={t(`moderationMail.${decision}Heading`)}
      name={email.name}
      reason={t('moderationMail.reason')}
    >
      <Paragraph>{t(`moderationMail.${decision}Body`)}</Paragraph>
      {email.jobTitle !== null && (
        <JobSummary jobTitle={email.jobTitle} company={null} letter={letter} />
      )}
      {email.reason !== null && (
        <Paragraph>{t('moderationMail.why', { reason: email.reason })}</Paragraph>
      )}
      {decision === 'suspended' ? (
        <>
          {email.replyInvited && <Paragraph>{t('moderationMail.suspendedNext')}</Paragraph>}
          <AddressLink href={email.link} />
        </>
      ) : (
        <ActionButton
          href={email.link}
          label={t(decision === 'unsuspended' ? 'moderationMail.signIn' : 'moderationMail.action')}
          letter={letter}
        />
      )}
    </EmailLayout>
  );
}
