import type { FieldErrors, NewPasswordValues } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import { TextField } from './Field';

interface AccountFieldProps {
  errors?: readonly string[];
}

/** The email field of the sign-in, sign-up and forgotten-password forms. */
export function EmailField({
  errors,
  defaultValue,
}: AccountFieldProps & { defaultValue?: string }) {
  const { t } = useTexts();
  return (
    <TextField
      label={t('accountFields.email')}
      name="email"
      type="email"
      autoComplete="email"
      placeholder={t('accountFields.emailPlaceholder')}
      defaultValue={defaultValue}
      errors={errors}
    />
  );
}

interface PasswordFieldProps extends AccountFieldProps {
  label: string;
  name: string;
  /** 'current-password' to sign in, 'new-password' to choose one, so managers fill or suggest. */
  autoComplete: 'current-password' | 'new-password';
}

/** A password field, its characters hidden. */
export function PasswordField({ label, name, autoComplete, errors }: PasswordFieldProps) {
  const { t } = useTexts();
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      placeholder={t('accountFields.passwordPlaceholder')}
      errors={errors}
    />
  );
}

/** A new password and its repetition, for a password manager to suggest: reset and change. */
export function NewPasswordFields({ errors }: { errors: FieldErrors<keyof NewPasswordValues> }) {
  const { t } = useTexts();
  return (
    <>
      <PasswordField
        label={t('accountFields.newPassword')}
        name="password"
        autoComplete="new-password"
        errors={errors.password}
      />
      <PasswordField
        label={t('accountFields.newPasswordConfirmation')}
        name="password_confirmation"
        autoComplete="new-password"
        errors={errors.password_confirmation}
      />
    </>
  );
}

/**
 * The member's address, hidden, beside a password field: password managers fill or save a
 * password for the username of the same form.
 */
export function AccountUsername({ email }: { email: string }) {
  return (
    <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
  );
}
