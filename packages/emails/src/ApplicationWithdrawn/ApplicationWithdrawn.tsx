/** @jsxRuntime automatic */
import type { EmailOf } from '../email';
import { ActionButton } from '../layout/ActionButton';
import { EmailLayout, Paragraph } from '../layout/EmailLayout';
import type { Letter } from '../letter';

type ApplicationWithdrawnEmail = EmailOf<'applicationWithdrawn'>;

export const applicationWithdrawnSubject = (
  { applicantName, jobTitle }: ApplicationWithdrawnEmail,
  { t }: Letter,
) => t('applicationWithdrawnMail.subject', { applicantName, jobTitle });

/**
 * Tells the poster who withdrew their application to which posting, and that the CV went with
 * it; the application stays on the applicants page, where the button leads, marked withdrawn and
 * no longer answerable.
 */
export function ApplicationWithdrawn({
  email,
  letter,
}: {
  email: ApplicationWithdrawnEmail;
  letter: Letter;
}) {
  const { t } = letter;
  const { applicantName, jobTitle } = email;
  return (
    <EmailLayout
      letter={letter}
      subject={applicationWithdrawnSubject(email, letter)}
      preview={t('applicationWithdrawnMail.preview')}
      heading={t('applicationWithdrawnMail.heading')}
      name={email.name}
      reason={t('applicationWithdrawnMail.reason')}
    >
      <Paragraph>{t('applicationWithdrawnMail.body', { applicantName, jobTitle })}</Paragraph>
      <Paragraph>{t('applicationWithdrawnMail.next')}</Paragraph>
      <ActionButton
        href={email.applicantsLink}
        label={t('applicationReceivedMail.action')}
        letter={letter}
      />
    </EmailLayout>
  );
}
