import {
  type ChangePasswordValues,
  type DeleteAccountValues,
  type ForgotPasswordValues,
  hrefs,
  type LoginValues,
  loginNext,
  loginSave,
  type NameValues,
  type NewPasswordValues,
  onwardOf,
  type SignupValues,
  type User,
} from '@job/contract';
import type { MessageId } from '@job/texts';
import { proxy } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { failureMessage } from '../api/client';
import { fieldErrorsOf } from '../api/formBodies';
import {
  type AccountFormName,
  formSender,
  freshForms,
  type ResendState,
  type VerificationStatus,
} from './accountForms';
import { myPostingsOf } from './myPostings';
import { onDemand } from './onDemand';
import type { Stores } from './stores';

/**
 * What a visitor does with their account, beyond the session's upkeep on every page (the auth
 * store): sign up and sign in, a forgotten password and the link that resets it, verifying the
 * address, and the profile's settings. Made on demand (`accountOf`), with the pages that use it.
 */
export function createAccount(stores: Stores) {
  const { api, session, auth, toasts, language } = stores;
  const { t } = language;
  const state = proxy({
    forgot: freshForms.forgot(),
    reset: freshForms.reset(),
    name: freshForms.name(),
    password: freshForms.password(),
    deletion: freshForms.deletion(),
    verification: 'verifying' as VerificationStatus,
    resend: { state: 'idle' as ResendState, error: null as string | null },
    /**
     * The server's refusal of the password typed at sign-up (one of the most common), shown by
     * its field: the spec keeps the message in the session's `errors`, which the form shows
     * under it for everything else.
     */
    signUpPassword: null as string[] | null,
    /** The address of the account just made, which the login that follows fills in. */
    registeredEmail: null as string | null,
  });

  /**
   * Runs a sign-up or a login as docs/spec.md section 4 has them: busy while the request runs; on
   * success `onSuccess` with the answer and the success toast; on failure the server's message
   * kept for the form and the failure toast.
   */
  async function sessionForm<Data>(
    call: () => Promise<{ data?: Data; error?: unknown }>,
    onSuccess: (answer: Data) => void | Promise<void>,
    [succeeded, failed]: [MessageId, MessageId],
    onFailure: (failure: unknown) => void = () => {},
  ): Promise<void> {
    const form = session.state;
    form.errors = '';
    form.loading = true;
    try {
      const { data, error } = await call();
      if (!data) throw error;
      await onSuccess(data);
      toasts.show(t(succeeded), 'success');
    } catch (failure) {
      form.errors = failureMessage(failure, t);
      onFailure(failure);
      toasts.show(t(failed), 'error');
    } finally {
      form.loading = false;
    }
  }

  const send = formSender(t);

  /** The verification link this set of stores has sent, so a page mounted twice sends it once. */
  let verifiedToken: string | null = null;

  /** The reset link this set of stores has checked, so a page mounted twice checks it once. */
  let checkedResetToken: string | null = null;

  /**
   * Turns the reset `form` to the expired link when a call was refused for the link: gone (used,
   * replaced, expired), or a token that was never one. Either way a new one is offered.
   */
  const refusedResetLink =
    (form: typeof state.reset) =>
    (status: number, failure: unknown): boolean => {
      const linkRefused = status === 410 || (status === 422 && 'token' in fieldErrorsOf(failure));
      if (linkRefused) form.linkExpired = true;
      return linkRefused;
    };

  /** The member as the server now has them, kept with the session they were read for. */
  function keepUser(user: User, token: string | null): void {
    if (token && session.state.token === token) session.keep(user, token);
  }

  /** Reads the signed-in member again, after a change made elsewhere (a link opened here). */
  async function refreshUser(): Promise<void> {
    const { token } = session.state;
    if (!token) return;
    const { data } = await api.GET('/api/me');
    if (data) keepUser(data.user, token);
  }

  /**
   * Saves the job whose 'Kaydet' led to the sign-in (the login's `?save=`; a member's press before
   * the page's script ran is one), then reads the saved jobs again with it: that read, asked
   * last, is the one the list keeps. A job saved already stays saved.
   */
  async function saveOnTheWay(slug: string): Promise<void> {
    const saving = stores.members.state;
    saving.savingSlug = slug;
    try {
      const { data, error } = await api.PUT('/api/jobs/{slug}/save', {
        params: { path: { slug } },
      });
      if (!data) throw error;
    } catch (failure) {
      toasts.show(failureMessage(failure, t), 'error');
    } finally {
      if (saving.savingSlug === slug) saving.savingSlug = null;
    }
    await stores.members.loadSavedJobs();
  }

  return {
    state,

    /** Puts a form back as a fresh visit finds it: no message left from an earlier attempt. */
    clear(form: AccountFormName): void {
      Object.assign(state[form], freshForms[form]());
    },

    /** The same for the sign-up and login forms, whose state is the session's (spec section 3). */
    clearErrors(): void {
      session.state.errors = '';
      state.signUpPassword = null;
    },

    /**
     * Sign-up with the values the form validated and trimmed; the member then signs in. A password
     * the server refuses is kept apart (`signUpPassword`), for its field.
     */
    register(values: SignupValues): Promise<void> {
      state.signUpPassword = null;
      return sessionForm(
        () => api.POST('/api/register', { body: values }),
        ({ user }) => {
          session.state.auth = user;
          state.registeredEmail = user.email;
          // The spec's redirect, keeping where the visitor was going (`?next=…&save=…`).
          navigate(hrefs.login(...onwardOf(window.location.search)));
        },
        ['toast.registered', 'toast.registrationFailed'],
        (failure) => {
          state.signUpPassword = fieldErrorsOf(failure).password ?? null;
        },
      );
    },

    saveOnTheWay,

    /**
     * Login with the values the form validated and trimmed. The member lands where the login was
     * asked from (`?next=`), or on the list, with the job saved whose 'Kaydet' led here (`?save=`).
     */
    login(values: LoginValues): Promise<void> {
      return sessionForm(
        () => api.POST('/api/login', { body: values }),
        ({ user, token }) => {
          state.registeredEmail = null;
          const { search } = window.location;
          const slug = loginSave(search);
          if (slug) void saveOnTheWay(slug);
          return auth.startSession(user, token, loginNext(search));
        },
        ['toast.signedIn', 'toast.signInFailed'],
      );
    },

    /**
     * Asks for a reset link. The answer is the same whoever the address belongs to, so the page
     * says the same: a link is on its way if an account has it.
     */
    forgotPassword(values: ForgotPasswordValues): Promise<void> {
      return send(
        state.forgot,
        () => api.POST('/api/password/forgot', { body: values }),
        () => {
          state.forgot.sentTo = values.email;
        },
      );
    },

    /** Back to the form, to ask for another address or again. */
    askAgain(): void {
      state.forgot.sentTo = null;
    },

    /**
     * Opens the reset form of a mailed link's token, fresh: busy while the server says whether
     * the link works (which uses nothing up), then the form, or the expired link at once rather
     * than after a new password is typed. A throttle or a network failure leaves the form with
     * its message: the reset itself still tells. Once per link, however often its page mounts.
     */
    openResetLink(token: string): Promise<void> {
      if (token === checkedResetToken) return Promise.resolve();
      checkedResetToken = token;
      // A form of its own: an earlier link's answer still on its way changes only that link's.
      state.reset = freshForms.reset();
      const form = state.reset;
      // No token: the page says the link expired, with no call to ask.
      if (token === '') return Promise.resolve();
      return send(
        form,
        () => api.POST('/api/password/reset/check', { body: { token } }),
        () => {},
        refusedResetLink(form),
      );
    },

    /**
     * Sets a new password with a mailed link's token. The server signs the member out everywhere
     * and in here: the session starts on this device, on the profile.
     */
    resetPassword(token: string, values: NewPasswordValues): Promise<void> {
      return send(
        state.reset,
        () => api.POST('/api/password/reset', { body: { token, ...values } }),
        async ({ user, token: sessionToken }) => {
          await auth.startSession(user, sessionToken, hrefs.profile());
          toasts.show(t('toast.passwordReset'), 'success');
        },
        refusedResetLink(state.reset),
      );
    },

    /**
     * Verifies the address of a mailed link, once per link. A signed-in member's profile then
     * shows the address verified; a link used before says so. A refused link is expired; any
     * other failure says why and leaves the page where a new link can be asked for.
     */
    async verifyEmail(token: string): Promise<void> {
      if (verifiedToken === token) return;
      verifiedToken = token;
      if (token === '') {
        state.verification = 'expired';
        return;
      }
      state.verification = 'verifying';
      try {
        const { error, response } = await api.POST('/api/email/verify', { body: { token } });
        if (response.ok) {
          // 200: the link was used before (the mail opened again), so it verified nothing now.
          const before = response.status === 200;
          state.verification = before ? 'alreadyVerified' : 'verified';
          if (!before) toasts.show(t('toast.verified'), 'success');
          await refreshUser();
          return;
        }
        if (response.status !== 410 && response.status !== 422) {
          toasts.show(failureMessage(error, t), 'error');
        }
      } catch (failure) {
        toasts.show(failureMessage(failure, t), 'error');
      }
      state.verification = 'expired';
    },

    /** Mails the signed-in member a new verification link (the earlier ones stop working). */
    async resendVerification(): Promise<void> {
      if (state.resend.state === 'sending') return;
      state.resend = { state: 'sending', error: null };
      try {
        const { error, response } = await api.POST('/api/me/verification');
        if (response.ok) {
          state.resend.state = 'sent';
          return;
        }
        state.resend = { state: 'idle', error: failureMessage(error, t) };
        // Verified already (a link opened in another browser): the profile learns it.
        if (response.status === 409) await refreshUser();
      } catch (failure) {
        state.resend = { state: 'idle', error: failureMessage(failure, t) };
      }
    },

    /** Changes the member's name; the header and the profile show the new one. */
    updateName(values: NameValues): Promise<void> {
      const { token } = session.state;
      return send(
        state.name,
        () => api.PATCH('/api/me', { body: values }),
        ({ user }) => {
          keepUser(user, token);
          toasts.show(t('toast.nameChanged'), 'success');
        },
      );
    },

    /** Changes the password; the member's other sessions end, this one stays. */
    changePassword(values: ChangePasswordValues): Promise<void> {
      return send(
        state.password,
        () => api.PUT('/api/me/password', { body: values }),
        () => toasts.show(t('toast.passwordChanged'), 'success'),
      );
    },

    /**
     * Deletes the account with its password, which the server checks (a wrong one is a 422 by
     * the field). The server keeps nothing of the member, so this device forgets the session and
     * their postings at once, and goes home.
     */
    deleteAccount(values: DeleteAccountValues): Promise<void> {
      return send(
        state.deletion,
        () => api.DELETE('/api/me', { body: values }),
        () => {
          session.end();
          myPostingsOf(stores).forgetAll();
          toasts.show(t('toast.accountDeleted'), 'success');
          navigate(hrefs.home());
        },
      );
    },
  };
}

export type Account = ReturnType<typeof createAccount>;

export const accountOf = onDemand(createAccount);
