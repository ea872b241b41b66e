import { hrefs } from '@job/contract';
import { ButtonLink } from '../components/Button/Button';
import { MessageCard } from '../components/MessageCard/MessageCard';
import {
  ResendVerification,
  type ResendVerificationProps,
} from '../components/ResendVerification/ResendVerification';
import { Spinner } from '../components/Spinner/Spinner';
import { useTexts } from '../texts/TextsProvider';

export type VerifyEmailScreenProps = {
  /**
   * `verifying`: the link's token is on its way to the server; `alreadyVerified`: the link was
   * used before (opened again); `expired`: the link no longer works.
   */
  status: 'verifying' | 'verified' | 'alreadyVerified' | 'expired';
  /** A member is signed in on this device: they can ask for a new link here. */
  signedIn: boolean;
} & Partial<ResendVerificationProps>;

/**
 * `/verify-email#token=…`: the address being verified, verified (now or by an earlier use of the
 * link), or a link that no longer works.
 */
export function VerifyEmailScreen({ status, signedIn, ...resend }: VerifyEmailScreenProps) {
  const { t } = useTexts();
  switch (status) {
    case 'verifying':
      return (
        <MessageCard title={t('verifyEmail.verifying')}>
          <Spinner label={t('verifyEmail.verifying')} />
        </MessageCard>
      );
    case 'verified':
      return (
        <MessageCard
          title={t('verifyEmail.verifiedTitle')}
          actions={
            signedIn ? (
              <ButtonLink href={hrefs.profile()}>{t('verifyEmail.toProfile')}</ButtonLink>
            ) : (
              <ButtonLink href={hrefs.login()}>{t('verifyEmail.signIn')}</ButtonLink>
            )
          }
        >
          <p>{t('verifyEmail.verified')}</p>
        </MessageCard>
      );
    case 'alreadyVerified':
      return (
        <MessageCard
          title={t('verifyEmail.alreadyTitle')}
          actions={
            signedIn ? (
              <ButtonLink href={hrefs.home()}>{t('verifyEmail.toJobs')}</ButtonLink>
            ) : (
              <>
                <ButtonLink href={hrefs.login()}>{t('verifyEmail.signIn')}</ButtonLink>
                <ButtonLink tone="secondary" href={hrefs.home()}>
                  {t('verifyEmail.toJobs')}
                </ButtonLink>
              </>
            )
          }
        >
          <p>{t('verifyEmail.already')}</p>
        </MessageCard>
      );
    case 'expired':
      return (
        <MessageCard
          title={t('verifyEmail.expiredTitle')}
          actions={
            !signedIn && (
              // After signing in, the profile offers the resend.
              <ButtonLink href={hrefs.login(hrefs.profile())}>{t('verifyEmail.signIn')}</ButtonLink>
            )
          }
        >
          <p>{t('verifyEmail.expired')}</p>
          {signedIn ? (
            <>
              <p>{t('verifyEmail.askSignedIn')}</p>
              {resend.onResend && resend.resendState && (
                <ResendVerification
                  onResend={resend.onResend}
                  resendState={resend.resendState}
                  resendError={resend.resendError}
                />
              )}
            </>
          ) : (
            <p>{t('verifyEmail.askSignedOut')}</p>
          )}
        </MessageCard>
      );
  }
}
