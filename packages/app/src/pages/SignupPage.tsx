import { SignupScreen } from '@job/ui';
import { useStores } from '../state/hooks';
import { useAccountForm } from './useAccountForm';

/** `/signup`, loaded on demand; a taken email shows the server's message under the form. */
export default function SignupPage() {
  return <SignupScreen onSubmit={useStores().auth.register} {...useAccountForm('title.signUp')} />;
}
