import { TextField } from './Field';

interface AccountFieldProps {
  errors?: readonly string[];
}

/** The email field of the sign-in and sign-up forms. */
export function EmailField({ errors }: AccountFieldProps) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      placeholder="email@email.com"
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
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      placeholder="••••••••"
      errors={errors}
    />
  );
}
