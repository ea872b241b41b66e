import type { Translate } from '@job/texts';
import type { components, operations } from './api';
import { limits } from './limits';

/** Messages by field, in the shape Laravel answers 422s with: `{ email: ['Email is required'] }`. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string[]>>;

export type LoginValues = components['schemas']['LoginBody'];

export type SignupValues = components['schemas']['RegisterBody'];

export type ForgotPasswordValues = components['schemas']['ForgotPasswordBody'];

/** The reset page's fields; the token comes from the link, not from the reader. */
export type NewPasswordValues = Pick<SignupValues, 'password' | 'password_confirmation'>;

export type ChangePasswordValues = components['schemas']['ChangePasswordBody'];

export type NameValues = components['schemas']['UpdateMeBody'];

export type DeleteAccountValues = components['schemas']['DeleteAccountBody'];

/** The application form's text; the CV is checked by its bytes (`cvProblem`). */
export interface ApplicationValues {
  note: string;
}

/** A poster's private note on an application. */
export type ReviewNoteValues = NonNullable<
  operations['addApplicationNote']['requestBody']
>['content']['application/json'];

// The address check of the reference client (Vuelidate's `email`), without its quoted and IP forms.
const emailPattern =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** Collects the messages of each field, leaving out fields with none. */
export function collect<Field extends string>(
  checks: Record<Field, (string | false)[]>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const found = checks[field].filter((message): message is string => message !== false);
    if (found.length > 0) errors[field] = found;
  }
  return errors;
}

// Required checks trim (spec section 5); a blank value gets only its "required" message, as in Vuelidate.
export const isBlank = (value: string) => value.trim() === '';

function emailChecks(email: string, t: Translate): (string | false)[] {
  if (isBlank(email)) return [t('validation.emailRequired')];
  return [
    !isValidEmail(email) && t('validation.emailInvalid'),
    email.trim().length > limits.emailMaxLength &&
      t('validation.maxLength', { max: limits.emailMaxLength }),
  ];
}

function passwordChecks(
  password: string,
  requiredMessage: string,
  t: Translate,
): (string | false)[] {
  if (isBlank(password)) return [requiredMessage];
  return [
    password.length < limits.passwordMinLength &&
      t('validation.minLength', { min: limits.passwordMinLength }),
    password.length > limits.passwordMaxLength &&
      t('validation.maxLength', { max: limits.passwordMaxLength }),
  ];
}

/** The sign-in form's messages, in the reader's words (`t`). */
export function validateLogin(values: LoginValues, t: Translate): FieldErrors<keyof LoginValues> {
  return collect({
    email: emailChecks(values.email, t),
    password: passwordChecks(values.password, t('validation.passwordRequired'), t),
  });
}

function nameChecks(name: string, t: Translate): (string | false)[] {
  if (isBlank(name)) return [t('validation.nameRequired')];
  return [
    name.trim().length > limits.nameMaxLength &&
      t('validation.maxLength', { max: limits.nameMaxLength }),
  ];
}

/** A new password and its repetition, with the sign-up rules: sign-up, reset and change. */
function newPasswordChecks(values: NewPasswordValues, t: Translate) {
  const confirmation = passwordChecks(
    values.password_confirmation,
    t('validation.passwordConfirmationRequired'),
    t,
  );
  return {
    password: passwordChecks(values.password, t('validation.passwordRequired'), t),
    password_confirmation: isBlank(values.password_confirmation)
      ? confirmation
      : [
          ...confirmation,
          values.password_confirmation !== values.password && t('validation.sameAs'),
        ],
  };
}

export function validateSignup(
  values: SignupValues,
  t: Translate,
): FieldErrors<keyof SignupValues> {
  return collect({
    name: nameChecks(values.name, t),
    email: emailChecks(values.email, t),
    ...newPasswordChecks(values, t),
  });
}

export function validateForgotPassword(
  values: ForgotPasswordValues,
  t: Translate,
): FieldErrors<keyof ForgotPasswordValues> {
  return collect({ email: emailChecks(values.email, t) });
}

export function validateNewPassword(
  values: NewPasswordValues,
  t: Translate,
): FieldErrors<keyof NewPasswordValues> {
  return collect(newPasswordChecks(values, t));
}

// Only required: an older password may predate today's length rules.
const currentPasswordChecks = (current: string, t: Translate): (string | false)[] =>
  isBlank(current) ? [t('validation.currentPasswordRequired')] : [];

export function validateChangePassword(
  values: ChangePasswordValues,
  t: Translate,
): FieldErrors<keyof ChangePasswordValues> {
  return collect({
    current_password: currentPasswordChecks(values.current_password, t),
    ...newPasswordChecks(values, t),
  });
}

export function validateName(values: NameValues, t: Translate): FieldErrors<keyof NameValues> {
  return collect({ name: nameChecks(values.name, t) });
}

/** The deletion goes ahead only with the account's password, which the server then checks. */
export function validateDeleteAccount(
  values: DeleteAccountValues,
  t: Translate,
): FieldErrors<keyof DeleteAccountValues> {
  return collect({ current_password: currentPasswordChecks(values.current_password, t) });
}

/** The checks of a text the reader must write: given, and at most `max` characters trimmed. */
function writtenText(
  text: string,
  max: number,
  required: string,
  t: Translate,
): (string | false)[] {
  if (isBlank(text)) return [required];
  return [text.trim().length > max && t('validation.maxLength', { max })];
}

/**
 * The cover note: optional, at most its length; given, when the posting asks for one
 * (`noteRequired`).
 */
export function validateApplication(
  values: ApplicationValues,
  t: Translate,
  { noteRequired = false }: { noteRequired?: boolean } = {},
): FieldErrors<keyof ApplicationValues> {
  return collect({
    note: noteRequired
      ? writtenText(values.note, limits.noteMaxLength, t('validation.noteRequired'), t)
      : [
          values.note.trim().length > limits.noteMaxLength &&
            t('validation.maxLength', { max: limits.noteMaxLength }),
        ],
  });
}

export function validateReviewNote(
  values: ReviewNoteValues,
  t: Translate,
): FieldErrors<keyof ReviewNoteValues> {
  return collect({
    body: writtenText(
      values.body,
      limits.applicationNoteMaxLength,
      t('validation.reviewNoteRequired'),
      t,
    ),
  });
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The first message of the first field with one: the `message` of a Laravel-style 422. */
export function firstError(errors: FieldErrors): string | undefined {
  for (const list of Object.values(errors)) {
    if (list?.[0]) return list[0];
  }
  return undefined;
}

/** Trims what a person typed around the text fields; passwords are kept exactly as typed. */
export function trimSignup(values: SignupValues): SignupValues {
  return { ...values, name: values.name.trim(), email: values.email.trim() };
}

export function trimLogin(values: LoginValues): LoginValues {
  return { ...values, email: values.email.trim() };
}
