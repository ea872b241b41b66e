import { hrefs, type LoginValues, loginNext, type SignupValues, toasts } from '@job/contract';
import { navigate } from 'wouter/use-browser-location';
import { api, failureMessage, sessionEndedMessage } from '../api/client';
import { loadSavedJobs } from './members';
import { authState, endSession, keepSession } from './session';
import { showToast } from './toasts';

/** Clears the server's message left by an earlier attempt, so a fresh form starts clean. */
export function clearAuthErrors(): void {
  authState.errors = '';
}

/**
 * Runs a sign-up or a login as docs/spec.md section 4 has them: busy while the request runs; on
 * success `onSuccess` with the answer and the success toast; on failure the server's message kept
 * for the form and the failure toast.
 */
async function accountRequest<Answer>(
  send: () => Promise<{ data?: Answer; error?: unknown }>,
  onSuccess: (answer: Answer) => void,
  [succeeded, failed]: [string, string],
): Promise<void> {
  authState.errors = '';
  authState.loading = true;
  try {
    const { data, error } = await send();
    if (!data) throw error;
    onSuccess(data);
    showToast(succeeded, 'success');
  } catch (failure) {
    authState.errors = failureMessage(failure);
    showToast(failed, 'error');
  } finally {
    authState.loading = false;
  }
}

/** Sign-up with the values the form validated and trimmed; the member then signs in. */
export function register(values: SignupValues): Promise<void> {
  return accountRequest(
    () => api.POST('/api/register', { body: values }),
    ({ user }) => {
      authState.auth = user;
      navigate(hrefs.login());
    },
    [toasts.registered, toasts.registrationFailed],
  );
}

/**
 * Login with the values the form validated and trimmed; the session is kept across reloads. The
 * member lands where the login was asked from (`?next=`, a save pressed while signed out), or on
 * the list.
 */
export function login(values: LoginValues): Promise<void> {
  return accountRequest(
    () => api.POST('/api/login', { body: values }),
    ({ user, token }) => {
      keepSession(user, token);
      void loadSavedJobs();
      navigate(loginNext(window.location.search));
    },
    [toasts.loggedIn, toasts.loginFailed],
  );
}

/**
 * At start, asks the server whether the stored token still holds, and reads the member's saved
 * jobs when it does. One it refuses (expired,
 * revoked on another device) ends the session quietly, on whatever page the visitor is reading,
 * with the toast that says why; unreachable, the session stays until a call can tell.
 */
export async function checkSession(): Promise<void> {
  const { token } = authState;
  if (!token) return;
  try {
    const { data, error } = await api.GET('/api/me');
    // The member may have signed out (or in again) while the answer was on its way.
    if (data && authState.token === token) {
      keepSession(data.user, token);
      void loadSavedJobs();
    }
    // The session middleware ended the session: say so, once.
    if (failureMessage(error) === sessionEndedMessage) showToast(sessionEndedMessage, 'error');
  } catch {
    // Offline or timed out: nothing is known about the token yet.
  }
}

/** Header's Sign Out: forgets the session at once, then revokes its token on the server. */
export function signOut(): void {
  const { token } = authState;
  endSession();
  showToast(toasts.loggedOut, 'success');
  navigate(hrefs.home());
  if (token) {
    // The user is signed out here whatever the answer; a token the server kept would expire in 30 days.
    api
      .POST('/api/logout', { headers: { Authorization: `Bearer ${token}` } })
      .catch(() => undefined);
  }
}
