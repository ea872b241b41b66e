import { LoginScreen } from '@job/ui';
import { useStores } from '../state/hooks';
import { useAccountForm } from './useAccountForm';

/** `/login`, loaded on demand. */
export default function LoginPage() {
  return <LoginScreen onSubmit={useStores().auth.login} {...useAccountForm('title.signIn')} />;
}
