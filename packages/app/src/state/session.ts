import type { Job, User } from '@job/contract';
import { useSyncExternalStore } from 'react';
import { proxy, useSnapshot } from 'valtio';

const storageKeys = { user: 'user', token: 'token' } as const;

// A server render has no localStorage: it renders every page signed out.
const storage = typeof localStorage === 'undefined' ? undefined : localStorage;

function storedUser(): User | null {
  try {
    return JSON.parse(storage?.getItem(storageKeys.user) ?? 'null') as User | null;
  } catch {
    // A hand-edited or truncated entry must not keep the app from starting.
    return null;
  }
}

/**
 * The authentication state of docs/spec.md section 3; signed in means a token is present. The
 * session is kept in localStorage, so it outlives a reload.
 */
export const authState = proxy({
  auth: storedUser(),
  loading: false,
  token: storage?.getItem(storageKeys.token) ?? null,
  /** The server's message about the last failed sign-up or login, shown in red under the form. */
  errors: '',
  /**
   * The jobs the member saved, newest saved first, as the server keeps them: read when the session
   * starts or is restored after a reload (docs/spec.md section 3's `savedJobs`, no longer unused).
   */
  savedJobs: [] as Job[],
  /** The saved jobs are being read. */
  savedJobsLoading: false,
});

const noSubscription = () => () => {};

/**
 * The session as the page shows it. A server render knows no session (it lives in this browser's
 * storage), so a page rendered there is hydrated signed out, as it was sent, and shows the session
 * in the render that follows: no mismatch between the server's HTML and the first client render.
 */
export function useAuth() {
  const snapshot = useSnapshot(authState);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? snapshot : { ...snapshot, auth: null, token: null };
}

/** Signs the member in with this token, here and after a reload. */
export function keepSession(user: User, token: string): void {
  authState.auth = user;
  authState.token = token;
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  localStorage.setItem(storageKeys.token, token);
}

/** Forgets the session here; revoking the token on the server is the caller's business. */
export function endSession(): void {
  localStorage.removeItem(storageKeys.token);
  localStorage.removeItem(storageKeys.user);
  authState.auth = null;
  authState.token = null;
  authState.savedJobs = [];
}
