import { NotFoundScreen } from '@job/ui';
import { usePageTitle } from './usePageTitle';

/** Any address with no page (docs/spec.md section 2). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return <NotFoundScreen />;
}
