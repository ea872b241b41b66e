import { type FieldErrors, hasErrors } from '@job/contract';
import type { Translate } from '@job/texts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { mergeFieldErrors, readTextFields } from './fieldErrors';

/** What the app gives every form of the library. */
export interface ValidatedFormProps<Submission, Field extends string = keyof Submission & string> {
  /** Called once per submit, only when the values pass the form's rules. */
  onSubmit: (values: Submission) => void;
  /** The server's message, shown in red under the form. */
  serverError?: string | null;
  /** The server's messages by field (a 422), shown by their fields. */
  fieldErrors?: FieldErrors<Field>;
  /** The request is on its way: the button is disabled and spins. */
  busy?: boolean;
  /** Told on each change to a field, so the app may warn before the form is left unsent. */
  onEdit?: () => void;
}

export interface ValidatedFormRules<Values, Submission, Field extends string> {
  /** The values of the submitted form, as typed. */
  read: (form: HTMLFormElement) => Values;
  /**
   * The rules from @job/contract: messages by field in the reader's words (`t`), none when the
   * values may be sent.
   */
  validate: (values: Values, t: Translate) => FieldErrors<Field>;
  /** What is sent once `validate` found nothing, such as the values trimmed. */
  toSubmission: (values: Values) => Submission;
}

/**
 * Validation on submit, as the spec has it: the messages appear under the fields, in the reader's
 * language, and the first field with one takes the focus, so a keyboard or screen-reader user
 * lands on what to fix. Returns each field's messages and the props for `<Form>`.
 */
export function useValidatedForm<Values, Submission, Field extends string>(
  { onSubmit, serverError, fieldErrors, busy, onEdit }: ValidatedFormProps<Submission, Field>,
  { read, validate, toSubmission }: ValidatedFormRules<Values, Submission, Field>,
) {
  const { t } = useTexts();
  const formRef = useRef<HTMLFormElement>(null);
  // The values last submitted, not their messages: the messages follow a change of language.
  const [submitted, setSubmitted] = useState<{ values: Values }>();
  const [failedAttempts, setFailedAttempts] = useState(0);

  useEffect(() => {
    if (failedAttempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  // The form's own submit, or one a dialog's form hands over (the account's deletion).
  const submitForm = (form: HTMLFormElement) => {
    const values = read(form);
    setSubmitted({ values });
    if (hasErrors(validate(values, t))) {
      setFailedAttempts((count) => count + 1);
      return;
    }
    onSubmit(toSubmission(values));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitForm(event.currentTarget);
  };

  const clientErrors = submitted ? validate(submitted.values, t) : {};
  return {
    errors: mergeFieldErrors(clientErrors, fieldErrors),
    formProps: { formRef, onSubmit: submit, busy, serverError, onEdit },
    submitForm,
  };
}

/** `useValidatedForm` for a form of text fields only, read by their names. */
export function useTextFieldForm<Field extends string, Submission>(
  props: ValidatedFormProps<Submission, Field>,
  fields: readonly Field[],
  validate: (values: Record<Field, string>, t: Translate) => FieldErrors<Field>,
  toSubmission: (values: Record<Field, string>) => Submission,
) {
  const read = (form: HTMLFormElement) => readTextFields(new FormData(form), fields);
  return useValidatedForm(props, { read, validate, toSubmission });
}
