import type { FieldErrors } from '@job/contract';

// The forms' side of the API client (a job, an application, an account), apart from client.ts so
// that only the pages sending forms download it.

/**
 * The multipart form of a body: each field as text, a list or a record (a posting's screening
 * questions, an application's answers) as JSON text, a file (an image, a CV) as the file it is.
 */
export function formDataOf(
  body: Record<string, string | number | boolean | Blob | object | undefined>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
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
