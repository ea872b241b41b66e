import { hrefs, type RouteName, routePatterns } from '@job/contract';
import { type LinkProps, LinkProvider, PageFrame, Spinner } from '@job/ui';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Link, Redirect, Route, type RouteComponentProps, Switch } from 'wouter';
import { CategoryPage } from './pages/CategoryPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import type { PageProps } from './pages/pageProps';
import { useAuth, useStores, useToasts } from './state/hooks';

const ProfilePage = lazy(() => import('./pages/ProfilePage'));
const EditJobPage = lazy(() => import('./pages/EditJobPage'));

/** docs/spec.md section 6: only /profile is guarded; without a token it sends the visitor home. */
function ProfileRoute() {
  const { token } = useAuth();
  return token ? <ProfilePage /> : <Redirect to={hrefs.home()} replace />;
}

/** Editing is for members: a visitor signs in first and comes back to the form. */
function EditJobRoute(props: PageProps<'editJob'>) {
  const { token } = useAuth();
  const here = hrefs.editJob(props.params.slug);
  return token ? <EditJobPage {...props} /> : <Redirect to={hrefs.login(here)} replace />;
}

/**
 * The page of every route of docs/spec.md section 2; a route without one does not compile. All but
 * the lists load on demand, so the first visit downloads only the list: the detail brings the HTML
 * sanitiser, the create page the rich-text editor.
 */
const pages: { [Name in RouteName]: ComponentType<PageProps<Name>> } = {
  home: HomePage,
  category: CategoryPage,
  detail: lazy(() => import('./pages/DetailPage')),
  login: lazy(() => import('./pages/LoginPage')),
  signup: lazy(() => import('./pages/SignupPage')),
  profile: ProfileRoute,
  savedJobs: lazy(() => import('./pages/SavedJobsPage')),
  // No client guard (docs/spec.md section 6): signed out, the server refuses the job.
  createJob: lazy(() => import('./pages/CreateJobPage')),
  editJob: EditJobRoute,
};

/** The Switch's entry for a route: its pattern from the contract, its page from `pages`. */
function routeOf(name: RouteName) {
  // `pages` matches each page to its own pattern's parameters; this widening only drops the pairing
  // of name and page, which TypeScript cannot follow through the union.
  const page = pages[name] as ComponentType<RouteComponentProps>;
  return <Route key={name} path={routePatterns[name]} component={page} />;
}

/** ui's links, followed by the router without a page load. */
function RouterLink(props: LinkProps) {
  return <Link {...props} />;
}

/**
 * ui's page frame with the session (signed in means a token is present, docs/spec.md section 4)
 * and the toasts. One frame for all routes keeps the header mounted while the routes change.
 */
function Frame({ children }: { children: ReactNode }) {
  const stores = useStores();
  const { auth, token } = useAuth();
  const toasts = useToasts();
  return (
    <PageFrame
      user={token ? auth : null}
      onSignOut={stores.auth.signOut}
      toasts={toasts}
      onDismissToast={stores.toasts.dismiss}
    >
      {children}
    </PageFrame>
  );
}

/** Every route in one Switch, each rendering its screen in the frame; a path matching none is not found. */
export function App() {
  return (
    <LinkProvider component={RouterLink}>
      <Frame>
        <Suspense fallback={<Spinner />}>
          <Switch>
            {(Object.keys(routePatterns) as RouteName[]).map(routeOf)}
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </Frame>
    </LinkProvider>
  );
}
