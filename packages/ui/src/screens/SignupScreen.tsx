import { SignupForm, type SignupFormProps } from '../components/SignupForm/SignupForm';

export type SignupScreenProps = SignupFormProps;

/** `/signup`: the sign-up form. */
export function SignupScreen(props: SignupScreenProps) {
  return <SignupForm {...props} />;
}
