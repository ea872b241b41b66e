import { LoginScreen } from '@job/ui';
import { login } from '../state/auth';
import { useAccountForm } from './useAccountForm';

/** `/login`, loaded on demand. */
export default function LoginPage() {
  return <LoginScreen onSubmit={login} {...useAccountForm('Login')} />;
}
