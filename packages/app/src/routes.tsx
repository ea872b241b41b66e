import { hrefs, type RouteName, routePatterns } from '@job/contract';
import { type Language, languageParameter } from '@job/texts';
import { type LinkProps, LinkProvider, PageFrame, Spinner, TextsProvider } from '@job/ui';
import { type ComponentType, lazy, type ReactNode, Suspense, use } from 'react';
import { useSnapshot } from 'valtio';
import {
  Link,
  Redirect,
  Route,
  type RouteComponentProps,
  Switch,
  useLocation,
  useSearch,
} from 'wouter';
import { decodedPath, matchRoute } from './matchRoute';
import { CategoryPage } from './pages/CategoryPage';
import { HomePage } from './pages/HomePage';
import { LazyNotFoundPage } from './pages/LazyNotFoundPage';
import type { PageProps } from './pages/pageProps';
import { useAuth, useStores, useToasts } from './state/hooks';
import { routeTexts } from './texts/routeTexts';
import { useScrollOnNavigate } from './useScrollOnNavigate';

/** A page loaded on demand: how to load its code before it renders. */
interface OnDemandPage {
  load: () => Promise<unknown>;
}

/**
 * `lazy`, except that a page whose code is already here renders at once instead of suspending: a
 * server-rendered page whose code `loadPageOf` brought before hydration hydrates in one pass, with
 * no part left as the server's HTML that a press could land on while React waits for the code.
 */
function onDemand<Props extends object>(
  importPage: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loaded: ComponentType<Props> | undefined;
  // `loaded` is set before `lazy` hears of the code, so the lazy page never commits to be swapped.
  const load = () =>
    importPage().then((page) => {
      loaded = page.default;
      return page;
    });
  const Lazy = lazy(load);
  return Object.assign(
    // biome-ignore lint/correctness/noComponentHookFactories: made once per page, at module level.
    function OnDemand(props: Props) {
      const Page = loaded ?? Lazy;
      return <Page {...props} />;
    },
    { load },
  );
}

/** The pages loaded on demand, by route: their code, which downloads beside their words. */
const onDemandPages = {
  detail: onDemand(() => import('./pages/DetailPage')),
  login: onDemand(() => import('./pages/LoginPage')),
  signup: onDemand(() => import('./pages/SignupPage')),
  profile: onDemand(() => import('./pages/ProfilePage')),
  profileSection: onDemand(() => import('./pages/ProfileSectionPage')),
  savedJobs: onDemand(() => import('./pages/SavedJobsPage')),
  createJob: onDemand(() => import('./pages/CreateJobPage')),
  editJob: onDemand(() => import('./pages/EditJobPage')),
  forgotPassword: onDemand(() => import('./pages/ForgotPasswordPage')),
  resetPassword: onDemand(() => import('./pages/ResetPasswordPage')),
  verifyEmail: onDemand(() => import('./pages/VerifyEmailPage')),
  apply: onDemand(() => import('./pages/ApplyPage')),
  report: onDemand(() => import('./pages/ReportPage')),
  myApplications: onDemand(() => import('./pages/MyApplicationsPage')),
  applicants: onDemand(() => import('./pages/ApplicantsPage')),
  moderation: onDemand(() => import('./pages/ModerationPage')),
  unsubscribe: onDemand(() => import('./pages/UnsubscribePage')),
  companies: onDemand(() => import('./pages/CompaniesPage')),
  company: onDemand(() => import('./pages/CompanyPage')),
} satisfies Partial<Record<RouteName, OnDemandPage>>;

/** The same pages by any route's name, for the code that looks one up by the route it is on. */
const onDemandByRoute: Partial<Record<RouteName, OnDemandPage>> = onDemandPages;

/** The code of the page at `path`, when it loads on demand: already here when this resolves. */
export async function loadPageOf(path: string): Promise<void> {
  const route = matchRoute(decodedPath(path));
  if (route) await onDemandByRoute[route.name]?.load();
}

const ProfilePage = onDemandPages.profile;

/** docs/spec.md section 6: only /profile is guarded; without a token it sends the visitor home. */
function ProfileRoute() {
  const { token } = useAuth();
  return token ? <ProfilePage /> : <Redirect to={hrefs.home()} replace />;
}

/** A page for members (editing a job, applying to one): a visitor signs in first and comes back. */
function forMembers<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  return function MembersOnly(props: Props) {
    const { token } = useAuth();
    const [here] = useLocation();
    return token ? <Page {...props} /> : <Redirect to={hrefs.login(here)} replace />;
  };
}

/**
 * The page of every route of docs/spec.md section 2; a route without one does not compile. All but
 * the lists load on demand, so the first visit downloads only the list: the detail brings the HTML
 * sanitiser, the create page the rich-text editor.
 */
const pages: { [Name in RouteName]: ComponentType<PageProps<Name>> } = {
  home: HomePage,
  category: CategoryPage,
  detail: onDemandPages.detail,
  login: onDemandPages.login,
  signup: onDemandPages.signup,
  profile: ProfileRoute,
  // The profile's parts have addresses a mail may carry: a visitor signs in first and comes back.
  profileSection: forMembers(onDemandPages.profileSection),
  savedJobs: onDemandPages.savedJobs,
  // No client guard (docs/spec.md section 6): signed out, the server refuses the job.
  createJob: onDemandPages.createJob,
  editJob: forMembers(onDemandPages.editJob),
  forgotPassword: onDemandPages.forgotPassword,
  resetPassword: onDemandPages.resetPassword,
  verifyEmail: onDemandPages.verifyEmail,
  apply: forMembers(onDemandPages.apply),
  // Anyone may report, as from the detail's dialog.
  report: onDemandPages.report,
  // Signed out, their screens ask the visitor to sign in.
  myApplications: onDemandPages.myApplications,
  applicants: onDemandPages.applicants,
  // Anyone but a moderator gets the not-found screen there, as the API answers 404.
  moderation: onDemandPages.moderation,
  // Rendered by the server with what the mail's link found, then hydrated as any page.
  unsubscribe: onDemandPages.unsubscribe,
  // Public, rendered by the server as the lists are.
  companies: onDemandPages.companies,
  company: onDemandPages.company,
};

/**
 * A route's page once its words are here (`routeTexts`): until then the Suspense spinner, while its
 * code downloads beside them rather than after.
 */
function PageWithTexts({ name, ...props }: RouteComponentProps & { name: RouteName }) {
  const search = useSearch();
  const pending = useStores().language.ensure(routeTexts[name]);
  if (pending) {
    void onDemandByRoute[name]?.load();
    use(pending);
  }
  // `pages` matches each page to its own pattern's parameters; this widening only drops the pairing
  // of name and page, which TypeScript cannot follow through the union.
  const Page = pages[name] as ComponentType<RouteComponentProps & { search: string }>;
  return <Page {...props} search={search} />;
}

/** The Switch's entry for a route: its pattern from the contract, its page from `pages`. */
function routeOf(name: RouteName) {
  return (
    <Route key={name} path={routePatterns[name]}>
      {(params) => <PageWithTexts name={name} params={params} />}
    </Route>
  );
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
  const { texts } = useSnapshot(stores.language.state);
  const search = useSearch();
  useScrollOnNavigate();
  return (
    <TextsProvider texts={texts}>
      <PageFrame
        user={token ? auth : null}
        onSignOut={stores.auth.signOut}
        toasts={toasts}
        onDismissToast={stores.toasts.dismiss}
        locale={texts.locale}
        onChooseLanguage={stores.auth.chooseLanguage}
        languageHrefOf={(language) => languageHref(search, language)}
      >
        {children}
      </PageFrame>
    </TextsProvider>
  );
}

/** This page in `language`, its query kept: the switch's link where scripts do not run. */
function languageHref(search: string, language: Language): string {
  const query = new URLSearchParams(search);
  query.set(languageParameter, language);
  return `?${query}`;
}

/** Every route in one Switch, each rendering its screen in the frame; a path matching none is not found. */
export function App() {
  return (
    <LinkProvider component={RouterLink}>
      <Frame>
        <Suspense fallback={<Spinner />}>
          <Switch>
            {(Object.keys(routePatterns) as RouteName[]).map(routeOf)}
            <Route component={LazyNotFoundPage} />
          </Switch>
        </Suspense>
      </Frame>
    </LinkProvider>
  );
}
