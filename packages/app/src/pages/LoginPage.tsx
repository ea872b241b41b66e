import { hrefs, loginNext, loginSave, onwardOf } from '@job/contract';
import { LoginScreen } from '@job/ui';
import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { useAuth } from '../state/hooks';
import type { PageProps } from './pageProps';
import { useAccount } from './useAccount';
import { useAccountForm } from './useAccountForm';

/**
 * `/login`, loaded on demand. A member sent here on their way somewhere (`?next=`) is already
 * signed in and goes on, saving the job whose 'Kaydet' sent them (`?save=`): a server-rendered
 * page is a visitor's until its script runs, so a Save or a Başvur pressed before then leads here
 * whoever pressed it. Right after a sign-up (the spec's redirect here), the new address is filled
 * in and the form says a verification link is on its way.
 */
export default function LoginPage({ search }: PageProps<'login'>) {
  const [{ login, saveOnTheWay }, { registeredEmail }] = useAccount();
  const { token } = useAuth();
  const form = useAccountForm('title.signIn');
  const goOn = token !== null && new URLSearchParams(search).has('next');
  useEffect(() => {
    if (!goOn) return;
    const slug = loginSave(search);
    if (slug) void saveOnTheWay(slug);
    navigate(loginNext(search), { replace: true });
  }, [goOn, search, saveOnTheWay]);
  return goOn ? null : (
    <LoginScreen
      onSubmit={login}
      signUpHref={hrefs.signup(...onwardOf(search))}
      registeredEmail={registeredEmail ?? undefined}
      {...form}
    />
  );
}
