import { MyAlerts, type MyAlertsProps } from '../components/MyAlerts/MyAlerts';
import { ProfileNav, ProfilePart } from '../components/ProfileNav/ProfileNav';

export type AlertsScreenProps = MyAlertsProps;

/**
 * `/profile/alerts` ('Kayıtlı aramalar'): the member's saved searches to rename, switch, pause or
 * delete, under the profile's tabs.
 */
export function AlertsScreen(props: AlertsScreenProps) {
  return (
    <>
      <ProfileNav current="alerts" />
      <ProfilePart>
        <MyAlerts {...props} />
      </ProfilePart>
    </>
  );
}
