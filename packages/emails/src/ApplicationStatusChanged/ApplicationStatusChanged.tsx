/** @jsxRuntime automatic */
import type { EmailOf } from '../email';
import { ActionButton } from '../layout/ActionButton';
import { EmailLayout, Paragraph } from '../layout/EmailLayout';
import { JobSummary } from '../layout/JobSummary';
import { Quote } from '../layout/Quote';
import type { Letter } from '../letter';

type ApplicationStatusChangedEmail = EmailOf<'applicationStatusChanged'>;

export const applicationStatusChangedSubject = (
  { status, jobTitle }: ApplicationStatusChangedEmail,
  { t }: Letter,
) => t(`applicationStatusMail.${status}Subject`, { jobTitle });

/**
 * Tells the applicant the poster's answer, in words fitting it: a plain note for reviewed, warm
 * for an interview, an offer or a hire, kind for a rejection; then what they applied to, with the
 * status as 'Başvurularım' names it, and the way there. Nothing of the poster but the posting, and
 * the message a poster wrote with a rejection, quoted as they wrote it (when they wrote one).
 */
export function ApplicationStatusChanged({
  email,
  letter,
}: {
  email: ApplicationStatusChangedEmail;
  letter: Letter;
}) {
  const { t } = letter;
  const { status } = email;
  const message = email.message?.trim();
  return (
    <EmailLayout
      letter={letter}
      subject={applicationStatusChangedSubject(email, letter)}
      preview={t(`applicationStatusMail.${status}Preview`)}
      heading={t(`applicationStatusMail.${status}Heading`)}
      name={email.name}
      reason={t('applicationStatusMail.reason')}
    >
      <Paragraph>{t(`applicationStatusMail.${status}Body`)}</Paragraph>
      <JobSummary
        jobTitle={email.jobTitle}
        company={email.company}
        status={t(`applicationStatusMail.${status}Status`)}
        letter={letter}
      />
      <Paragraph>{t(`applicationStatusMail.${status}Next`)}</Paragraph>
      {message && (
        <>
          <Paragraph>{t('applicationStatusMail.messageLead')}</Paragraph>
          <Quote text={message} />
        </>
      )}
      <ActionButton
        href={email.applicationsLink}
        label={t('mail.viewMyApplications')}
        letter={letter}
      />
    </EmailLayout>
  );
}
