/** @jsxRuntime automatic */
import type { EmailOf } from '../email';
import { ActionButton } from '../layout/ActionButton';
import { AddressLink, EmailLayout, Paragraph } from '../layout/EmailLayout';
import type { Letter } from '../letter';

type PasswordResetEmail = EmailOf<'passwordReset'>;

export const passwordResetSubject = (_email: PasswordResetEmail, { t }: Letter) =>
  t('passwordResetMail.subject');

/** The link that sets a new password, valid one hour, once; and where to ask for another. */
export function PasswordReset({ email, letter }: { email: PasswordResetEmail; letter: Letter }) {
  const { t } = letter;
  return (
    <EmailLayout
      letter={letter}
      subject={passwordResetSubject(email, letter)}
      preview={t('passwordResetMail.preview')}
      heading={t('passwordResetMail.heading')}
      name={email.name}
      reason={t('passwordResetMail.reason')}
    >
      <Paragraph>{t('passwordResetMail.body')}</Paragraph>
      <ActionButton href={email.resetLink} label={t('passwordResetMail.action')} letter={letter} />
      <Paragraph>{t('passwordResetMail.expiry')}</Paragraph>
      <Paragraph>{t('passwordResetMail.askAgain')}</Paragraph>
      <AddressLink href={email.forgotLink} />
    </EmailLayout>
  );
}
