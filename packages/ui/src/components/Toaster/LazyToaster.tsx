import { lazy, Suspense, useState } from 'react';
import type { ToasterProps } from './Toaster';

// Radix Toast is not needed until something happens, so a first visit with nothing to say skips it.
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toaster, loaded with the first toast. Once loaded it stays, so later toasts show at once
 * and leave with their animation.
 */
export function LazyToaster(props: ToasterProps) {
  const [needed, setNeeded] = useState(false);
  if (props.toasts.length > 0 && !needed) setNeeded(true);
  return (
    needed && (
      <Suspense fallback={null}>
        <Toaster {...props} />
      </Suspense>
    )
  );
}
