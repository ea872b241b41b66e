import { failureMessage } from '../api/client';
import type { Stores } from './stores';

/** What a store keeps about a read of the signed-in member's own data. */
export interface MemberReadState {
  /** True from the start until the first read settles, and while any read runs. */
  loading: boolean;
  /**
   * The session token the data was read for: it is this member's while that session lasts, and
   * nobody's once another (or none) is signed in.
   */
  readFor: string | null;
  /**
   * Why the latest read failed (`failureMessage`), for the page to show with a retry; kept while
   * it is retried, cleared when a page opens afresh or a read succeeds.
   */
  failureMessage: string | null;
}

/**
 * A read of the member's own data (their postings, their applications) into `state`: `fresh()` for
 * the pages that show it, which read it again as they open; `retry()` for their failure's retry;
 * `known()` for the pages that only consult it (whether a detail's posting is the member's own),
 * which read it once per session. Only the latest read fills the state, and only for the session
 * it was made for.
 */
export function memberRead<State extends MemberReadState>(
  { session, toasts, language: { t } }: Stores,
  state: State,
  fetch: () => Promise<Partial<State>>,
) {
  let latestRead = 0;
  let reading: { token: string; done: Promise<void> } | undefined;

  function readNow(): Promise<void> {
    const { token } = session.state;
    if (!token) return Promise.resolve();
    latestRead += 1;
    const read = latestRead;
    state.loading = true;
    const done = (async () => {
      try {
        const answer = await fetch();
        if (read !== latestRead || session.state.token !== token) return;
        Object.assign(state, answer);
        state.readFor = token;
        state.failureMessage = null;
      } catch (failure) {
        if (read !== latestRead) return;
        state.failureMessage = failureMessage(failure, t);
        toasts.show(state.failureMessage, 'error');
      } finally {
        if (read === latestRead) {
          state.loading = false;
          reading = undefined;
        }
      }
    })();
    reading = { token, done };
    return done;
  }

  /** A page opening: the last failure is not its own until this read fails too. */
  function fresh(): Promise<void> {
    state.failureMessage = null;
    return readNow();
  }

  return {
    fresh,

    /** The failure's retry: the failure stays on the page, its retry busy, until the answer. */
    retry: readNow,

    known(): Promise<void> {
      const { token } = session.state;
      if (!token || state.readFor === token) return Promise.resolve();
      if (reading?.token === token) return reading.done;
      return fresh();
    },

    /** What was read is out of date (the member posted a job): the next `known()` reads again. */
    forget(): void {
      state.readFor = null;
    },
  };
}
