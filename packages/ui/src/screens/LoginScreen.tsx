import { LoginForm, type LoginFormProps } from '../components/LoginForm/LoginForm';
import { type FrameProps, PageFrame } from '../components/PageFrame/PageFrame';

export type LoginScreenProps = FrameProps & LoginFormProps;

/** `/login`: the sign-in form. */
export function LoginScreen({ user, onSignOut, toaster, ...form }: LoginScreenProps) {
  return (
    <PageFrame user={user} onSignOut={onSignOut} toaster={toaster}>
      <LoginForm {...form} />
    </PageFrame>
  );
}
