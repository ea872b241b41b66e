import { MyPostings, type MyPostingsProps } from '../components/MyPostings/MyPostings';
import { ProfileNav, ProfilePart } from '../components/ProfileNav/ProfileNav';

export type MyPostingsScreenProps = MyPostingsProps;

/**
 * `/profile/postings` ('İlanlarım'): the member's own postings to edit, delete or renew, each with
 * its applications, under the profile's tabs.
 */
export function MyPostingsScreen(props: MyPostingsScreenProps) {
  return (
    <>
      <ProfileNav current="postings" />
      <ProfilePart>
        <MyPostings {...props} />
      </ProfilePart>
    </>
  );
}
