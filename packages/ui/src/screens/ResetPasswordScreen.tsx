import { hrefs } from '@job/contract';
import { ButtonLink } from '../components/Button/Button';
import { MessageCard } from '../components/MessageCard/MessageCard';
import {
  ResetPasswordForm,
  type ResetPasswordFormProps,
} from '../components/ResetPasswordForm/ResetPasswordForm';
import { useTexts } from '../texts/TextsProvider';

export interface ResetPasswordScreenProps extends ResetPasswordFormProps {
  /** The link is unknown, used, replaced by a newer one, expired or missing: offer a new one. */
  linkExpired?: boolean;
}

/** `/reset-password#token=…`: the new password twice, or why the link no longer works. */
export function ResetPasswordScreen({ linkExpired = false, ...form }: ResetPasswordScreenProps) {
  const { t } = useTexts();
  if (!linkExpired) return <ResetPasswordForm {...form} />;
  return (
    <MessageCard
      title={t('resetPassword.expiredTitle')}
      actions={<ButtonLink href={hrefs.forgotPassword()}>{t('resetPassword.newLink')}</ButtonLink>}
    >
      <p>{t('resetPassword.expired')}</p>
    </MessageCard>
  );
}
