import { HomeLayout, type LinkProps, LinkProvider, Spinner } from '@job/ui';
import { lazy, Suspense } from 'react';
import { Link, Redirect, Route, Switch } from 'wouter';
import { CategoryPage } from './pages/CategoryPage';
import { AppFrame } from './pages/Chrome';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { useAuth } from './state/auth';

// Loaded on demand, so the first visit to the list downloads only the list: the detail brings
// the HTML sanitiser, the create page the rich-text editor.
const DetailPage = lazy(() => import('./pages/DetailPage'));
const LoginPage = lazy(() => import('./pages/LoginPage'));
const SignupPage = lazy(() => import('./pages/SignupPage'));
const ProfilePage = lazy(() => import('./pages/ProfilePage'));
const SavedJobsPage = lazy(() => import('./pages/SavedJobsPage'));
const CreateJobPage = lazy(() => import('./pages/CreateJobPage'));

/** ui's links, followed by the router without a page load. */
function RouterLink(props: LinkProps) {
  return <Link {...props} />;
}

/** Spec section 6: only /profile is guarded; without a token it sends the visitor home. */
function ProfileRoute() {
  const { token } = useAuth();
  return token ? <ProfilePage /> : <Redirect to="/" replace />;
}

/** The routes of spec section 2, in one Switch; a path matching none is not found. */
export function App() {
  return (
    <LinkProvider component={RouterLink}>
      <AppFrame>
        <Suspense fallback={<Spinner />}>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route path="/detail/:slug">
              {/* The detail is the home layout's child view (spec section 2). */}
              {({ slug }) => (
                <HomeLayout>
                  <DetailPage slug={slug} />
                </HomeLayout>
              )}
            </Route>
            <Route path="/categories/:type" component={CategoryPage} />
            <Route path="/login" component={LoginPage} />
            <Route path="/signup" component={SignupPage} />
            <Route path="/profile" component={ProfileRoute} />
            <Route path="/saved-jobs" component={SavedJobsPage} />
            {/* No client guard (spec section 6): signed out, the server refuses the job. */}
            <Route path="/create-job" component={CreateJobPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </AppFrame>
    </LinkProvider>
  );
}
