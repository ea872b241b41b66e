import {
  type Application,
  type ApplicationStatus,
  type FieldErrors,
  hasErrors,
  type Job,
  type MyApplication,
  type operations,
  type PosterQuestion,
} from '@job/contract';
import type { ApplyValues } from '@job/ui';
import { proxy } from 'valtio';
import { downloadFailureMessage, failureMessage } from '../api/client';
import { fieldErrorsOf, formDataOf } from '../api/formBodies';
import { applyDrafts } from './applyDrafts';
import { jobDetailOf } from './jobDetail';
import { memberRead } from './memberRead';
import { onDemand } from './onDemand';
import { saveFile } from './saveFile';
import type { Stores } from './stores';

/**
 * What a rejection says to its applicant: a message written for them, or a template the server
 * writes in each applicant's language; nothing for neither.
 */
export type RejectionBody = Pick<
  NonNullable<operations['setApplicationStatus']['requestBody']>['content']['application/json'],
  'message' | 'template'
>;

/** What became of an application sent from the apply page, when no form is left to fill. */
export type ApplyOutcome = 'applied' | 'own' | 'expired' | 'elsewhere' | 'missing';

/** The apply page's form for one posting, as a fresh visit finds it. */
const freshApplyForm = (slug: string | null) => ({
  slug,
  busy: false,
  /** The server's messages by field (a 422). */
  fieldErrors: undefined as FieldErrors | undefined,
  /** What the server answered, once it took the application or refused it for good. */
  outcome: null as ApplyOutcome | null,
  /** When the member applied: just now, or earlier, as a refusal of a second application says. */
  appliedAt: null as string | null,
});

/** A posting's applications for its owner; `job` stays undefined when it is none of theirs. */
const freshApplicants = (slug: string | null) => ({
  slug,
  job: undefined as Job | undefined,
  /** The posting's screening questions, with what disqualifies. */
  questions: [] as PosterQuestion[],
  applications: [] as Application[],
  loading: slug !== null,
  /** Why the latest read failed (the server failed or could not be reached; a 404 is no failure). */
  failureMessage: null as string | null,
});

/**
 * When the member applied to the posting of `slug`: their application to it they have not
 * withdrawn (after a withdrawal they may apply again); undefined when there is none.
 */
export function openApplicationDate(
  mine: readonly MyApplication[],
  slug: string,
): string | undefined {
  return mine.find(
    (application) => application.posting.slug === slug && application.withdrawn_at === null,
  )?.created_at;
}

/** When the member applied, from the refusal of a second application (a 409 with `applied_at`). */
function appliedAtOf(failure: unknown): string | undefined {
  if (typeof failure !== 'object' || failure === null || !('applied_at' in failure)) return;
  return typeof failure.applied_at === 'string' ? failure.applied_at : undefined;
}

/** The apply page's answer to a refusal that leaves no form to fill (the contract's `apply`). */
function outcomeOfRefusal(
  status: number,
  failure: unknown,
): { outcome: ApplyOutcome; appliedAt?: string } | undefined {
  switch (status) {
    case 403:
      return { outcome: 'own' };
    case 404:
      return { outcome: 'missing' };
    case 409: {
      const appliedAt = appliedAtOf(failure);
      return appliedAt ? { outcome: 'applied', appliedAt } : { outcome: 'elsewhere' };
    }
    case 410:
      return { outcome: 'expired' };
    default:
      return undefined;
  }
}

/**
 * Applications, both ways: the member's own ('Başvurularım') and sending one with a CV, and a
 * posting's applications for its poster with their statuses; the CVs of either. Made on demand
 * (`applicationsOf`), with the pages that use it.
 */
export function createApplications(stores: Stores) {
  const {
    api,
    toasts,
    language: { t },
  } = stores;
  const drafts = applyDrafts(stores);
  const state = proxy({
    /** The member's applications, newest first, and the session they were read for. */
    mine: {
      applications: [] as MyApplication[],
      loading: true,
      readFor: null as string | null,
      failureMessage: null as string | null,
    },
    apply: freshApplyForm(null),
    applicants: freshApplicants(null),
    /** The application whose status change is on its way. */
    changingStatusId: null as number | null,
    /** The application whose CV is downloading. */
    downloadingCvId: null as number | null,
    /** The member's application being withdrawn. */
    withdrawingId: null as number | null,
  });

  const mine = memberRead(stores, state.mine, async () => {
    const { data, error } = await api.GET('/api/me/applications');
    if (!data) throw error;
    return { applications: data.data };
  });

  /** Only the latest read of a posting's applications fills the page. */
  let latestApplicantsRead = 0;

  /**
   * Reads a posting's applications into the page's; anyone else's posting, or none, leaves `job`
   * undefined (the API's 404). A failure is kept for the page, with the toast.
   */
  async function readApplicants(slug: string): Promise<void> {
    if (state.applicants.slug === slug) state.applicants.loading = true;
    else state.applicants = freshApplicants(slug);
    latestApplicantsRead += 1;
    const read = latestApplicantsRead;
    const list = state.applicants;
    try {
      const { data, error, response } = await api.GET('/api/jobs/{slug}/applications', {
        params: { path: { slug } },
      });
      if (read !== latestApplicantsRead) return;
      if (data) {
        Object.assign(list, {
          job: data.job,
          questions: data.questions,
          applications: data.data,
          failureMessage: null,
        });
      } else if (response.status === 404) Object.assign(list, freshApplicants(slug));
      else throw error;
    } catch (failure) {
      if (read !== latestApplicantsRead) return;
      list.failureMessage = failureMessage(failure, t);
      toasts.show(list.failureMessage, 'error');
    } finally {
      if (read === latestApplicantsRead) list.loading = false;
    }
  }

  /** The application with this id in the poster's list on screen. */
  const applicantOf = (id: number) =>
    state.applicants.applications.find((application) => application.id === id);

  /** Shows an application of the poster's list as the server answered it. */
  const showApplicant = (answered: Application) => {
    state.applicants.applications = state.applicants.applications.map((shown) =>
      shown.id === answered.id ? answered : shown,
    );
  };

  /**
   * The poster's answer to an application, a rejection with what it says to the applicant: shown
   * at once, then as the server stored it, with an undo in its toast (the applicant's mail waits
   * for it, and an undone rejection's message goes with it); a refusal puts the earlier status
   * back and says why.
   */
  async function setStatus(
    id: number,
    status: ApplicationStatus,
    rejection: RejectionBody = {},
  ): Promise<void> {
    const application = applicantOf(id);
    if (!application || application.status === status || state.changingStatusId === id) return;
    const earlier = application.status;
    application.status = status;
    state.changingStatusId = id;
    try {
      const { data, error, response } = await api.PATCH('/api/applications/{id}', {
        params: { path: { id } },
        body: { status, ...rejection },
      });
      if (!data) {
        // Withdrawn meanwhile (409): the list shows it so once read again.
        const { slug } = state.applicants;
        if (response.status === 409 && slug) void readApplicants(slug);
        throw error;
      }
      showApplicant(data.data);
      const statusName = t(`applicationStatus.${data.data.status}`);
      toasts.show(t('toast.applicationStatusSet', { status: statusName }), 'success', {
        action: { label: t('toast.undoStatus'), onAction: () => void setStatus(id, earlier) },
      });
    } catch (failure) {
      const shown = applicantOf(id);
      if (shown?.status === status) shown.status = earlier;
      toasts.show(failureMessage(failure, t), 'error');
    } finally {
      if (state.changingStatusId === id) state.changingStatusId = null;
    }
  }

  /**
   * Whether a refusal names a question the form did not show: the poster changed the posting's
   * questions after the form opened (`answers.<id>`, an id the posting on screen does not ask).
   */
  function asksUnshownQuestion(fieldErrors: FieldErrors): boolean {
    const shown = new Set(stores.jobs.state.detail?.screening_questions.map(({ id }) => id));
    return Object.keys(fieldErrors).some(
      (field) => field.startsWith('answers.') && !shown.has(field.slice('answers.'.length)),
    );
  }

  /** Brings the posting's questions as they are now, under which the refusal's messages show. */
  async function questionsChanged(slug: string): Promise<void> {
    toasts.show(t('toast.questionsChanged'), 'error');
    await jobDetailOf(stores).refresh(slug);
  }

  return {
    state,

    /** Reads the member's applications again, for the pages that show or check them. */
    loadMine: mine.fresh,

    /** Reads them again after a failure, which 'Başvurularım' shows until the answer. */
    retryMine: mine.retry,

    /** Reads them once this session, for a detail's 'Başvur' to say the member applied. */
    loadMineOnce: mine.known,

    /** Opens the apply page of a posting with an empty form. */
    openApply(slug: string): void {
      state.apply = freshApplyForm(slug);
    },

    /** The member's unsent note and answers to a posting, kept in this tab (`applyDrafts`). */
    noteDraft: drafts.note,
    keepNoteDraft: drafts.keepNote,
    answersDraft: drafts.answers,
    keepAnswersDraft: drafts.keepAnswers,

    /**
     * Sends an application with its CV (a file or a stored one's id) and its answers to the
     * posting's questions, as multipart. Taken, it heads the member's applications and the page
     * says when it was sent; refused for good (applied already, their own posting,
     * expired, taken elsewhere, gone), the page says that; a 422 shows by its fields, anything
     * else as a toast, the form kept.
     */
    async apply(slug: string, { note, cv, answers }: ApplyValues): Promise<void> {
      const form = state.apply;
      if (form.slug !== slug || form.busy) return;
      Object.assign(form, { busy: true, fieldErrors: undefined });
      try {
        const { data, error, response } = await api.POST('/api/jobs/{slug}/applications', {
          params: { path: { slug } },
          body: {
            note,
            ...('file' in cv ? { cv: cv.file } : { stored_cv: String(cv.storedId) }),
            ...(Object.keys(answers).length > 0 && { answers: JSON.stringify(answers) }),
          },
          bodySerializer: formDataOf,
        });
        if (data) {
          const sent = data.data;
          state.mine.applications = [
            sent,
            ...state.mine.applications.filter(({ id }) => id !== sent.id),
          ];
          Object.assign(form, { outcome: 'applied', appliedAt: sent.created_at });
          drafts.forget(slug);
          toasts.show(t('toast.applied'), 'success');
          return;
        }
        const outcome = outcomeOfRefusal(response.status, error);
        const fieldErrors = fieldErrorsOf(error);
        if (outcome) Object.assign(form, outcome);
        else if (response.status === 422 && hasErrors(fieldErrors)) {
          form.fieldErrors = fieldErrors;
          if (asksUnshownQuestion(fieldErrors)) await questionsChanged(slug);
        } else toasts.show(failureMessage(error, t), 'error');
      } catch (failure) {
        toasts.show(failureMessage(failure, t), 'error');
      } finally {
        form.busy = false;
      }
    },

    /** Reads a posting's applications for its poster as their page opens (`readApplicants`). */
    loadApplicants(slug: string): Promise<void> {
      if (state.applicants.slug === slug) state.applicants.failureMessage = null;
      return readApplicants(slug);
    },

    /** Reads them again after a failure, which the page shows until the answer. */
    retryApplicants: readApplicants,

    setStatus,

    applicantOf,

    showApplicant,

    /**
     * Withdraws one of the member's applications, once they confirmed it: the list shows it as the
     * server answers, withdrawn and without its CV, and says so; a refusal says why.
     */
    async withdraw(id: number): Promise<void> {
      if (state.withdrawingId !== null) return;
      state.withdrawingId = id;
      try {
        const { data, error } = await api.POST('/api/me/applications/{id}/withdrawal', {
          params: { path: { id } },
        });
        if (!data) throw error;
        state.mine.applications = state.mine.applications.map((shown) =>
          shown.id === id ? data.data : shown,
        );
        toasts.show(t('toast.withdrawn'), 'success');
      } catch (failure) {
        toasts.show(failureMessage(failure, t), 'error');
      } finally {
        state.withdrawingId = null;
      }
    },

    /**
     * Downloads an application's CV with the member's token and saves it under its name. The
     * session's end says so; any other failure says the CV could not be downloaded.
     */
    async downloadCv(id: number): Promise<void> {
      const application = [...state.mine.applications, ...state.applicants.applications].find(
        (shown) => shown.id === id,
      );
      const cv = application?.cv;
      if (!cv || state.downloadingCvId === id) return;
      state.downloadingCvId = id;
      try {
        const { data, error } = await api.GET('/api/applications/{id}/cv', {
          params: { path: { id } },
          parseAs: 'blob',
        });
        if (!data) throw error;
        saveFile(data, cv.name);
      } catch (failure) {
        toasts.show(downloadFailureMessage(failure, t, t('toast.cvDownloadFailed')), 'error');
      } finally {
        if (state.downloadingCvId === id) state.downloadingCvId = null;
      }
    },
  };
}

export type Applications = ReturnType<typeof createApplications>;

export const applicationsOf = onDemand(createApplications);
