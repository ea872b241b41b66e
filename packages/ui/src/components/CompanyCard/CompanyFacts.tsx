import type { Company } from '@job/contract';
import { countryName } from '../../texts/countryNames';
import { useTexts } from '../../texts/TextsProvider';
import { BriefcaseIcon, CompanyIcon, LocationIcon } from '../Icon/icons';
import { Fact } from '../JobFacts/JobFacts';
import * as jobFactStyles from '../JobFacts/JobFacts.css';
import { companySizeWords } from './companySize';

export interface CompanyFactsProps {
  company: Pick<Company, 'city' | 'country' | 'size' | 'sector'>;
  /** The city's country beside it ('Berlin, Almanya'), as the company's own page says it. */
  withCountry?: boolean;
}

/**
 * Where a company is, how many it employs and its sector: a line of small facts as a job's are
 * (`JobFacts`), each one the company did not give left out, not shown empty.
 */
export function CompanyFacts({ company, withCountry = false }: CompanyFactsProps) {
  const { t, language } = useTexts();
  const country = withCountry && company.country ? countryName(language, company.country) : null;
  const place = [company.city, country].filter(Boolean).join(', ');
  if (!place && !company.size && !company.sector) return null;
  return (
    <dl className={jobFactStyles.root}>
      {place && (
        <Fact term={t('companyFacts.place')} icon={LocationIcon}>
          {place}
        </Fact>
      )}
      {company.sector && (
        <Fact term={t('companyFacts.sector')} icon={BriefcaseIcon}>
          {company.sector}
        </Fact>
      )}
      {company.size && (
        <Fact term={t('companyFacts.size')} icon={CompanyIcon}>
          {t(companySizeWords[company.size])}
        </Fact>
      )}
    </dl>
  );
}
