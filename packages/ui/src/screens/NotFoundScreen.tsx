import { NotFound } from '../components/NotFound/NotFound';

/** Any address the app has no route for. */
export function NotFoundScreen() {
  return <NotFound />;
}
