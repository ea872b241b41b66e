import { ProfileCard } from '@job/ui';
import { useAuth } from '../state/auth';
import { usePageTitle } from './usePageTitle';

/** `/profile`, loaded on demand; the route lets only a visitor with a token this far. */
export default function ProfilePage() {
  const { auth } = useAuth();
  usePageTitle('Profile');
  return auth && <ProfileCard user={auth} />;
}
