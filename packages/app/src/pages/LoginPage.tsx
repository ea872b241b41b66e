import { LoginScreen } from '@job/ui';
import { accountOf } from '../state/account';
import { useStores } from '../state/hooks';
import { useAccountForm } from './useAccountForm';

/** `/login`, loaded on demand. */
export default function LoginPage() {
  const { login } = accountOf(useStores());
  return <LoginScreen onSubmit={login} {...useAccountForm('title.signIn')} />;
}
