import { type ReactNode, useId } from 'react';
import { ButtonLink } from '../components/Button/Button';
import { CreateJobForm, type CreateJobFormProps } from '../components/CreateJobForm/CreateJobForm';
import { useTexts } from '../texts/TextsProvider';
import * as styles from './CreateJobScreen.css';

/** Where a signed-out visitor signs in or up, each coming back to the form afterwards. */
export interface SignInFirst {
  signInHref: string;
  signUpHref: string;
}

export interface CreateJobScreenProps extends CreateJobFormProps {
  /**
   * The server refused the job until the address is verified (403): its `VerificationNotice`,
   * shown above the form. A slot, so the app brings the notice and the account's resend only
   * when a refusal needs them.
   */
  verificationNeeded?: ReactNode;
  /**
   * Signed out: above the form, that posting needs an account, with the ways to one. The form
   * stays (no guard, docs/spec.md section 6).
   */
  signInFirst?: SignInFirst;
}

/** `/create-job`: the job form; no guard in the app (docs/spec.md section 6), the server refuses strangers. */
export function CreateJobScreen({
  verificationNeeded,
  signInFirst,
  ...form
}: CreateJobScreenProps) {
  return (
    // The form stays in the same place in the tree, so it keeps what was typed when the notice appears.
    <div className={styles.stack}>
      {signInFirst && <SignInFirstNotice {...signInFirst} />}
      {verificationNeeded}
      <CreateJobForm {...form} />
    </div>
  );
}

function SignInFirstNotice({ signInHref, signUpHref }: SignInFirst) {
  const { t } = useTexts();
  const titleId = useId();
  return (
    <section className={styles.signInFirst} aria-labelledby={titleId}>
      <p id={titleId} className={styles.signInFirstTitle}>
        {t('jobForm.signInFirst')}
      </p>
      <p className={styles.signInFirstMessage}>{t('jobForm.signInFirstMessage')}</p>
      <div className={styles.signInFirstActions}>
        <ButtonLink href={signInHref}>{t('jobForm.signInLink')}</ButtonLink>
        <ButtonLink href={signUpHref} tone="secondary">
          {t('jobForm.signUpLink')}
        </ButtonLink>
      </div>
    </section>
  );
}
