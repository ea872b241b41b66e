import type { ModerationQueue } from '@job/contract';
import { ModerationScreen, NotFoundScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useAuth, useStores } from '../state/hooks';
import { moderationOf } from '../state/moderation';
import { loadFailure } from './loadFailure';
import { usePageTitle } from './usePageTitle';

/**
 * `/moderation`, loaded on demand: the moderators' queue. Anyone else, a visitor included, gets
 * the not-found screen, as the API answers them 404.
 */
export default function ModerationPage() {
  const moderation = moderationOf(useStores());
  const { queue, loading, failureMessage, notModerator, pending, acting } = useSnapshot(
    moderation.state,
  );
  const { auth, token } = useAuth();
  const moderator = token !== null && auth?.role === 'moderator';
  useEffect(() => {
    if (moderator) void moderation.load();
  }, [moderation, moderator]);
  const { t } = useTexts();
  usePageTitle(moderator && !notModerator ? t('moderation.title') : t('title.notFound'));
  if (!moderator || notModerator) return <NotFoundScreen />;
  return (
    <ModerationScreen
      // The snapshot is frozen; the screen only reads it.
      queue={queue as ModerationQueue | undefined}
      loading={loading && !queue}
      failed={loadFailure(failureMessage, () => void moderation.load(), loading)}
      pending={pending}
      onPendingChange={moderation.setPending}
      onConfirm={(action, reason) => void moderation.confirm(action, reason)}
      acting={acting}
    />
  );
}
