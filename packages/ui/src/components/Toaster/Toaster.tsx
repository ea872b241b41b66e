import * as Toast from '@radix-ui/react-toast';
import { useTexts } from '../../texts/TextsProvider';
import { uiLimits } from '../../uiLimits';
import { CloseIcon, ErrorIcon, SuccessIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import * as styles from './Toaster.css';

export type { ToastTone } from './Toaster.css';

export interface ToastMessage {
  id: string;
  /** A `toast.*` message in the reader's language, such as 'Giriş yapıldı'. */
  title: string;
  tone: styles.ToastTone;
  /** Where to go on from here, such as the posting just made; the toast then stays longer. */
  link?: { href: string; label: string };
  /** What the reader may do about it, such as undo the change it reports; it then stays longer. */
  action?: { label: string; onAction: () => void };
}

export interface ToasterProps {
  /** The toasts to show, oldest first; the app removes one when `onDismiss` reports it. */
  toasts: readonly ToastMessage[];
  /** The toast's time is up (1500 ms, paused while hovered or focused), or it was closed or swiped. */
  onDismiss: (id: string) => void;
}

/**
 * Success and error notices in the corner, each for `uiLimits.toastDuration` (docs/spec.md section
 * 8), or `uiLimits.toastWithActionDuration` with a link or an action.
 */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  const { t } = useTexts();
  return (
    <Toast.Provider duration={uiLimits.toastDuration} label={t('toaster.label')}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          // Controlled: shown while listed; Radix reports the end of its time or a close.
          open
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
          // A failure is announced at once, a success politely after what is being read.
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          {...((toast.link || toast.action) && { duration: uiLimits.toastWithActionDuration })}
          className={styles.toast[toast.tone]}
        >
          <ToneIcon tone={toast.tone} />
          <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
          {toast.link && (
            // Radix gives a screen reader the alternative (F8 reaches it); here it is the link's own words.
            <Toast.Action asChild altText={toast.link.label}>
              <Link href={toast.link.href} className={styles.link}>
                {toast.link.label}
              </Link>
            </Toast.Action>
          )}
          {toast.action && (
            // A Radix action closes its toast as it runs.
            <Toast.Action asChild altText={toast.action.label}>
              <button type="button" className={styles.action} onClick={toast.action.onAction}>
                {toast.action.label}
              </button>
            </Toast.Action>
          )}
          <Toast.Close className={styles.close} aria-label={t('toaster.close')}>
            <CloseIcon size={16} strokeWidth={2.2} />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        className={styles.viewport}
        // Radix writes its hotkey (F8) where the message keeps the `{hotkey}` placeholder.
        label={t('toaster.region', { hotkey: '{hotkey}' })}
      />
    </Toast.Provider>
  );
}

function ToneIcon({ tone }: { tone: styles.ToastTone }) {
  const ToneShape = tone === 'success' ? SuccessIcon : ErrorIcon;
  return <ToneShape className={styles.icon[tone]} size={20} strokeWidth={2.2} />;
}
