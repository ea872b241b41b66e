import { hrefs, type User } from '@job/contract';
import { LazyAuthDropdown } from '../AuthDropdown/LazyAuthDropdown';
import { ButtonLink } from '../Button/Button';
import { Link } from '../Link/Link';
import * as styles from './Header.css';

export interface HeaderProps {
  /** The signed-in member; absent or null when signed out. */
  user?: Pick<User, 'name' | 'email'> | null;
  /** Chosen "Sign Out" in the member's menu. */
  onSignOut: () => void;
}

/** The top of every page: the title link home and the tagline, then sign-in links or the member's menu. */
export function Header({ user, onSignOut }: HeaderProps) {
  return (
    <header className={styles.root}>
      <div>
        <Link href={hrefs.home()} className={styles.title}>
          Job
        </Link>
        <p className={styles.tagline}>Find job</p>
      </div>
      {user ? (
        <LazyAuthDropdown user={user} onSignOut={onSignOut} />
      ) : (
        <nav aria-label="Account" className={styles.accountLinks}>
          <ButtonLink href={hrefs.login()} tone="neutral">
            Login
          </ButtonLink>
          <ButtonLink href={hrefs.signup()} tone="neutral">
            Sign Up
          </ButtonLink>
        </nav>
      )}
    </header>
  );
}
