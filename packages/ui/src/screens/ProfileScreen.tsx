import type { User } from '@job/contract';
import {
  AccountSettings,
  type AccountSettingsProps,
} from '../components/AccountSettings/AccountSettings';
import { EmailVerification } from '../components/EmailVerification/EmailVerification';
import { MyAlerts, type MyAlertsProps } from '../components/MyAlerts/MyAlerts';
import { MyPostings, type MyPostingsProps } from '../components/MyPostings/MyPostings';
import { ProfileCard } from '../components/ProfileCard/ProfileCard';
import type { ResendVerificationProps } from '../components/ResendVerification/ResendVerification';

/** Only for a signed-in member (the app redirects everyone else), so `user` is required. */
export type ProfileScreenProps = {
  user: Pick<User, 'name' | 'email' | 'email_verified'>;
} & MyPostingsProps & {
    /** The resend offered while the address is not verified. */
    verification: ResendVerificationProps;
    /** The member's saved searches ('KAYITLI ARAMALAR'), under their postings. */
    alerts: MyAlertsProps;
  } & Omit<AccountSettingsProps, 'user'>;

/**
 * `/profile`: the member's name and email with whether it is verified, their own postings to edit,
 * delete or renew, their saved searches to rename, switch, pause or delete, and the account's
 * settings: name, password, deleting it.
 */
export function ProfileScreen({
  user,
  verification,
  nameForm,
  passwordForm,
  deleteForm,
  alerts,
  ...postings
}: ProfileScreenProps) {
  return (
    <ProfileCard
      user={user}
      emailStatus={<EmailVerification verified={user.email_verified} {...verification} />}
    >
      <MyPostings {...postings} />
      <MyAlerts
        {...alerts}
        waitingForVerification={user.email_verified ? undefined : verification}
      />
      <AccountSettings
        user={user}
        nameForm={nameForm}
        passwordForm={passwordForm}
        deleteForm={deleteForm}
      />
    </ProfileCard>
  );
}
