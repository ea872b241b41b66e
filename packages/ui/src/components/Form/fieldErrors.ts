import type { FieldErrors } from '@job/contract';

/**
 * The messages each field shows: the form's own check first, the server's 422 for fields the form
 * found nothing wrong with (an email already taken passes every client-side rule).
 */
export function mergeFieldErrors<Field extends string>(
  client: FieldErrors<Field>,
  server: FieldErrors<Field> = {},
): FieldErrors<Field> {
  return { ...server, ...client };
}

/** The named text fields of a submitted form, '' for any that is missing. */
export function readTextFields<Field extends string>(
  data: FormData,
  fields: readonly Field[],
): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of fields) {
    const value = data.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}
