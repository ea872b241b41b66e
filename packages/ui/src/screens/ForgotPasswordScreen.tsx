import { Button } from '../components/Button/Button';
import {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
} from '../components/ForgotPasswordForm/ForgotPasswordForm';
import { MessageCard } from '../components/MessageCard/MessageCard';
import { useTexts } from '../texts/TextsProvider';

export interface ForgotPasswordScreenProps extends ForgotPasswordFormProps {
  /**
   * The address a link was asked for: the screen says to check the inbox, in the same words whether
   * or not an account has it.
   */
  sentTo?: string;
  /** Back to the form, to ask again or for another address. */
  onAskAgain?: () => void;
}

/** `/forgot-password`: the address to mail a reset link to, then "check your inbox". */
export function ForgotPasswordScreen({ sentTo, onAskAgain, ...form }: ForgotPasswordScreenProps) {
  const { t } = useTexts();
  if (sentTo === undefined) return <ForgotPasswordForm {...form} />;
  return (
    <MessageCard
      title={t('forgotPassword.sentTitle')}
      actions={
        onAskAgain && (
          <Button tone="neutral" onClick={onAskAgain}>
            {t('forgotPassword.askAgain')}
          </Button>
        )
      }
    >
      <p>{t('forgotPassword.sent', { email: sentTo })}</p>
    </MessageCard>
  );
}
