import {
  type CreateJobBody,
  type FieldErrors,
  hrefs,
  type Job,
  type PosterQuestion,
  type UpdateJobBody,
} from '@job/contract';
import { navigate } from 'wouter/use-browser-location';
import { failureMessage } from '../api/client';
import { fieldErrorsOf, formDataOf } from '../api/formBodies';
import { onDemand } from './onDemand';
import type { Stores } from './stores';

/** Why a job form was not saved: the server's message, by field where it has any. */
export interface JobFormRefusal {
  message: string;
  fieldErrors: FieldErrors;
  /** The answer's status (403: the address must be verified first); none when none came. */
  status?: number | undefined;
}

/**
 * Sending the job form, new or edited: the create and edit pages' own, so its code downloads with
 * theirs. What it changes on screen goes through the jobs store.
 */
function createJobForms({ api, jobs, toasts, language: { t } }: Stores) {
  /**
   * A refused job form: the toast says why, the form gets the rest. Signed out, the app's own
   * words: a visitor who chose no language would read the API's 'Unauthenticated.' in English.
   */
  function refused(failure: unknown, status?: number): JobFormRefusal {
    const message = status === 401 ? t('toast.signInToPost') : failureMessage(failure, t);
    toasts.show(message, 'error');
    return { message, fieldErrors: fieldErrorsOf(failure), status };
  }

  /**
   * Sends the job form: on success `onSaved` with the job as stored; on failure the toast, and the
   * refusal for the form.
   */
  async function send(
    request: () => Promise<{ data?: { data: Job }; error?: unknown; response: Response }>,
    onSaved: (job: Job) => void,
  ): Promise<JobFormRefusal | undefined> {
    try {
      const { data, error, response } = await request();
      if (!data) return refused(error, response.status);
      onSaved(data.data);
      return undefined;
    } catch (failure) {
      return refused(failure);
    }
  }

  return {
    /**
     * Posts a job as multipart with its image file. On success (docs/spec.md section 4) the job
     * joins the list, the detail resets and the user is taken to /, which shows the job at once
     * without asking again; the toast links to the posting itself.
     */
    create(values: CreateJobBody): Promise<JobFormRefusal | undefined> {
      return send(
        () => api.POST('/api/jobs', { body: values, bodySerializer: formDataOf }),
        (job) => {
          jobs.created(job);
          navigate(hrefs.home());
          // Waiting for a moderator (MODERATION=pre), it is not on the board it goes back to: the
          // toast says so, where the spec's 'İlan eklendi.' would leave the poster looking for it.
          toasts.show(
            t(job.moderation === 'pending' ? 'toast.jobAwaitsApproval' : 'toast.jobPosted'),
            'success',
            { link: { href: hrefs.detail(job.slug), label: t('toast.viewPosting') } },
          );
        },
      );
    },

    /**
     * Saves the member's changes to their job, as multipart with a new image when there is one. On
     * success the job's copies on screen take the new version and the member sees its detail.
     */
    update(slug: string, values: UpdateJobBody): Promise<JobFormRefusal | undefined> {
      return send(
        () =>
          api.PUT('/api/jobs/{slug}', {
            params: { path: { slug } },
            body: values,
            bodySerializer: formDataOf,
          }),
        (job) => {
          jobs.replace(job);
          navigate(hrefs.detail(slug));
          // Sent back to the moderators' queue (MODERATION=pre): the toast says why it is off
          // the board, and its detail, shown to its poster, that it waits.
          toasts.show(
            t(job.moderation === 'pending' ? 'toast.jobEditAwaitsApproval' : 'toast.jobUpdated'),
            'success',
          );
        },
      );
    },

    /**
     * The poster's screening questions of their posting, with what disqualifies, for the edit
     * form. Undefined when they could not be read: the form then leaves them out, and the server
     * keeps them; a failure says so, a posting not theirs (404) needs no word.
     */
    async questionsOf(slug: string): Promise<PosterQuestion[] | undefined> {
      try {
        const { data, response } = await api.GET('/api/jobs/{slug}/questions', {
          params: { path: { slug } },
        });
        if (data) return data.data;
        if (response.status === 404) return undefined;
      } catch {
        // Told below, as a refusal is.
      }
      toasts.show(t('toast.questionsLoadFailed'), 'error');
      return undefined;
    },
  };
}

/** The set's job forms, made the first time the create or edit page sends one. */
export const jobFormsOf = onDemand(createJobForms);
