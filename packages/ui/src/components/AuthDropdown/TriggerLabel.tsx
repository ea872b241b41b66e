import { ChevronDownIcon } from '../Icon/icons';
import * as styles from './AuthDropdown.css';

/**
 * What the menu's trigger shows: the member's name and a chevron. Its own module, so the stand-in
 * trigger of LazyAuthDropdown shows it without loading Radix.
 */
export function TriggerLabel({ name }: { name: string }) {
  return (
    <>
      <span className={styles.triggerName}>{name}</span>
      <ChevronDownIcon size={16} className={styles.chevron} />
    </>
  );
}
