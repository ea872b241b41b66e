import { type FrameProps, PageFrame } from '../components/PageFrame/PageFrame';
import { ProfileCard, type ProfileCardProps } from '../components/ProfileCard/ProfileCard';

/** Only for a signed-in member (the app redirects everyone else), so `user` is required. */
export type ProfileScreenProps = Omit<FrameProps, 'user'> & ProfileCardProps;

/** `/profile`: the member's name and email. */
export function ProfileScreen({ user, onSignOut, toaster }: ProfileScreenProps) {
  return (
    <PageFrame user={user} onSignOut={onSignOut} toaster={toaster}>
      <ProfileCard user={user} />
    </PageFrame>
  );
}
