import { LoginForm } from '@job/ui';
import { useEffect } from 'react';
import { clearAuthErrors, login, useAuth } from '../state/auth';
import { usePageTitle } from './usePageTitle';

/** `/login`: the server's message of a failed attempt shows in red under the form. */
export default function LoginPage() {
  const { loading, errors } = useAuth();
  useEffect(clearAuthErrors, []);
  usePageTitle('Login');
  return <LoginForm onSubmit={login} busy={loading} serverError={errors} />;
}
