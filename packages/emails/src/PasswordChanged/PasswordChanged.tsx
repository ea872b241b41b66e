/** @jsxRuntime automatic */
import type { EmailOf } from '../email';
import { ActionButton } from '../layout/ActionButton';
import { EmailLayout, Paragraph } from '../layout/EmailLayout';
import type { Letter } from '../letter';

type PasswordChangedEmail = EmailOf<'passwordChanged'>;

export const passwordChangedSubject = (_email: PasswordChangedEmail, { t }: Letter) =>
  t('passwordChangedMail.subject');

/** Tells the member their password changed, and how to take the account back if they did not. */
export function PasswordChanged({
  email,
  letter,
}: {
  email: PasswordChangedEmail;
  letter: Letter;
}) {
  const { t } = letter;
  return (
    <EmailLayout
      letter={letter}
      subject={passwordChangedSubject(email, letter)}
      preview={t('passwordChangedMail.preview')}
      heading={t('passwordChangedMail.heading')}
      name={email.name}
      reason={t('passwordChangedMail.reason')}
    >
      <Paragraph>{t('passwordChangedMail.body')}</Paragraph>
      <Paragraph>{t('passwordChangedMail.notYou')}</Paragraph>
      <ActionButton
        href={email.forgotLink}
        label={t('passwordChangedMail.action')}
        letter={letter}
      />
    </EmailLayout>
  );
}
