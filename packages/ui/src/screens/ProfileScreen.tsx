import { MyPostings, type MyPostingsProps } from '../components/MyPostings/MyPostings';
import { ProfileCard, type ProfileCardProps } from '../components/ProfileCard/ProfileCard';

/** Only for a signed-in member (the app redirects everyone else), so `user` is required. */
export type ProfileScreenProps = Pick<ProfileCardProps, 'user'> & MyPostingsProps;

/** `/profile`: the member's name and email, and their own postings to edit, delete or renew. */
export function ProfileScreen({ user, ...postings }: ProfileScreenProps) {
  return (
    <ProfileCard user={user}>
      <MyPostings {...postings} />
    </ProfileCard>
  );
}
