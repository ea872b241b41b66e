import type { components, operations } from './schema';

export type { components, operations, paths } from './schema';

/** A job as the API returns it. */
export type Job = components['schemas']['Job'];

/** A member as the API returns them. */
export type User = components['schemas']['User'];

/** What creating a job sends from the form: its fields and the image file, as multipart. */
export type CreateJobBody =
  operations['createJob']['requestBody']['content']['multipart/form-data'];

/** What editing a job sends: the create form's fields, the image only when it is replaced. */
export type UpdateJobBody =
  operations['updateJob']['requestBody']['content']['multipart/form-data'];
