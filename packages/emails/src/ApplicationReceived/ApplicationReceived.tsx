/** @jsxRuntime automatic */
import type { EmailOf } from '../email';
import { ActionButton } from '../layout/ActionButton';
import { EmailLayout, Paragraph } from '../layout/EmailLayout';
import { Quote } from '../layout/Quote';
import type { Letter } from '../letter';

type ApplicationReceivedEmail = EmailOf<'applicationReceived'>;

export const applicationReceivedSubject = (
  { applicantName, jobTitle }: ApplicationReceivedEmail,
  { t }: Letter,
) => t('applicationReceivedMail.subject', { applicantName, jobTitle });

/**
 * Tells the poster who applied to which posting, quotes the start of the note (when there is one:
 * it is optional) and counts the posting's applications; the CV and the applicant's address stay on the applicants page, where
 * the button leads.
 */
export function ApplicationReceived({
  email,
  letter,
}: {
  email: ApplicationReceivedEmail;
  letter: Letter;
}) {
  const { t } = letter;
  const { applicantName, jobTitle, note, applicants } = email;
  const count = t('applicationReceivedMail.count', { applicants });
  const noteWords = note.replace(/\s+/g, ' ').trim();
  return (
    <EmailLayout
      letter={letter}
      subject={applicationReceivedSubject(email, letter)}
      // The note's first words, as an inbox shows them after the subject; without one, the count
      // (the subject says who applied).
      preview={noteWords || count}
      heading={t('applicationReceivedMail.heading')}
      name={email.name}
      reason={t('applicationReceivedMail.reason')}
    >
      <Paragraph>{t('applicationReceivedMail.body', { applicantName, jobTitle })}</Paragraph>
      {noteWords && (
        <>
          <Paragraph>{t('applicationReceivedMail.noteIntro')}</Paragraph>
          <Quote text={note} />
        </>
      )}
      <Paragraph>{count}</Paragraph>
      <ActionButton
        href={email.applicantsLink}
        label={t('applicationReceivedMail.action')}
        letter={letter}
      />
      <Paragraph>{t('applicationReceivedMail.onSite')}</Paragraph>
    </EmailLayout>
  );
}
