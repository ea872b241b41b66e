import { type FieldErrors, hasErrors } from '@job/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { mergeFieldErrors } from './fieldErrors';

export interface ValidatedSubmitOptions<Values, Field extends string> {
  /** The values of the submitted form. */
  read: (form: HTMLFormElement) => Values;
  /** The rules from @job/contract: messages by field, none when the values may be sent. */
  validate: (values: Values) => FieldErrors<Field>;
  /** Called once per submit, only when `validate` found nothing. */
  onValid: (values: Values) => void;
  /** The server's messages by field (a 422), shown where the form's own check found nothing. */
  serverErrors?: FieldErrors<Field>;
}

/**
 * Validation on submit, as the spec has it: the messages appear under the fields and the first
 * field with one takes the focus, so a keyboard or screen-reader user lands on what to fix.
 */
export function useValidatedSubmit<Values, Field extends string>({
  read,
  validate,
  onValid,
  serverErrors,
}: ValidatedSubmitOptions<Values, Field>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field>>({});
  const [failedAttempts, setFailedAttempts] = useState(0);

  useEffect(() => {
    if (failedAttempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = read(event.currentTarget);
    const errors = validate(values);
    setClientErrors(errors);
    if (hasErrors(errors)) {
      setFailedAttempts((count) => count + 1);
      return;
    }
    onValid(values);
  };

  return { formRef, onSubmit, errors: mergeFieldErrors(clientErrors, serverErrors) };
}
