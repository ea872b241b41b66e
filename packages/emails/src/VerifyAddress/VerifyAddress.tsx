/** @jsxRuntime automatic */
import type { EmailOf } from '../email';
import { ActionButton } from '../layout/ActionButton';
import { EmailLayout, Paragraph } from '../layout/EmailLayout';
import type { Letter } from '../letter';

type VerifyAddressEmail = EmailOf<'verifyAddress'>;

export const verifyAddressSubject = (email: VerifyAddressEmail, { t }: Letter) =>
  t(email.welcome ? 'verifyAddressMail.welcomeSubject' : 'verifyAddressMail.resendSubject');

/** Asks the member to prove the address is theirs: after sign-up (welcome), or asked again. */
export function VerifyAddress({ email, letter }: { email: VerifyAddressEmail; letter: Letter }) {
  const { t } = letter;
  return (
    <EmailLayout
      letter={letter}
      subject={verifyAddressSubject(email, letter)}
      preview={t('verifyAddressMail.preview')}
      heading={t(
        email.welcome ? 'verifyAddressMail.welcomeHeading' : 'verifyAddressMail.resendHeading',
      )}
      name={email.name}
      reason={t(
        email.welcome ? 'verifyAddressMail.welcomeReason' : 'verifyAddressMail.resendReason',
      )}
    >
      <Paragraph>
        {t(email.welcome ? 'verifyAddressMail.welcomeIntro' : 'verifyAddressMail.resendIntro')}{' '}
        {t('verifyAddressMail.body')}
      </Paragraph>
      <ActionButton href={email.verifyLink} label={t('verifyAddressMail.action')} letter={letter} />
      <Paragraph>{t('verifyAddressMail.expiry')}</Paragraph>
    </EmailLayout>
  );
}
