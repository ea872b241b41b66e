/** @jsxRuntime automatic */
import type { EmailOf } from '../email';
import { ActionButton } from '../layout/ActionButton';
import { EmailLayout, Paragraph } from '../layout/EmailLayout';
import { JobSummary } from '../layout/JobSummary';
import type { Letter } from '../letter';

type ApplicationSentEmail = EmailOf<'applicationSent'>;

export const applicationSentSubject = ({ jobTitle }: ApplicationSentEmail, { t }: Letter) =>
  t('applicationSentMail.subject', { jobTitle });

/**
 * Confirms to the applicant what they applied to, and that the poster's answer will come by mail
 * and shows in 'Başvurularım'. Nothing of the poster but the posting.
 */
export function ApplicationSent({
  email,
  letter,
}: {
  email: ApplicationSentEmail;
  letter: Letter;
}) {
  const { t } = letter;
  return (
    <EmailLayout
      letter={letter}
      subject={applicationSentSubject(email, letter)}
      preview={t('applicationSentMail.preview')}
      heading={t('applicationSentMail.heading')}
      name={email.name}
      reason={t('applicationSentMail.reason')}
    >
      <Paragraph>{t('applicationSentMail.body')}</Paragraph>
      <JobSummary jobTitle={email.jobTitle} company={email.company} letter={letter} />
      <Paragraph>{t('applicationSentMail.next')}</Paragraph>
      <ActionButton
        href={email.applicationsLink}
        label={t('mail.viewMyApplications')}
        letter={letter}
      />
      <Paragraph>{t('applicationSentMail.luck')}</Paragraph>
    </EmailLayout>
  );
}
