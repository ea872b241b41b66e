import {
  MyApplications,
  type MyApplicationsProps,
} from '../components/MyApplications/MyApplications';

export type MyApplicationsScreenProps = MyApplicationsProps;

/** `/applications` ('Başvurularım'): the member's applications; a visitor is asked to sign in. */
export function MyApplicationsScreen(props: MyApplicationsScreenProps) {
  return <MyApplications {...props} />;
}
