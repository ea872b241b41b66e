import { type FrameProps, PageFrame } from '../components/PageFrame/PageFrame';
import { SignupForm, type SignupFormProps } from '../components/SignupForm/SignupForm';

export type SignupScreenProps = FrameProps & SignupFormProps;

/** `/signup`: the sign-up form. */
export function SignupScreen({ user, onSignOut, toaster, ...form }: SignupScreenProps) {
  return (
    <PageFrame user={user} onSignOut={onSignOut} toaster={toaster}>
      <SignupForm {...form} />
    </PageFrame>
  );
}
