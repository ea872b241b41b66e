import type { FieldErrors } from '@job/contract';

// The forms' side of the API client (a job, an application, an account), apart from client.ts so
// that only the pages sending forms download it.

/** The multipart form of a body: each field as text, a file (an image, a CV) as the file it is. */
export function formDataOf(
  body: Record<string, string | number | boolean | Blob | undefined>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined) form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** The server's messages by field of a refused call (a 422), none for any other failure. */
export function fieldErrorsOf(failure: unknown): FieldErrors {
  if (typeof failure === 'object' && failure !== null && 'errors' in failure) {
    return failure.errors as FieldErrors;
  }
  return {};
}
