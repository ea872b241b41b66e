import { hrefs, type User } from '@job/contract';
import type { Language, Locale } from '@job/texts';
import { useTexts } from '../../texts/TextsProvider';
import { LazyAuthDropdown } from '../AuthDropdown/LazyAuthDropdown';
import { ButtonLink } from '../Button/Button';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { Link } from '../Link/Link';
import * as styles from './Header.css';

export interface HeaderProps {
  /** The signed-in member; absent or null when signed out. */
  user?: Pick<User, 'name' | 'email' | 'role'> | null;
  /** Chosen "Sign Out" in the member's menu. */
  onSignOut: () => void;
  /** What the visitor reads: the language switch marks a chosen language, none for the default. */
  locale: Locale;
  /** A language was chosen in the switch. */
  onChooseLanguage: (language: Language) => void;
  /** The address that chooses a language without JavaScript; `?lang=<code>` by default. */
  languageHrefOf?: (language: Language) => string;
}

/**
 * The top of every page: the language switch, then the title link home and the tagline, and
 * sign-in links, or for a member 'İlan ver' (the header's one primary action, also in the menu)
 * beside the member's menu.
 */
export function Header({ user, onSignOut, locale, onChooseLanguage, languageHrefOf }: HeaderProps) {
  const { t } = useTexts();
  return (
    <header className={styles.root}>
      <div className={styles.languages}>
        <LanguageSwitch locale={locale} onChoose={onChooseLanguage} hrefOf={languageHrefOf} />
      </div>
      <div className={styles.main}>
        <div className={styles.brand}>
          <Link href={hrefs.home()} className={styles.title}>
            {t('brand.name')}
          </Link>
          <p className={styles.tagline}>{t('brand.tagline')}</p>
        </div>
        {user ? (
          <div className={styles.actions}>
            <ButtonLink href={hrefs.createJob()} size="small">
              {t('header.postJob')}
            </ButtonLink>
            <LazyAuthDropdown user={user} onSignOut={onSignOut} />
          </div>
        ) : (
          <nav aria-label={t('header.accountLabel')} className={styles.actions}>
            <ButtonLink href={hrefs.login()} tone="neutral">
              {t('header.signIn')}
            </ButtonLink>
            <ButtonLink href={hrefs.signup()} tone="neutral">
              {t('header.signUp')}
            </ButtonLink>
          </nav>
        )}
      </div>
    </header>
  );
}
