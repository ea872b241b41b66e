import { useTexts } from '../../texts/TextsProvider';
import { Button } from '../Button/Button';
import { inlineRing } from '../Spinner/Spinner.css';
import * as styles from './ResendVerification.css';

export interface ResendVerificationProps {
  /** Asks the server for a new verification link. */
  onResend: () => void;
  /** `sending`: the request is on its way; `sent`: the server took it, a mail is coming. */
  resendState: 'idle' | 'sending' | 'sent';
  /** The server's refusal, such as too many attempts (429), in the reader's words. */
  resendError?: string | null;
}

/**
 * 'Resend verification email', which spins while sending; "Sent, check your inbox" once sent, the
 * button still there for a mail that never came; the server's refusal in red.
 */
export function ResendVerification({
  onResend,
  resendState,
  resendError,
}: ResendVerificationProps) {
  const { t } = useTexts();
  const sending = resendState === 'sending';
  return (
    <div>
      <Button
        size="small"
        // Not `disabled`: the button keeps the focus while its request is on its way.
        aria-disabled={sending || undefined}
        onClick={() => !sending && onResend()}
      >
        {sending && <span className={inlineRing} aria-hidden="true" />}
        {sending ? t('verification.sending') : t('verification.resend')}
      </Button>
      {/* In the page from the start, so that screen readers announce what arrives in it. */}
      <p role="status" className={styles.sent}>
        {resendState === 'sent' && t('verification.sent')}
      </p>
      {resendError && (
        <p role="alert" className={styles.error}>
          {resendError}
        </p>
      )}
    </div>
  );
}
