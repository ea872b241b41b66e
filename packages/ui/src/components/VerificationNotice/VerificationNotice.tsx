import { useEffect, useId, useRef } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import {
  ResendVerification,
  type ResendVerificationProps,
} from '../ResendVerification/ResendVerification';
import * as styles from './VerificationNotice.css';

export interface VerificationNoticeProps extends ResendVerificationProps {
  /** The server's refusal (403), which says what to do, in the reader's words. */
  message: string;
}

/**
 * Above the job form when the server asks for a verified address first: what to do, and the resend.
 * It takes the focus when it appears (as an error summary does), so the reader who pressed Save at
 * the foot of the form is brought to it and hears it; the form below keeps its values.
 */
export function VerificationNotice({ message, ...resend }: VerificationNoticeProps) {
  const { t } = useTexts();
  const titleId = useId();
  const noticeRef = useRef<HTMLElement>(null);
  useEffect(() => {
    noticeRef.current?.focus();
  }, []);
  return (
    <section ref={noticeRef} tabIndex={-1} className={styles.notice} aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        {t('jobForm.verifyFirst')}
      </p>
      <p className={styles.message}>{message}</p>
      <ResendVerification {...resend} />
    </section>
  );
}
