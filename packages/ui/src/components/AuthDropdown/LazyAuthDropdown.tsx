import { lazy, Suspense, useState } from 'react';
import type { AuthDropdownProps } from './AuthDropdown';
import * as styles from './AuthDropdown.css';
import { TriggerLabel } from './TriggerLabel';

// Radix's menu and its positioning engine weighed a quarter of the first load (bench:web: 113 KB
// before, 86 KB after), and a signed-out visitor never opens it: it is fetched when a member's
// header first renders.
const AuthDropdown = lazy(() =>
  import('./AuthDropdown').then((module) => ({ default: module.AuthDropdown })),
);

/**
 * The member's menu, loaded on first use. Until it arrives a trigger of the same look holds its
 * place, and a click on it opens the menu as soon as the menu can open.
 */
export function LazyAuthDropdown(props: AuthDropdownProps) {
  const [clickedEarly, setClickedEarly] = useState(false);
  return (
    <Suspense
      fallback={
        <button
          type="button"
          className={styles.trigger}
          aria-haspopup="menu"
          aria-expanded="false"
          onClick={() => setClickedEarly(true)}
        >
          <TriggerLabel name={props.user.name} />
        </button>
      }
    >
      <AuthDropdown {...props} defaultOpen={props.defaultOpen || clickedEarly} />
    </Suspense>
  );
}
