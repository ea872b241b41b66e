import { type LoginValues, type SignupValues, toasts, trimLogin, trimSignup } from '@job/contract';
import { proxy, useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { api, failureMessage, type Job, type User } from '../api/client';
import { showToast } from './toasts';

const storageKeys = { user: 'user', token: 'token' } as const;

function storedUser(): User | null {
  try {
    return JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null') as User | null;
  } catch {
    // A hand-edited or truncated entry must not keep the app from starting.
    return null;
  }
}

/** The authentication state of spec section 3; signed in means a token is present. */
export const authState = proxy({
  auth: storedUser(),
  savedJobs: [] as Job[],
  loading: false,
  token: localStorage.getItem(storageKeys.token),
  /** The server's message about the last failed sign-up or login, shown in red under the form. */
  errors: '',
});

export function useAuth() {
  return useSnapshot(authState);
}

function clearSession(): void {
  localStorage.removeItem(storageKeys.token);
  localStorage.removeItem(storageKeys.user);
  authState.auth = null;
  authState.token = null;
}

const sessionEndedMessage = 'Your session has ended. Please sign in again.';

// Only the two calls that create a session go without it.
const anonymousPaths = new Set(['/api/register', '/api/login']);

api.use({
  onRequest({ request, schemaPath }) {
    if (
      authState.token &&
      !anonymousPaths.has(schemaPath) &&
      !request.headers.has('Authorization')
    ) {
      request.headers.set('Authorization', `Bearer ${authState.token}`);
    }
  },
  onResponse({ request, response }) {
    // A token the server no longer takes (expired, revoked elsewhere) ends the session here too.
    const sentCurrentToken = request.headers.get('Authorization') === `Bearer ${authState.token}`;
    if (response.status !== 401 || !authState.token || !sentCurrentToken) return undefined;
    clearSession();
    navigate('/login');
    // The caller shows the failure as usual; this makes it say why, in words the user can act on.
    return Response.json({ message: sessionEndedMessage }, { status: 401 });
  },
});

/** Clears the server's message left by an earlier attempt, so a fresh form starts clean. */
export function clearAuthErrors(): void {
  authState.errors = '';
}

export async function register(values: SignupValues): Promise<void> {
  authState.loading = true;
  authState.errors = '';
  try {
    const { data, error } = await api.POST('/api/register', { body: trimSignup(values) });
    if (!data) throw error;
    authState.auth = data.user;
    navigate('/login');
    showToast(toasts.registered, 'success');
  } catch (failure) {
    authState.errors = failureMessage(failure);
    showToast(toasts.registrationFailed, 'error');
  } finally {
    authState.loading = false;
  }
}

export async function login(values: LoginValues): Promise<void> {
  authState.errors = '';
  authState.loading = true;
  try {
    const { data, error } = await api.POST('/api/login', { body: trimLogin(values) });
    if (!data) throw error;
    authState.auth = data.user;
    authState.token = data.token;
    localStorage.setItem(storageKeys.user, JSON.stringify(data.user));
    localStorage.setItem(storageKeys.token, data.token);
    navigate('/');
    showToast(toasts.loggedIn, 'success');
  } catch (failure) {
    authState.errors = failureMessage(failure);
    showToast(toasts.loginFailed, 'error');
  } finally {
    authState.loading = false;
  }
}

/** Header's Sign Out: forgets the session at once, then revokes its token on the server. */
export function signOut(): void {
  const { token } = authState;
  clearSession();
  showToast(toasts.loggedOut, 'success');
  navigate('/');
  if (token) {
    // The user is signed out here whatever the answer; a token the server kept would expire in 30 days.
    api
      .POST('/api/logout', { headers: { Authorization: `Bearer ${token}` } })
      .catch(() => undefined);
  }
}
