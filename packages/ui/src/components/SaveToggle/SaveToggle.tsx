import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { ButtonLink } from '../Button/Button';
import { buttonClass } from '../Button/buttonClass';
import { BookmarkIcon } from '../Icon/icons';
import { inlineRing } from '../Spinner/Spinner.css';
import * as styles from './SaveToggle.css';

export interface SaveToggleProps {
  /** The member has the job saved. */
  saved: boolean;
  /** The change is on its way: the toggle spins and ignores presses until it is settled. */
  saving?: boolean;
  /** Told of a press; the app saves, unsaves, or sends a signed-out visitor to the login. */
  onToggleSave: () => void;
  /** Added to the name for screen readers, where several rows' toggles sit on one page. */
  jobTitle?: string;
  /**
   * A signed-out visitor's 'Kaydet' is this link to the sign-in, which saves the job and brings
   * them back (`hrefs.login(here, slug)`), in place of the toggle: it works before the page's
   * script runs, and without it. The server renders every page signed out, so its pages carry the
   * link, and a member's press before the script runs is saved all the same.
   */
  signInHref?: string;
}

/**
 * A toggle button that saves a job: one name, 'Kaydet' ('Save'), whose pressed state says whether
 * the job is saved; on screen the bookmark fills and the word becomes 'Kaydedildi' ('Saved').
 * Secondary in look: quiet beside the action it sits with (the row's Detail, the detail's Başvur).
 */
export function SaveToggle({
  saved,
  saving = false,
  onToggleSave,
  jobTitle,
  signInHref,
}: SaveToggleProps) {
  const { t } = useTexts();
  const className = `${buttonClass({ tone: 'secondary', size: 'small' })} ${styles.toggle}`;
  const name = (
    <span className={visuallyHidden}>
      {jobTitle ? t('saveToggle.saveJob', { title: jobTitle }) : t('saveToggle.save')}
    </span>
  );
  if (signInHref !== undefined) {
    return (
      <ButtonLink href={signInHref} tone="secondary" size="small" className={styles.toggle}>
        <BookmarkIcon size={16} className={styles.icon} />
        <span aria-hidden="true" className={styles.word}>
          {t('saveToggle.save')}
        </span>
        {name}
      </ButtonLink>
    );
  }
  // aria-disabled, not disabled: a disabled button drops the keyboard focus it was pressed with.
  const press = () => {
    if (!saving) onToggleSave();
  };
  return (
    <button
      type="button"
      className={className}
      aria-pressed={saved}
      aria-disabled={saving || undefined}
      aria-busy={saving || undefined}
      onClick={press}
    >
      {saving ? (
        <span className={inlineRing} aria-hidden="true" />
      ) : (
        <BookmarkIcon size={16} className={styles.icon} />
      )}
      {/* The state is aria-pressed's to tell: the changing word is for the eye only. */}
      <span aria-hidden="true" className={styles.word}>
        {t(saved ? 'saveToggle.saved' : 'saveToggle.save')}
      </span>
      {name}
    </button>
  );
}
