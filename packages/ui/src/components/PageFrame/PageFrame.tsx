import type { ReactNode } from 'react';
import { Header, type HeaderProps } from '../Header/Header';
import * as styles from './PageFrame.css';

/** What every screen passes to its frame: the header's member and sign-out, and the toasts. */
export interface FrameProps extends HeaderProps {
  /** The app's `<Toaster>`, rendered after the page content. */
  toaster?: ReactNode;
}

export interface PageFrameProps extends FrameProps {
  children: ReactNode;
}

/** The page: grey background, the header and the main content in a centred column, then the toasts. */
export function PageFrame({ user, onSignOut, toaster, children }: PageFrameProps) {
  return (
    <div className={styles.page}>
      <div className={styles.column}>
        <Header user={user} onSignOut={onSignOut} />
        <main>{children}</main>
      </div>
      {toaster}
    </div>
  );
}
