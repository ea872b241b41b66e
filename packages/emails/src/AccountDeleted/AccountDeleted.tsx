/** @jsxRuntime automatic */
import type { EmailOf } from '../email';
import { AddressLink, EmailLayout, Paragraph } from '../layout/EmailLayout';
import type { Letter } from '../letter';

type AccountDeletedEmail = EmailOf<'accountDeleted'>;

export const accountDeletedSubject = (_email: AccountDeletedEmail, { t }: Letter) =>
  t('accountDeletedMail.subject');

/** The goodbye: what went with the account, that nothing of the member is kept, and the way back. */
export function AccountDeleted({ email, letter }: { email: AccountDeletedEmail; letter: Letter }) {
  const { t } = letter;
  return (
    <EmailLayout
      letter={letter}
      subject={accountDeletedSubject(email, letter)}
      preview={t('accountDeletedMail.preview')}
      heading={t('accountDeletedMail.heading')}
      name={email.name}
      reason={t('accountDeletedMail.reason')}
    >
      <Paragraph>{t('accountDeletedMail.body', { postings: email.postings })}</Paragraph>
      <Paragraph>{t('accountDeletedMail.nothingKept')}</Paragraph>
      <Paragraph>{t('accountDeletedMail.comeBack')}</Paragraph>
      <AddressLink href={email.homeLink} />
    </EmailLayout>
  );
}
