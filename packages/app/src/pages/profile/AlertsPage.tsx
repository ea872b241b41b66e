import { AlertsScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { alertsOf } from '../../state/alerts';
import { useAuth, useStores } from '../../state/hooks';
import { loadFailure } from '../loadFailure';
import { usePageTitle } from '../usePageTitle';
import { useVerification } from '../useVerification';

/** `/profile/alerts`: the member's saved searches, to rename, switch, pause or delete. */
export default function AlertsPage() {
  const alerts = alertsOf(useStores());
  const { auth } = useAuth();
  const savedSearches = useSnapshot(alerts.state);
  const verification = useVerification();
  useEffect(() => {
    void alerts.load();
  }, [alerts]);
  usePageTitle(useTexts().t('alerts.title'));
  return (
    <AlertsScreen
      alerts={savedSearches.alerts}
      loading={savedSearches.loading}
      failed={loadFailure(
        savedSearches.failureMessage,
        () => void alerts.retry(),
        savedSearches.loading,
      )}
      onRename={(id, name) => void alerts.change(id, { name })}
      onFrequencyChange={(id, frequency) => void alerts.change(id, { frequency })}
      onPausedChange={(id, paused) => void alerts.change(id, { paused })}
      onDelete={(id) => void alerts.delete(id)}
      changingId={savedSearches.changingId}
      deletingId={savedSearches.deletingId}
      waitingForVerification={auth?.email_verified === false ? verification : undefined}
    />
  );
}
