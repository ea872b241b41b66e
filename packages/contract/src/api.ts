import type { components, operations } from './schema';

export type { components, operations, paths } from './schema';

/**
 * A job as the API answers it, its lists read-only (its countries, its screening questions and
 * their choices): a job in a store's snapshot (read only through and through) is then still a
 * job. The generated type keeps plain arrays, which openapi-fetch's answer types need.
 */
export type Job = Omit<
  components['schemas']['Job'],
  'applicant_countries' | 'screening_questions'
> & {
  readonly applicant_countries: readonly string[];
  readonly screening_questions: readonly WithReadonlyLists<
    components['schemas']['ScreeningQuestion']
  >[];
};

/**
 * How many jobs each choice of a list's filters would list, the list's other filters in force: the
 * numbers beside the side panel's choices and the workplace chips.
 */
export type FilterCounts = components['schemas']['FilterCounts'];

/** A member as the API returns them. */
export type User = components['schemas']['User'];

/** What creating a job sends from the form: its fields and the image file, as multipart. */
export type CreateJobBody =
  operations['createJob']['requestBody']['content']['multipart/form-data'];

/** What editing a job sends: the create form's fields, the image only when it is replaced. */
export type UpdateJobBody =
  operations['updateJob']['requestBody']['content']['multipart/form-data'];

/** A stage an application was moved to, and when. */
export type ApplicationStage = components['schemas']['ApplicationStage'];

/** A poster's private note on an application, with its author and time. */
export type ApplicationNote = components['schemas']['ApplicationNote'];

/**
 * An application's lists (its stages, the poster's notes) read-only, as Job's countries, so a
 * store's snapshot of one is still one.
 */
export type WithReadonlyLists<Shown> = {
  [Key in keyof Shown]: Shown[Key] extends (infer Item)[] ? readonly Item[] : Shown[Key];
};

/** An application as the posting's owner sees it, with the applicant's name and address. */
export type Application = WithReadonlyLists<components['schemas']['Application']>;

/** An application as its applicant sees it, with what they applied to as it was then. */
export type MyApplication = WithReadonlyLists<components['schemas']['MyApplication']>;

/** The CV an application carries: its name and size (the file itself comes from `applicationCv`). */
export type CvFile = components['schemas']['CvFile'];

/** What applying sends: the cover note and the CV, as multipart. */
export type ApplyBody = operations['apply']['requestBody']['content']['multipart/form-data'];

/** A member's saved search, which mails the new jobs the same search shows. */
export type Alert = components['schemas']['Alert'];

/** How an alert mails: each new match at once (batched), or a daily digest. */
export type AlertFrequency = components['schemas']['AlertFrequency'];
