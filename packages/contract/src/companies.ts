// Employers with a page on the board: their details as the form and the server check them.
import type { Translate } from '@job/texts';
import type { components } from './api';
import { isCountryCode } from './countries';
import { maxLengthCheck } from './jobValidation';
import { limits } from './limits';
import { collect, type FieldErrors, isBlank } from './validation';
import { isWebAddress } from './webAddress';

/** The companies' limits: only the company pages, their forms and the server load them. */
export const companyLimits = {
  nameMaxLength: 100,
  websiteMaxLength: 300,
  /** A few sentences: what the company does, shown above its jobs. */
  descriptionMaxLength: 1000,
  sectorMaxLength: 80,
  /** Companies one member owns: an agency's handful of brands, not a directory of its own. */
  ownedMax: 5,
  /** Companies on a page of the directory. */
  pageSize: 20,
  /** The directory's search text, as `listCompanies` takes it. */
  searchMaxLength: 100,
} as const;

/** How many people a company employs, as the form offers them, smallest first. */
export const companySizes = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001+',
] as const satisfies readonly components['schemas']['CompanySize'][];

export type CompanySize = (typeof companySizes)[number];

export const isCompanySize = (value: unknown): value is CompanySize =>
  (companySizes as readonly unknown[]).includes(value);

export type Company = components['schemas']['Company'];

/** The company a job was posted as, on the job. */
export type JobCompany = components['schemas']['JobCompany'];

export type CompanyRole = components['schemas']['CompanyRole'];

/** A company of the member's, with their role in it (`myCompanies`). */
export type MyCompany = components['schemas']['MyCompany'];

/** What creating or changing a company sends (`createCompany`, `updateCompany`). */
export type CompanyValues = components['schemas']['CompanyBody'];

export type CompanyField =
  | 'name'
  | 'website'
  | 'description'
  | 'city'
  | 'country'
  | 'size'
  | 'sector';

/**
 * A company's details as the form and the server check them: a name, an https website if any
 * (no user or password in it), a size and a country from their lists, each text within its length.
 */
export function validateCompany(values: CompanyValues, t: Translate): FieldErrors<CompanyField> {
  const website = values.website ?? '';
  const country = values.country ?? '';
  return collect<CompanyField>({
    name: isBlank(values.name)
      ? [t('validation.companyNameRequired')]
      : [maxLengthCheck(values.name, companyLimits.nameMaxLength, t)],
    website: isBlank(website)
      ? []
      : [
          !isWebAddress(website.trim()) && t('validation.companyWebsiteInvalid'),
          maxLengthCheck(website, companyLimits.websiteMaxLength, t),
        ],
    description: [maxLengthCheck(values.description ?? '', companyLimits.descriptionMaxLength, t)],
    city: [maxLengthCheck(values.city ?? '', limits.locationMaxLength, t)],
    country: [!isBlank(country) && !isCountryCode(country) && t('validation.countryInvalid')],
    size: [
      values.size != null && !isCompanySize(values.size) && t('validation.companySizeInvalid'),
    ],
    sector: [maxLengthCheck(values.sector ?? '', companyLimits.sectorMaxLength, t)],
  });
}
