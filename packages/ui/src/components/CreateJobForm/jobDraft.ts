// The job form's draft, read from its fields, and the body both forms send from it.
import {
  type ApplyMethod,
  type CreateJobValues,
  isApplyMethod,
  isWorkplaceSlug,
  salaryCurrencies,
  salaryPeriods,
  trimScreeningQuestions,
  type WorkTypeCode,
} from '@job/contract';
import { type QuestionDraft, questionInput } from '../ScreeningQuestionsEditor/questionDrafts';

export interface JobDraft extends CreateJobValues {
  image: File | null;
  /** The screening questions as typed; undefined where the form offers none (an edit before they came). */
  questions: readonly QuestionDraft[] | undefined;
}

export const applyMethodOf = (draft: JobDraft): ApplyMethod =>
  isApplyMethod(draft.applyMethod) ? draft.applyMethod : 'site';

/** The questions as they are checked and sent: none off the site. */
export const sentQuestions = (draft: JobDraft, questions: readonly QuestionDraft[]) =>
  applyMethodOf(draft) === 'site' ? trimScreeningQuestions(questions.map(questionInput)) : [];

export const textFields = [
  'title',
  'salary',
  'description',
  'workType',
  'company',
  'location',
  'country',
  'workplace',
  'applicantCountries',
  'applyMethod',
  'applyTo',
  'coverNoteRequired',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
] as const;

/** The draft's text fields trimmed, the work type as its code: what both forms send. */
export function toTextSubmission(draft: JobDraft) {
  const applyMethod = applyMethodOf(draft);
  return {
    title: draft.title.trim(),
    // The text kept from before figures; figures entered replace it (the server writes it anew).
    salary: draft.salary.trim(),
    salaryMin: String(draft.salaryMin ?? '').trim(),
    salaryMax: String(draft.salaryMax ?? '').trim(),
    salaryCurrency: salaryCurrencies.find((code) => code === draft.salaryCurrency) ?? '',
    salaryPeriod: salaryPeriods.find((period) => period === draft.salaryPeriod) ?? '',
    description: draft.description.trim(),
    workType: Number(draft.workType) as WorkTypeCode,
    company: draft.company.trim(),
    location: draft.location.trim(),
    country: draft.country ?? '',
    workplace: isWorkplaceSlug(draft.workplace) ? draft.workplace : '',
    // Only remote work asks where its applicants live; another workplace sends none.
    applicantCountries: draft.workplace === 'remote' ? (draft.applicantCountries ?? '') : '',
    detail: draft.detail,
    applyMethod,
    // On the site there is no address to apply at; elsewhere the site asks for no note.
    applyTo: applyMethod === 'site' ? '' : (draft.applyTo ?? '').trim(),
    coverNoteRequired:
      applyMethod === 'site' && draft.coverNoteRequired === 'true' ? 'true' : 'false',
    // As JSON text, a multipart form's field; none at all while an edit has not got them, so the
    // server keeps what the posting asks.
    ...(draft.questions && {
      screeningQuestions: JSON.stringify(sentQuestions(draft, draft.questions)),
    }),
  } as const;
}
