import { useTexts } from '../../texts/TextsProvider';
import { SelectField } from '../Field/Field';

/** A company the member may post as (`myCompanies`), as the job forms offer it. */
export interface PostAsCompany {
  slug: string;
  name: string;
}

export interface PostAsFieldProps {
  companies: readonly PostAsCompany[];
  /** The company's slug chosen, or '' to post as the member alone. */
  value: string;
  onChange: (slug: string) => void;
  errors?: readonly string[] | undefined;
}

/**
 * 'Kimin adına': the member alone (the default), or one of their companies, sent as `companySlug`;
 * a job posted as a company carries its name and links to its page.
 */
export function PostAsField({ companies, value, onChange, errors }: PostAsFieldProps) {
  const { t } = useTexts();
  return (
    <SelectField
      label={t('jobForm.postAs')}
      name="companySlug"
      options={[
        { value: '', label: t('jobForm.postAsMyself') },
        ...companies.map(({ slug, name }) => ({ value: slug, label: name })),
      ]}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      hint={t('jobForm.postAsHint')}
      errors={errors}
    />
  );
}

/** The company a form starts with: the job's own, when the member may still post as it. */
export function initialCompanySlug(
  companies: readonly PostAsCompany[],
  slug: string | undefined,
): string {
  return companies.some((company) => company.slug === slug) ? (slug ?? '') : '';
}
