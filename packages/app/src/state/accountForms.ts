// The account's forms: what each holds while it is filled and sent, and how one is sent.
import { type FieldErrors, hasErrors } from '@job/contract';
import type { Translate } from '@job/texts';
import { failureMessage } from '../api/client';
import { fieldErrorsOf } from '../api/formBodies';

/** A form of the account's: busy while sent, then the server's refusal, by field where it can. */
interface AccountForm {
  busy: boolean;
  serverError: string | null;
  fieldErrors: FieldErrors | undefined;
}

/** Where a mailed verification link stands, on the page it opened. */
export type VerificationStatus = 'verifying' | 'verified' | 'alreadyVerified' | 'expired';

/** A new verification mail asked for: on its way, sent, or not yet. */
export type ResendState = 'idle' | 'sending' | 'sent';

const idleForm = (): AccountForm => ({
  busy: false,
  serverError: null,
  fieldErrors: undefined,
});

/** Each form as a fresh visit finds it. */
export const freshForms = {
  /** `sentTo`: the address a reset link was asked for; the page then says to check the inbox. */
  forgot: () => ({ ...idleForm(), sentTo: null as string | null }),
  /** `linkExpired`: the link is unknown, used, replaced or expired; the page offers a new one. */
  reset: () => ({ ...idleForm(), linkExpired: false }),
  name: idleForm,
  password: idleForm,
  deletion: idleForm,
};
export type AccountFormName = keyof typeof freshForms;

/** An API call's outcome, as openapi-fetch gives it. */
interface Answer<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/** The account store's way of sending a form, its refusals told in the reader's words (`t`). */
export function formSender(t: Translate) {
  /**
   * Sends a form: busy while the call runs; its answer to `onAccepted`; a refusal shown by its
   * fields (a 422), else as the form's message. `onRefused` takes the statuses a form treats apart
   * and says whether it did.
   */
  async function send<Data>(
    form: AccountForm,
    call: () => Promise<Answer<Data>>,
    onAccepted: (data: Data) => void | Promise<void>,
    onRefused: (status: number, failure: unknown) => boolean = () => false,
  ): Promise<void> {
    Object.assign(form, idleForm(), { busy: true });
    try {
      const { data, error, response } = await call();
      if (!response.ok) {
        if (onRefused(response.status, error)) return;
        const fieldErrors = fieldErrorsOf(error);
        if (hasErrors(fieldErrors)) form.fieldErrors = fieldErrors;
        else form.serverError = failureMessage(error, t);
        return;
      }
      // A 204 has no body; the calls that answer one take nothing from it.
      await onAccepted(data as Data);
    } catch (failure) {
      form.serverError = failureMessage(failure, t);
    } finally {
      form.busy = false;
    }
  }

  return send;
}
