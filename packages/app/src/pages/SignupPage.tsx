import { SignupScreen } from '@job/ui';
import { register } from '../state/auth';
import { useAccountForm } from './useAccountForm';

/** `/signup`, loaded on demand; a taken email shows the server's message under the form. */
export default function SignupPage() {
  return <SignupScreen onSubmit={register} {...useAccountForm('Sign up')} />;
}
