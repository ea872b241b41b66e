import type { User } from '@job/contract';
import { EmailVerification } from '../components/EmailVerification/EmailVerification';
import { ProfileCard } from '../components/ProfileCard/ProfileCard';
import { ProfileNav } from '../components/ProfileNav/ProfileNav';
import type { ResendVerificationProps } from '../components/ResendVerification/ResendVerification';

/** Only for a signed-in member (the app redirects everyone else), so `user` is required. */
export interface ProfileScreenProps {
  user: Pick<User, 'name' | 'email' | 'email_verified'>;
  /** The resend offered while the address is not verified. */
  verification: ResendVerificationProps;
}

/**
 * `/profile`: the member's name and email with whether it is verified, under the tabs to the
 * profile's other parts (postings, applications, saved jobs, saved searches, settings), each a page
 * of its own.
 */
export function ProfileScreen({ user, verification }: ProfileScreenProps) {
  return (
    <>
      <ProfileNav current="overview" />
      <ProfileCard
        user={user}
        emailStatus={<EmailVerification verified={user.email_verified} {...verification} />}
      />
    </>
  );
}
