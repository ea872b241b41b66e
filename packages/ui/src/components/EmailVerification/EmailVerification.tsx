import { useTexts } from '../../texts/TextsProvider';
import { Badge } from '../Badge/Badge';
import {
  ResendVerification,
  type ResendVerificationProps,
} from '../ResendVerification/ResendVerification';
import * as styles from './EmailVerification.css';

export interface EmailVerificationProps extends ResendVerificationProps {
  /** The member followed the link mailed to the address. */
  verified: boolean;
}

/** Whether the member's address is verified, shown by the address; when not, how, and a resend. */
export function EmailVerification({ verified, ...resend }: EmailVerificationProps) {
  const { t } = useTexts();
  if (verified) return <Badge tone="positive">{t('verification.verified')}</Badge>;
  return (
    <div className={styles.unverified}>
      <Badge tone="caution">{t('verification.notVerified')}</Badge>
      <p className={styles.explanation}>{t('verification.explain')}</p>
      <ResendVerification {...resend} />
    </div>
  );
}
