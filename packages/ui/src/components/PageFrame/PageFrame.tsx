import type { ReactNode } from 'react';
import { Header, type HeaderProps } from '../Header/Header';
import { LazyToaster } from '../Toaster/LazyToaster';
import type { ToastMessage } from '../Toaster/Toaster';
import * as styles from './PageFrame.css';

/**
 * What the frame around every screen shows: the header's member, sign-out and language switch,
 * and the toasts.
 */
export interface FrameProps extends HeaderProps {
  /** The toasts on screen, oldest first; none by default. */
  toasts?: readonly ToastMessage[];
  /** A toast's time is up or it was closed: the app removes it from `toasts`. */
  onDismissToast?: (id: string) => void;
}

export interface PageFrameProps extends FrameProps {
  /** The screen of the current route. */
  children: ReactNode;
}

/**
 * The page around every screen: grey background, the header and the screen in a centred column,
 * then the toasts. The app renders one frame for all routes, so the header stays in place (and
 * mounted) while the routes change beneath it.
 */
export function PageFrame({
  toasts = [],
  onDismissToast = () => undefined,
  children,
  ...header
}: PageFrameProps) {
  return (
    <div className={styles.page}>
      <div className={styles.column}>
        <Header {...header} />
        <main>{children}</main>
      </div>
      <LazyToaster toasts={toasts} onDismiss={onDismissToast} />
    </div>
  );
}
