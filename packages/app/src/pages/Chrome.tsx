import { PageFrame } from '@job/ui';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { signOut, useAuth } from '../state/auth';
import { useToasts } from '../state/toasts';

// The toaster (Radix Toast) is not needed until something happens, so a first visit skips it.
const Toasts = lazy(() => import('./Toasts'));

function LazyToaster() {
  const [needed, setNeeded] = useState(false);
  const hasToasts = useToasts().length > 0;
  // Once loaded it stays, so later toasts show at once and leave with their animation.
  if (hasToasts && !needed) setNeeded(true);
  return (
    needed && (
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    )
  );
}

/**
 * ui's page frame around every route, with the session (signed in means a token is present,
 * spec section 4) and the toasts. One frame for all routes keeps the header in place while a
 * route's code loads.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const { auth, token } = useAuth();
  return (
    <PageFrame user={token ? auth : null} onSignOut={signOut} toaster={<LazyToaster />}>
      {children}
    </PageFrame>
  );
}
