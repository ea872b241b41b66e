import type { Company } from '@job/contract';
import { pageTitle } from '../../styles/heading.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { ButtonLink } from '../Button/Button';
import { CompanyFacts } from '../CompanyCard/CompanyFacts';
import { CompanyLogo } from '../CompanyLogo/CompanyLogo';
import { ExternalLinkIcon } from '../Icon/icons';
import { SkeletonBlock } from '../Skeleton/Skeleton';
import * as styles from './CompanyHeader.css';
import { websiteHost } from './websiteHost';

export interface CompanyHeaderProps {
  company: Company;
  /** Where its owners change it; shown as 'Şirketi düzenle' only when given (the viewer may). */
  editHref?: string | undefined;
}

/**
 * The top of a company's page: its large logo and name, its website (its host shown, opening in a
 * new tab), place, sector and size, then what it says of itself; 'Şirketi düzenle' for its owners.
 */
export function CompanyHeader({ company, editHref }: CompanyHeaderProps) {
  const { t } = useTexts();
  return (
    <header className={styles.root}>
      <div className={styles.top}>
        <CompanyLogo name={company.name} logo={company.logo} size="large" />
        <div className={styles.identity}>
          <h1 className={pageTitle}>{company.name}</h1>
          <CompanyFacts company={company} withCountry />
          {company.website && (
            <a
              className={styles.website}
              href={company.website}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span className={visuallyHidden}>{t('companyFacts.website')}: </span>
              {websiteHost(company.website)}
              <ExternalLinkIcon size={14} />
              <span className={visuallyHidden}> {t('company.newTab')}</span>
            </a>
          )}
        </div>
        {editHref && (
          <ButtonLink href={editHref} tone="neutral" size="small" className={styles.edit}>
            {t('company.edit')}
          </ButtonLink>
        )}
      </div>
      {company.description && <p className={styles.description}>{company.description}</p>}
    </header>
  );
}

/** The header's shape while the company loads: logo, name, facts and a line of description. */
export function CompanyHeaderSkeleton() {
  return (
    <div className={styles.root}>
      <div className={styles.top}>
        <SkeletonBlock shape="image" className={styles.logoSkeleton} />
        <div className={styles.identity}>
          <SkeletonBlock shape="heading" width="half" />
          <SkeletonBlock width="third" />
        </div>
      </div>
      <SkeletonBlock width="threeQuarters" className={styles.description} />
    </div>
  );
}
