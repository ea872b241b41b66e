import { SignupScreen } from '@job/ui';
import { useAccount } from './useAccount';
import { useAccountForm } from './useAccountForm';

/**
 * `/signup`, loaded on demand; a taken email shows the server's message under the form, a
 * password the server refuses (one of the most common) by its field.
 */
export default function SignupPage() {
  const [account, { signUpPassword }] = useAccount();
  const { busy, serverError } = useAccountForm('title.signUp');
  return (
    <SignupScreen
      onSubmit={account.register}
      busy={busy}
      serverError={signUpPassword ? null : serverError}
      fieldErrors={signUpPassword ? { password: [...signUpPassword] } : undefined}
    />
  );
}
