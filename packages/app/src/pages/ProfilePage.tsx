import { hrefs } from '@job/contract';
import { ProfileScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { useAuth } from '../state/hooks';
import { usePageTitle } from './usePageTitle';
import { useVerification } from './useVerification';

/**
 * `/profile`, loaded on demand: the member's name and email with the tabs to the profile's other
 * parts, each loaded with its own page; only a signed-in member gets here.
 */
export default function ProfilePage() {
  const { auth } = useAuth();
  const verification = useVerification();
  usePageTitle(useTexts().t('title.profile'));
  useEffect(() => {
    // Alert mails sent before the saved searches had a page of their own link to `/profile#alerts`.
    if (window.location.hash === '#alerts') {
      navigate(hrefs.profileSection('alerts'), { replace: true });
    }
  }, []);
  return auth && <ProfileScreen user={auth} verification={verification} />;
}
