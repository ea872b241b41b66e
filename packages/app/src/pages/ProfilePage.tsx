import { ProfileScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { alertsOf } from '../state/alerts';
import { useAuth, useSite, useStores } from '../state/hooks';
import { myPostingsOf } from '../state/myPostings';
import { loadFailure } from './loadFailure';
import { useAccount } from './useAccount';
import { usePageTitle } from './usePageTitle';

/**
 * `/profile`, loaded on demand: the member, their postings, their saved searches and their
 * account's settings; only a signed-in member gets here.
 */
export default function ProfilePage() {
  const stores = useStores();
  const myPostings = myPostingsOf(stores);
  const alerts = alertsOf(stores);
  const savedSearches = useSnapshot(alerts.state);
  const { postings, loading, failureMessage, deletingSlug, renewingSlug } = useSnapshot(
    myPostings.state,
  );
  const [account, { name, password, deletion, resend }] = useAccount();
  const { auth } = useAuth();
  const { now } = useSite();
  useEffect(() => {
    void myPostings.load();
    void alerts.load();
  }, [myPostings, alerts]);
  useEffect(() => {
    for (const form of ['name', 'password', 'deletion'] as const) account.clear(form);
  }, [account]);
  usePageTitle(useTexts().t('title.profile'));
  return (
    auth && (
      <ProfileScreen
        user={auth}
        postings={postings}
        loading={loading}
        failed={loadFailure(failureMessage, () => void myPostings.retry(), loading)}
        now={new Date(now)}
        onDelete={(slug) => void myPostings.delete(slug)}
        onRenew={(slug) => void myPostings.renew(slug)}
        deletingSlug={deletingSlug}
        renewingSlug={renewingSlug}
        verification={{
          onResend: () => void account.resendVerification(),
          resendState: resend.state,
          resendError: resend.error,
        }}
        nameForm={{ onSubmit: account.updateName, ...name }}
        passwordForm={{ onSubmit: account.changePassword, ...password }}
        deleteForm={{ onSubmit: account.deleteAccount, ...deletion }}
        alerts={{
          alerts: savedSearches.alerts,
          loading: savedSearches.loading,
          failed: loadFailure(
            savedSearches.failureMessage,
            () => void alerts.retry(),
            savedSearches.loading,
          ),
          onRename: (id, name) => void alerts.change(id, { name }),
          onFrequencyChange: (id, frequency) => void alerts.change(id, { frequency }),
          onPausedChange: (id, paused) => void alerts.change(id, { paused }),
          onDelete: (id) => void alerts.delete(id),
          changingId: savedSearches.changingId,
          deletingId: savedSearches.deletingId,
        }}
      />
    )
  );
}
