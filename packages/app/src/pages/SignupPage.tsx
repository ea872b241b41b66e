import { SignupScreen } from '@job/ui';
import { accountOf } from '../state/account';
import { useStores } from '../state/hooks';
import { useAccountForm } from './useAccountForm';

/** `/signup`, loaded on demand; a taken email shows the server's message under the form. */
export default function SignupPage() {
  const { register } = accountOf(useStores());
  return <SignupScreen onSubmit={register} {...useAccountForm('title.signUp')} />;
}
