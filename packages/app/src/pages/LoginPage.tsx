import { loginNext } from '@job/contract';
import { LoginScreen } from '@job/ui';
import { Redirect, useSearch } from 'wouter';
import { accountOf } from '../state/account';
import { useAuth, useStores } from '../state/hooks';
import { useAccountForm } from './useAccountForm';

/**
 * `/login`, loaded on demand. A member sent here on their way somewhere (`?next=`) is already
 * signed in and goes on: a server-rendered page is a visitor's until its script runs, so a Save
 * or a Başvur pressed before then leads here whoever pressed it.
 */
export default function LoginPage() {
  const { login } = accountOf(useStores());
  const { token } = useAuth();
  const search = useSearch();
  const form = useAccountForm('title.signIn');
  if (token && new URLSearchParams(search).has('next')) {
    return <Redirect to={loginNext(search)} replace />;
  }
  return <LoginScreen onSubmit={login} {...form} />;
}
