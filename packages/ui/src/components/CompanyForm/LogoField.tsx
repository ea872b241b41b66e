import { useState } from 'react';
import { textButton } from '../../styles/textButton.css';
import { useTexts } from '../../texts/TextsProvider';
import { CompanyLogo } from '../CompanyLogo/CompanyLogo';
import { FileField } from '../FileField/FileField';
import { useObjectUrl } from '../ImageInput/ImageInput';
import { imageProblem } from '../ImageInput/imageProblem';
import * as styles from './CompanyForm.css';

/** What a save does to the logo: keeps it, replaces it with a chosen image, or deletes it. */
export type LogoChange =
  | { action: 'keep' }
  | { action: 'replace'; file: File }
  | { action: 'delete' };

export interface LogoFieldProps {
  /** The company's name as typed: the initials shown while there is no logo. */
  companyName: string;
  /** The logo it has now (an edit's), or null. */
  currentLogo: string | null;
  change: LogoChange;
  onChange: (change: LogoChange) => void;
  /** The server's messages for the logo. */
  errors?: readonly string[] | undefined;
}

/**
 * The logo as it will look after the save (large, beside the picker): the image chosen, the current
 * logo, or the initials; the board's file picker to choose or replace it (checked as it is chosen),
 * and, for a logo there is, 'Logoyu sil' with the way to keep it after all.
 */
export function LogoField({ companyName, currentLogo, change, onChange, errors }: LogoFieldProps) {
  const { t } = useTexts();
  // The file refused, not its message: the message follows a change of language.
  const [refused, setRefused] = useState<File | null>(null);
  const chosen = change.action === 'replace' ? change.file : null;
  const previewUrl = useObjectUrl(chosen);
  const shown =
    change.action === 'replace'
      ? (previewUrl ?? null)
      : change.action === 'delete'
        ? null
        : currentLogo;
  const choose = (file: File | null) => {
    const accepted = file && !imageProblem(file, t) ? file : null;
    setRefused(accepted ? null : file);
    onChange(accepted ? { action: 'replace', file: accepted } : { action: 'keep' });
  };
  const picked = chosen ?? refused;
  return (
    <div className={styles.logoField}>
      <CompanyLogo name={companyName} logo={shown} size="large" />
      <div className={styles.logoControls}>
        <FileField
          label={t('companyForm.logo')}
          accept="image/*"
          chosen={picked && { name: picked.name, size: picked.size }}
          errors={refused ? [imageProblem(refused, t) ?? ''] : errors}
          onChange={choose}
        />
        {currentLogo && !picked && (
          <p className={styles.logoNote} aria-live="polite">
            {change.action === 'delete' && <span>{t('companyForm.logoDeleted')} </span>}
            <button
              type="button"
              className={textButton}
              onClick={() => onChange({ action: change.action === 'delete' ? 'keep' : 'delete' })}
            >
              {t(change.action === 'delete' ? 'companyForm.logoKeep' : 'companyForm.logoDelete')}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
