import { hrefs, type User } from '@job/contract';
import type { Formats } from '@job/texts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTexts } from '../../texts/TextsProvider';
import { Link } from '../Link/Link';
import * as styles from './AuthDropdown.css';
import { TriggerLabel } from './TriggerLabel';

export interface AuthDropdownProps {
  user: Pick<User, 'name' | 'email' | 'role'>;
  /** Chosen "Sign Out"; the app clears the session and goes home. */
  onSignOut: () => void;
  /** Starts open, for reviewing the menu in Storybook. */
  defaultOpen?: boolean;
}

/**
 * The signed-in member's menu (Radix DropdownMenu): the trigger shows their name, the menu their
 * name and email, then what is theirs (View Profile, Kaydedilen ilanlar, Başvurularım), Create Job
 * Posting, 'Moderasyon' for a moderator only, and Sign Out. Radix makes it keyboard usable: Enter, Space or ArrowDown open it, arrows
 * move, Escape closes and refocuses the trigger.
 */
export function AuthDropdown({ user, onSignOut, defaultOpen }: AuthDropdownProps) {
  const { t, formats } = useTexts();
  return (
    // Not modal: a modal menu hides the rest of the page from screen readers with aria-hidden while
    // its trigger, inside that page, keeps focus on close (axe: aria-hidden-focus), and locks the
    // page's scroll. Outside clicks, Escape and Tab still close it.
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger className={styles.trigger}>
        <TriggerLabel name={user.name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={8}>
          <DropdownMenu.Label className={styles.account}>
            <span className={styles.avatar} aria-hidden="true">
              {initialOf(user.name, formats)}
            </span>
            <span className={styles.identity}>
              <span className={styles.name}>{user.name}</span>
              <span className={styles.email}>{user.email}</span>
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          {/* asChild: the item is the app's router link itself, so Enter or a click follows it. */}
          <DropdownMenu.Item asChild className={styles.item}>
            <Link href={hrefs.profile()}>{t('memberMenu.viewProfile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.item}>
            <Link href={hrefs.savedJobs()}>{t('memberMenu.savedJobs')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.item}>
            <Link href={hrefs.myApplications()}>{t('memberMenu.applications')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.item}>
            <Link href={hrefs.createJob()}>{t('memberMenu.postJob')}</Link>
          </DropdownMenu.Item>
          {user.role === 'moderator' && (
            <DropdownMenu.Item asChild className={styles.item}>
              <Link href={hrefs.moderation()}>{t('memberMenu.moderation')}</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.item} onSelect={onSignOut}>
            {t('memberMenu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The first letter of the name, upper-cased by the reader's language (Turkish i to İ), for the avatar. */
function initialOf(name: string, formats: Formats): string {
  const [first = ''] = Array.from(name.trim());
  return formats.upper(first);
}
