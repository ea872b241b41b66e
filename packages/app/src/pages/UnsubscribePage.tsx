import type { Unsubscribing } from '@job/contract';
import { UnsubscribeScreen, useTexts } from '@job/ui';
import { useSite } from '../state/hooks';
import { NotFoundPage } from './NotFoundPage';
import { usePageTitle } from './usePageTitle';

/**
 * `/api/alerts/unsubscribe/{token}`, loaded on demand: the page an alert mail's unsubscribe link
 * opens, rendered by the server with what the link found or did (`site.unsubscribing`) and hydrated
 * from it. Nothing in the app links here; without the server's answer (the address typed into a
 * page already open) there is nothing to show, as for any address the app does not know.
 */
export default function UnsubscribePage() {
  const { unsubscribing } = useSite();
  return unsubscribing ? <Unsubscribe unsubscribing={unsubscribing} /> : <NotFoundPage />;
}

function Unsubscribe({ unsubscribing }: { unsubscribing: Unsubscribing }) {
  usePageTitle(useTexts().t('unsubscribe.title'));
  return <UnsubscribeScreen unsubscribing={unsubscribing} />;
}
