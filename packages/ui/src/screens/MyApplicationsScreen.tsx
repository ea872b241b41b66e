import {
  MyApplications,
  type MyApplicationsProps,
} from '../components/MyApplications/MyApplications';
import { ProfileNav } from '../components/ProfileNav/ProfileNav';

export type MyApplicationsScreenProps = MyApplicationsProps;

/**
 * `/applications` ('Başvurularım'): the member's applications, a part of their profile (its tabs
 * above); a visitor is asked to sign in.
 */
export function MyApplicationsScreen(props: MyApplicationsScreenProps) {
  return (
    <>
      {props.signedIn && <ProfileNav current="applications" />}
      <MyApplications {...props} />
    </>
  );
}
