import type { User } from '@job/contract';
import {
  AccountSettings,
  type AccountSettingsProps,
} from '../components/AccountSettings/AccountSettings';
import { EmailVerification } from '../components/EmailVerification/EmailVerification';
import { ProfileNav, ProfilePart } from '../components/ProfileNav/ProfileNav';
import type { ResendVerificationProps } from '../components/ResendVerification/ResendVerification';

export type AccountSettingsScreenProps = Omit<AccountSettingsProps, 'user' | 'emailStatus'> & {
  user: Pick<User, 'name' | 'email' | 'email_verified'>;
  /** The resend offered while the address is not verified. */
  verification: ResendVerificationProps;
};

/**
 * `/profile/settings` ('Hesap ayarları'): whether the address is verified (with the resend), the
 * name, the password and deleting the account, under the profile's tabs.
 */
export function AccountSettingsScreen({ verification, ...settings }: AccountSettingsScreenProps) {
  return (
    <>
      <ProfileNav current="settings" />
      <ProfilePart>
        <AccountSettings
          {...settings}
          emailStatus={
            <EmailVerification verified={settings.user.email_verified} {...verification} />
          }
        />
      </ProfilePart>
    </>
  );
}
