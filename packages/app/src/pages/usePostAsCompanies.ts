import type { PostAsCompany } from '@job/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useAuth, useStores } from '../state/hooks';
import { myCompaniesOf } from '../state/myCompanies';

/**
 * The companies a member may post as, for the job forms' 'Kimin adına': read once a session;
 * undefined while they are on their way (an edit waits for them, or its form would start as posted
 * by the member alone); none signed out, for a member of none, or when they could not be read (the
 * forms then look as they always did, and send no choice).
 */
export function usePostAsCompanies(): PostAsCompany[] | undefined {
  const myCompanies = myCompaniesOf(useStores());
  const { token } = useAuth();
  const { companies, readFor, loading } = useSnapshot(myCompanies.state);
  useEffect(() => {
    if (token) void myCompanies.loadOnce();
  }, [myCompanies, token]);
  if (!token) return [];
  if (readFor !== token) return loading ? undefined : [];
  return companies.map(({ company: { slug, name } }) => ({ slug, name }));
}
