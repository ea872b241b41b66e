import { useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { CompanyIcon } from '../Icon/icons';
import * as styles from './CompanyLogo.css';
import { companyInitials } from './companyInitials';

export interface CompanyLogoProps {
  /** The company's name: the initials when there is no logo, and the logo's name when it is not beside it. */
  name: string;
  /** The address its logo is served from; null for none (the initials instead). */
  logo: string | null;
  /** `small` in cards, rows and the job's page (48 px); `large` in the company page's header. */
  size?: styles.CompanyLogoSize;
  /**
   * Beside the company's name (a card, a header), the logo says nothing more and is hidden from
   * screen readers; alone, it is named '{name} logosu'.
   */
  decorative?: boolean;
}

/**
 * A company's logo, or its initials on a tinted square when it has none or the image fails, in one
 * of two sizes that keep their box while the image loads.
 */
export function CompanyLogo({ name, logo, size = 'small', decorative = true }: CompanyLogoProps) {
  // Keyed by address so that a new logo gets a fresh chance after an old one failed.
  return <LogoImage key={logo ?? ''} name={name} logo={logo} size={size} decorative={decorative} />;
}

function LogoImage({ name, logo, size, decorative }: Required<CompanyLogoProps>) {
  const { t, language } = useTexts();
  const [failed, setFailed] = useState(false);
  const label = decorative ? undefined : t('companyLogo.alt', { name });
  if (!logo || failed) {
    return (
      <span
        className={`${styles.size[size]} ${styles.initials}`}
        data-testid="company-initials"
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        {/* A name with no letters yet (a new company's form): the company's icon instead. */}
        <span className={styles.initialsText[size]}>
          {companyInitials(name, language) || <CompanyIcon size={size === 'large' ? 32 : 20} />}
        </span>
      </span>
    );
  }
  return (
    <img
      className={`${styles.size[size]} ${styles.image}`}
      src={logo}
      alt={label ?? ''}
      width={styles.logoSizes[size]}
      height={styles.logoSizes[size]}
      onError={() => setFailed(true)}
    />
  );
}
