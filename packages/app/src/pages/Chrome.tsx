import { PageFrame } from '@job/ui';
import type { ReactNode } from 'react';
import { signOut, useAuth } from '../state/auth';

/** ui's page frame with the session: signed in means a token is present (spec section 4). */
export function AppFrame({ children }: { children: ReactNode }) {
  const { auth, token } = useAuth();
  return (
    <PageFrame user={token ? auth : null} onSignOut={signOut}>
      {children}
    </PageFrame>
  );
}
