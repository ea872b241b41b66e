import { NotFoundScreen, useTexts } from '@job/ui';
import { usePageTitle } from './usePageTitle';

/** Any address with no page (docs/spec.md section 2). */
export function NotFoundPage() {
  usePageTitle(useTexts().t('title.notFound'));
  return <NotFoundScreen />;
}
