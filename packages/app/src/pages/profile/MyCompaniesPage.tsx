import type { CompanyEditing, CompanySubmission } from '@job/ui';
import { MyCompaniesScreen, useTexts } from '@job/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../../state/hooks';
import { myCompaniesOf } from '../../state/myCompanies';
import { loadFailure } from '../loadFailure';
import { usePageTitle } from '../usePageTitle';

/**
 * `/profile/companies`: the member's companies, to open, change or add to. A save sends the details
 * first, then the logo's change; the form closes once both went through.
 */
export default function MyCompaniesPage() {
  const myCompanies = myCompaniesOf(useStores());
  const mine = useSnapshot(myCompanies.state);
  const [editing, setEditing] = useState<CompanyEditing | null>(null);
  useEffect(() => {
    void myCompanies.load();
  }, [myCompanies]);
  usePageTitle(useTexts().t('myCompanies.title'));

  async function save(slug: string | null, { company, logo }: CompanySubmission): Promise<void> {
    const saved = await (slug === null
      ? myCompanies.create(company)
      : myCompanies.update(slug, company));
    if (!saved) return;
    const logoSaved =
      logo.action === 'replace'
        ? await myCompanies.setLogo(saved.slug, logo.file)
        : logo.action === 'delete'
          ? await myCompanies.removeLogo(saved.slug)
          : true;
    // A refused logo leaves the form open on the saved company, to choose another.
    setEditing(logoSaved ? null : { slug: saved.slug });
  }

  return (
    <MyCompaniesScreen
      companies={mine.companies}
      loading={mine.loading}
      failed={loadFailure(mine.failureMessage, () => void myCompanies.retry(), mine.loading)}
      editing={editing}
      onEditingChange={setEditing}
      onSubmit={(slug, submission) => void save(slug, submission)}
      saving={mine.saving !== null || mine.logoSaving !== null}
      fieldErrors={mine.fieldErrors}
    />
  );
}
