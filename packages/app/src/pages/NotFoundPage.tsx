import { NotFound } from '@job/ui';
import { usePageTitle } from './usePageTitle';

/** Any address with no page (spec section 2). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return <NotFound />;
}
