import {
  type Language,
  type Locale,
  languageNames,
  languageParameter,
  languages,
} from '@job/texts';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { opensElsewhere } from '../Link/opensElsewhere';
import * as styles from './LanguageSwitch.css';

export interface LanguageSwitchProps {
  /** What the visitor reads: the language they chose, marked as current, or the default (none). */
  locale: Locale;
  /** A language was chosen: the app switches the texts in place and keeps the choice. */
  onChoose: (language: Language) => void;
  /**
   * The address that chooses a language without JavaScript (the server sets the cookie from it);
   * `?lang=<code>` by default.
   */
  hrefOf?: (language: Language) => string;
}

const queryHref = (language: Language) => `?${languageParameter}=${language}`;

/**
 * The header's choice of language: a compact link per language, 'TR' and 'EN' to the eye, named
 * by the language's own name ('Türkçe', 'English') for screen readers, whatever the page speaks.
 * A click chooses without a page load; without JavaScript the link itself chooses.
 */
export function LanguageSwitch({ locale, onChoose, hrefOf = queryHref }: LanguageSwitchProps) {
  const { t } = useTexts();
  return (
    <nav aria-label={t('languageSwitch.label')}>
      <ul className={styles.list}>
        {languages.map((language) => {
          const current = language === locale;
          return (
            <li key={language}>
              <a
                href={hrefOf(language)}
                hrefLang={language}
                lang={language}
                aria-current={current ? 'true' : undefined}
                className={styles.link[current ? 'current' : 'idle']}
                onClick={(event) => {
                  if (opensElsewhere(event)) return;
                  event.preventDefault();
                  onChoose(language);
                }}
              >
                <span aria-hidden="true">{language.toUpperCase()}</span>
                <span className={visuallyHidden}>{languageNames[language]}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
