import { useEffect } from 'react';
import { clearAuthErrors } from '../state/auth';
import { useAuth } from '../state/session';
import { usePageTitle } from './usePageTitle';

/**
 * The sign-in and sign-up forms' props from the auth store: busy while the request runs, and the
 * server's message of a failed attempt in red under the form. A fresh visit starts clean.
 */
export function useAccountForm(title: string) {
  const { loading, errors } = useAuth();
  useEffect(clearAuthErrors, []);
  usePageTitle(title);
  return { busy: loading, serverError: errors };
}
