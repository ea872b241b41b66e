import { hrefs, type User } from '@job/contract';
import type { Language } from '@job/texts';
import { navigate } from 'wouter/use-browser-location';
import { type Api, endedSession, failureMessage } from '../api/client';
import type { LanguageStore } from './language';
import type { Members } from './members';
import type { Session } from './session';
import type { Toasts } from './toasts';

/**
 * The session's upkeep on every page: its check at start, its language, sign-out, and the start of
 * a session once the account store (`account.ts`, loaded with the pages that sign in) has a token.
 */
export function createAuth(
  api: Api,
  session: Session,
  members: Members,
  toasts: Toasts,
  language: LanguageStore,
) {
  const { state } = session;
  const { t } = language;

  /** Keeps the member's choice of language with the account, so mail reaches them in it. */
  function keepLanguage(chosen: Language): void {
    // Best effort: the choice holds on this device whatever the answer.
    api.PUT('/api/me/language', { body: { language: chosen } }).catch(() => undefined);
  }

  /**
   * A member and this browser agree on a language once signed in: a choice made here goes to the
   * account; with none made here, the account's own choice applies (a new device reads as before).
   */
  async function agreeOnLanguage(user: User): Promise<void> {
    const here = language.state.texts.locale;
    if (here !== 'default') {
      if (user.language !== here) keepLanguage(here);
    } else if (user.language) {
      // Unreachable catalogues leave the page in the words it has; the member is signed in anyway.
      await language.choose(user.language).catch(() => undefined);
    }
  }

  /**
   * Signs the member in on this device (a login, a password reset) and takes them to `destination`;
   * done once the member's language is agreed, so the toast that follows speaks it. The session is
   * kept across reloads.
   */
  async function startSession(user: User, token: string, destination: string): Promise<void> {
    session.keep(user, token);
    void members.loadSavedJobs();
    navigate(destination);
    await agreeOnLanguage(user);
  }

  return {
    startSession,

    /**
     * At start, asks the server whether the stored token still holds, and reads the member's saved
     * jobs when it does. One it refuses (expired, revoked on another device) ends the session
     * quietly, on whatever page the visitor is reading, with the toast that says why; unreachable,
     * the session stays until a call can tell.
     */
    async checkSession(): Promise<void> {
      const { token } = state;
      if (!token) return;
      try {
        const { data, error } = await api.GET('/api/me');
        // The member may have signed out (or in again) while the answer was on its way.
        if (data && state.token === token) {
          session.keep(data.user, token);
          void agreeOnLanguage(data.user);
          void members.loadSavedJobs();
        }
        // The session middleware ended the session: say so, once.
        if (endedSession(error)) toasts.show(failureMessage(error, t), 'error');
        else if (!data) members.savedJobsUnread(error);
      } catch (failure) {
        // Offline or timed out: nothing is known about the token yet.
        members.savedJobsUnread(failure);
      }
    },

    /**
     * The header's language switch: every text changes in place, the choice is kept in this
     * browser and, for a member, with the account.
     */
    async chooseLanguage(chosen: Language): Promise<void> {
      await language.choose(chosen);
      if (state.token) keepLanguage(chosen);
    },

    /** Header's Sign Out: forgets the session at once, then revokes its token on the server. */
    signOut(): void {
      const { token } = state;
      session.end();
      toasts.show(t('toast.signedOut'), 'success');
      navigate(hrefs.home());
      if (token) {
        // The user is signed out here whatever the answer; a token the server kept would expire in 30 days.
        api
          .POST('/api/logout', { headers: { Authorization: `Bearer ${token}` } })
          .catch(() => undefined);
      }
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
