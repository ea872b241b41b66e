import { LoginForm, type LoginFormProps } from '../components/LoginForm/LoginForm';

export type LoginScreenProps = LoginFormProps;

/** `/login`: the sign-in form. */
export function LoginScreen(props: LoginScreenProps) {
  return <LoginForm {...props} />;
}
