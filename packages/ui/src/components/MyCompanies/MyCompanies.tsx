import { companyLimits, type FieldErrors, hrefs, type MyCompany } from '@job/contract';
import { useId } from 'react';
import { pageTitle } from '../../styles/heading.css';
import { panelNote, panelSection } from '../../styles/panel.css';
import { row, rowActions, rowFacts, rowSummary, rowTitle } from '../../styles/rowList.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { CompanyFacts } from '../CompanyCard/CompanyFacts';
import {
  CompanyForm,
  type CompanyFormField,
  type CompanySubmission,
} from '../CompanyForm/CompanyForm';
import { CompanyLogo } from '../CompanyLogo/CompanyLogo';
import { Link } from '../Link/Link';
import { LoadFailed, type LoadFailure } from '../LoadFailed/LoadFailed';
import { RowListSkeleton } from '../Skeleton/RowListSkeleton';
import { SkeletonBlock } from '../Skeleton/Skeleton';
import * as styles from './MyCompanies.css';

/** The form open under 'Şirketlerim': a new company's, or the one of the company with this slug. */
export type CompanyEditing = { create: true } | { slug: string };

export interface MyCompaniesProps {
  /** The member's companies, by name, with their role in each. */
  companies: readonly MyCompany[];
  /** They are being fetched. */
  loading?: boolean;
  /** Why they did not arrive, and their retry: shown instead. */
  failed?: LoadFailure | null;
  /** The form on screen, if any: the app closes it once its save went through. */
  editing: CompanyEditing | null;
  onEditingChange: (editing: CompanyEditing | null) => void;
  /** Told a form's values: a new company's (`slug` null), or a change of the company with `slug`. */
  onSubmit: (slug: string | null, submission: CompanySubmission) => void;
  /** The open form is on its way. */
  saving?: boolean;
  /** The server's messages by field for the open form (a 422). */
  fieldErrors?: FieldErrors<CompanyFormField> | undefined;
}

/**
 * 'Şirketlerim' on the profile: the companies the member posts as, each with its logo, its role
 * ('Sahip', 'İşe alım uzmanı'), its facts and open jobs, the way to its page and, for its owners,
 * to change it in place; 'Şirket ekle' opens the form for another, up to
 * `companyLimits.ownedMax` owned. While they load, their shapes; when they fail to, why, with a
 * retry; none, what a company page is for.
 */
export function MyCompanies({
  companies,
  loading = false,
  failed,
  editing,
  onEditingChange,
  onSubmit,
  saving = false,
  fieldErrors,
}: MyCompaniesProps) {
  const { t } = useTexts();
  const headingId = useId();
  const owned = companies.filter(({ role }) => role === 'owner').length;
  const formProps = { busy: saving, fieldErrors };
  return (
    <section className={panelSection} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className={pageTitle}>
        {t('myCompanies.title')}
      </h2>
      <p className={styles.description}>{t('myCompanies.description')}</p>
      {failed ? (
        <div className={styles.below}>
          <LoadFailed message={t('myCompanies.loadFailed')} {...failed} />
        </div>
      ) : loading ? (
        <RowListSkeleton
          label={t('myCompanies.loading')}
          listClassName={styles.list}
          facts={<SkeletonBlock width="half" />}
        />
      ) : (
        <>
          {companies.length === 0 ? (
            <p className={panelNote}>{t('myCompanies.none')}</p>
          ) : (
            <ul className={styles.list}>
              {companies.map(({ company, role }) => (
                <li key={company.slug}>
                  <article className={row}>
                    <div className={styles.summary}>
                      <CompanyLogo name={company.name} logo={company.logo} />
                      <div className={rowSummary}>
                        <h3 className={rowTitle}>
                          <Link href={hrefs.company(company.slug)}>{company.name}</Link>
                        </h3>
                        <div className={rowFacts}>
                          <Badge tone={role === 'owner' ? 'promote' : 'neutral'}>
                            {t(role === 'owner' ? 'myCompanies.owner' : 'myCompanies.recruiter')}
                          </Badge>
                          <CompanyFacts company={company} />
                          <span>{t('companyCard.openJobs', { count: company.open_jobs })}</span>
                        </div>
                      </div>
                    </div>
                    {role === 'owner' &&
                      !(editing && 'slug' in editing && editing.slug === company.slug) && (
                        <div className={rowActions}>
                          <Button
                            size="small"
                            tone="secondary"
                            onClick={() => onEditingChange({ slug: company.slug })}
                          >
                            {t('myCompanies.edit')}
                            <span className={visuallyHidden}>: {company.name}</span>
                          </Button>
                        </div>
                      )}
                  </article>
                  {editing && 'slug' in editing && editing.slug === company.slug && (
                    <div className={styles.form}>
                      <CompanyForm
                        company={company}
                        onSubmit={(submission) => onSubmit(company.slug, submission)}
                        {...formProps}
                      />
                      <CancelButton onCancel={() => onEditingChange(null)} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          {editing && 'create' in editing ? (
            <div className={styles.form}>
              <CompanyForm onSubmit={(submission) => onSubmit(null, submission)} {...formProps} />
              <CancelButton onCancel={() => onEditingChange(null)} />
            </div>
          ) : owned >= companyLimits.ownedMax ? (
            <p className={panelNote}>{t('myCompanies.full', { max: companyLimits.ownedMax })}</p>
          ) : (
            <Button
              tone="action"
              className={styles.below}
              onClick={() => onEditingChange({ create: true })}
            >
              {t('myCompanies.add')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** 'Vazgeç' under an open form: closes it, nothing sent. */
function CancelButton({ onCancel }: { onCancel: () => void }) {
  const { t } = useTexts();
  return (
    <Button tone="secondary" onClick={onCancel}>
      {t('myCompanies.cancel')}
    </Button>
  );
}
