import type { LeaveFormDialogProps } from '@job/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';

/**
 * Warns before a form with unsent changes is left, once the form says it was edited (`onEdit`)
 * and while `guarding` (a form sent has nothing left to lose): closing the tab or reloading asks
 * the browser's own question, and a link to another page of the board opens ui's LeaveFormDialog
 * (`dialog`) instead of following it. A link within the page (a change of language, an anchor)
 * keeps the form and is not asked about; going on in code (the redirect after a save) is not either.
 */
export function useLeaveWarning(guarding = true): {
  dialog: LeaveFormDialogProps;
  onEdit: () => void;
} {
  const [edited, setEdited] = useState(false);
  const unsent = edited && guarding;
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!unsent) return;
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const plainClick =
        event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (
        !(link instanceof HTMLAnchorElement) ||
        !plainClick ||
        link.target === '_blank' ||
        link.hasAttribute('download') ||
        link.origin !== location.origin ||
        link.pathname === location.pathname
      ) {
        return;
      }
      // Captured on the document, before the router's own handler would follow it.
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(link.pathname + link.search + link.hash);
    };
    addEventListener('beforeunload', onUnload);
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, [unsent]);
  return {
    dialog: {
      open: leavingTo !== null,
      onStay: () => setLeavingTo(null),
      onLeave: () => {
        setLeavingTo(null);
        if (leavingTo !== null) navigate(leavingTo);
      },
    },
    onEdit: () => setEdited(true),
  };
}
