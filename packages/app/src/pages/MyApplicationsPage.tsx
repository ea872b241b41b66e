import { MyApplicationsScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { applicationsOf } from '../state/applications';
import { useAuth, useSite, useStores } from '../state/hooks';
import { loadFailure } from './loadFailure';
import { usePageTitle } from './usePageTitle';

/** `/applications` ('Başvurularım'), loaded on demand: the member's applications, newest first. */
export default function MyApplicationsPage() {
  const applications = applicationsOf(useStores());
  const { mine, downloadingCvId, withdrawingId } = useSnapshot(applications.state);
  const { token } = useAuth();
  const { now } = useSite();
  useEffect(() => {
    if (token) void applications.loadMine();
  }, [applications, token]);
  usePageTitle(useTexts().t('title.myApplications'));
  const known = mine.readFor === token;
  const failureMessage = token === null ? null : mine.failureMessage;
  return (
    <MyApplicationsScreen
      signedIn={token !== null}
      applications={known ? mine.applications : []}
      loading={token !== null && mine.loading}
      failed={loadFailure(failureMessage, () => void applications.retryMine(), mine.loading)}
      now={new Date(now)}
      onDownloadCv={(id) => void applications.downloadCv(id)}
      downloadingCvId={downloadingCvId}
      onWithdraw={(id) => void applications.withdraw(id)}
      withdrawingId={withdrawingId}
    />
  );
}
