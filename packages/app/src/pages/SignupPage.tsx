import { SignupForm } from '@job/ui';
import { useEffect } from 'react';
import { clearAuthErrors, register, useAuth } from '../state/auth';
import { usePageTitle } from './usePageTitle';

/** `/signup`: a taken email or another refusal shows the server's message under the form. */
export default function SignupPage() {
  const { loading, errors } = useAuth();
  useEffect(clearAuthErrors, []);
  usePageTitle('Sign up');
  return <SignupForm onSubmit={register} busy={loading} serverError={errors} />;
}
