import { type Company, hrefs } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import { CompanyLogo } from '../CompanyLogo/CompanyLogo';
import { Link } from '../Link/Link';
import { SkeletonBlock } from '../Skeleton/Skeleton';
import * as styles from './CompanyCard.css';
import { CompanyFacts } from './CompanyFacts';

export interface CompanyCardProps {
  company: Pick<
    Company,
    'slug' | 'name' | 'logo' | 'city' | 'country' | 'size' | 'sector' | 'open_jobs'
  >;
}

/**
 * One company in the directory: its logo, its name (the link to its page, which the whole card
 * answers to), city, sector and size, and how many jobs it has open ('3 açık ilan', or none).
 */
export function CompanyCard({ company }: CompanyCardProps) {
  const { t } = useTexts();
  return (
    <article className={styles.root}>
      <div className={styles.logo}>
        <CompanyLogo name={company.name} logo={company.logo} />
      </div>
      <h2 className={styles.name}>
        <Link href={hrefs.company(company.slug)} className={styles.nameLink}>
          {company.name}
        </Link>
      </h2>
      <div className={styles.facts}>
        <CompanyFacts company={company} />
      </div>
      <p className={company.open_jobs > 0 ? styles.openJobs : styles.noOpenJobs}>
        {t('companyCard.openJobs', { count: company.open_jobs })}
      </p>
    </article>
  );
}

/** A card's shape while the directory loads: logo, name, facts and the count, in the card's box. */
export function CompanyCardSkeleton() {
  return (
    <div className={styles.root}>
      <SkeletonBlock shape="image" className={styles.logo} />
      <SkeletonBlock shape="heading" width="half" className={styles.name} />
      <SkeletonBlock width="threeQuarters" className={styles.facts} />
      <SkeletonBlock width="third" className={styles.openJobs} />
    </div>
  );
}
