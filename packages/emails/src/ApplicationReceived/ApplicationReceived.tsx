/** @jsxRuntime automatic */
import { Fragment } from 'react';
import type { EmailOf } from '../email';
import { ActionButton } from '../layout/ActionButton';
import { EmailLayout, Paragraph } from '../layout/EmailLayout';
import type { Letter } from '../letter';
import { colour, fontSize, radius, space } from '../theme';

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
          <NoteQuote note={note} />
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

/**
 * The applicant's words as they wrote them: text (React escapes it), its line breaks as `<br>`,
 * which every client keeps (not all honour `white-space`), and in the text part a `> ` quote.
 */
function NoteQuote({ note }: { note: string }) {
  const lines = note.trim().split(/\r\n|\r|\n/);
  return (
    <blockquote style={quote}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the note's lines never move; their place is their identity.
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </blockquote>
  );
}

const quote = {
  backgroundColor: colour.page,
  borderLeft: `3px solid ${colour.action}`,
  borderRadius: `0 ${radius.medium} ${radius.medium} 0`,
  color: colour.text,
  fontSize: fontSize.standard,
  lineHeight: '1.5',
  margin: `0 0 ${space.medium}`,
  padding: `${space.small} ${space.medium}`,
  overflowWrap: 'anywhere' as const,
};
