import type { Job, User } from '@job/contract';
import { proxy } from 'valtio';

const storageKeys = { user: 'user', token: 'token' } as const;

/** Whether this browser keeps a session, before any store is made (the start's downloads). */
export const hasStoredSession = (storage: Storage): boolean =>
  storage.getItem(storageKeys.token) !== null;

function storedUser(storage: Storage | undefined): User | null {
  try {
    return JSON.parse(storage?.getItem(storageKeys.user) ?? 'null') as User | null;
  } catch {
    // A hand-edited or truncated entry must not keep the app from starting.
    return null;
  }
}

/**
 * The authentication state of docs/spec.md section 3; signed in means a token is present. The
 * session is kept in `storage` (the browser's localStorage), so it outlives a reload; a server
 * render has none and renders every page signed out.
 */
export function createSession(storage: Storage | undefined) {
  const token = storage?.getItem(storageKeys.token) ?? null;
  const state = proxy({
    auth: storedUser(storage),
    loading: false,
    token,
    /** The server's message about the last failed sign-up or login, shown in red under the form. */
    errors: '',
    /**
     * The jobs the member saved, newest saved first, as the server keeps them: read when the
     * session starts or is restored after a reload (docs/spec.md section 3's `savedJobs`, no longer
     * unused).
     */
    savedJobs: [] as Job[],
    /**
     * The saved jobs are being read. True from the start with a kept session, whose read follows
     * the check of its token, so the saved jobs page shows its skeleton until then.
     */
    savedJobsLoading: token !== null,
    /** Why the saved jobs could not be read (`failureMessage`'s words); null once they are. */
    savedJobsFailure: null as string | null,
  });

  return {
    state,

    /** Signs the member in with this token, here and after a reload. */
    keep(user: User, token: string): void {
      state.auth = user;
      state.token = token;
      storage?.setItem(storageKeys.user, JSON.stringify(user));
      storage?.setItem(storageKeys.token, token);
    },

    /** Forgets the session here; revoking the token on the server is the caller's business. */
    end(): void {
      storage?.removeItem(storageKeys.token);
      storage?.removeItem(storageKeys.user);
      state.auth = null;
      state.token = null;
      state.savedJobs = [];
      state.savedJobsLoading = false;
      state.savedJobsFailure = null;
    },
  };
}

export type Session = ReturnType<typeof createSession>;
