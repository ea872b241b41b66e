import { hrefs, onwardOf } from '@job/contract';
import { SignupScreen } from '@job/ui';
import type { PageProps } from './pageProps';
import { useAccount } from './useAccount';
import { useAccountForm } from './useAccountForm';

/**
 * `/signup`, loaded on demand; a taken email shows the server's message under the form, a
 * password the server refuses (one of the most common) by its field. Where the visitor was going
 * (`?next=…&save=…`, from the login) goes on to the login that follows.
 */
export default function SignupPage({ search }: PageProps<'signup'>) {
  const [account, { signUpPassword }] = useAccount();
  const { busy, serverError } = useAccountForm('title.signUp');
  return (
    <SignupScreen
      onSubmit={account.register}
      signInHref={hrefs.login(...onwardOf(search))}
      busy={busy}
      serverError={signUpPassword ? null : serverError}
      fieldErrors={signUpPassword ? { password: [...signUpPassword] } : undefined}
    />
  );
}
