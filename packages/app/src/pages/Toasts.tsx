import { Toaster } from '@job/ui';
import { dismissToast, useToasts } from '../state/toasts';

/** ui's controlled Toaster fed by the toast store; loaded with the first toast (see Chrome.tsx). */
export default function Toasts() {
  return <Toaster toasts={useToasts()} onDismiss={dismissToast} />;
}
