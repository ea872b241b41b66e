import type { components } from './api';
import { limits } from './limits';
import { messages } from './messages';
import { isWorkplaceSlug } from './workplaces';
import { isWorkTypeCode } from './workTypes';

/** Messages by field, in the shape Laravel answers 422s with: `{ email: ['Email is required'] }`. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string[]>>;

export type LoginValues = components['schemas']['LoginBody'];

export type SignupValues = components['schemas']['RegisterBody'];

/** The create form's text fields as typed, before they are checked. */
export interface CreateJobValues {
  title: string;
  salary: string;
  description: string;
  workType: number | string | null;
  detail: string;
  /** Optional: empty when not given. */
  company: string;
  location: string;
  /** A workplace slug, or empty for none. */
  workplace: string;
  /** How many days the posting is live, one of `limits.postingDays`; absent on an edit. */
  days?: number | string;
}

// The address check of the reference client (Vuelidate's `email`), without its quoted and IP forms.
const emailPattern =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** Collects the messages of each field, leaving out fields with none. */
function collect<Field extends string>(
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
const isBlank = (value: string) => value.trim() === '';

function emailChecks(email: string): (string | false)[] {
  if (isBlank(email)) return [messages.emailRequired];
  return [
    !isValidEmail(email) && messages.emailInvalid,
    email.trim().length > limits.emailMaxLength && messages.maxLength(limits.emailMaxLength),
  ];
}

function passwordChecks(password: string, requiredMessage: string): (string | false)[] {
  if (isBlank(password)) return [requiredMessage];
  return [
    password.length < limits.passwordMinLength && messages.minLength(limits.passwordMinLength),
    password.length > limits.passwordMaxLength && messages.maxLength(limits.passwordMaxLength),
  ];
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return collect({
    email: emailChecks(values.email),
    password: passwordChecks(values.password, messages.passwordRequired),
  });
}

export function validateSignup(values: SignupValues): FieldErrors<keyof SignupValues> {
  const confirmation = passwordChecks(
    values.password_confirmation,
    messages.passwordConfirmationRequired,
  );
  return collect({
    name: isBlank(values.name)
      ? [messages.nameRequired]
      : [
          values.name.trim().length > limits.nameMaxLength &&
            messages.maxLength(limits.nameMaxLength),
        ],
    email: emailChecks(values.email),
    password: passwordChecks(values.password, messages.passwordRequired),
    password_confirmation: isBlank(values.password_confirmation)
      ? confirmation
      : [...confirmation, values.password_confirmation !== values.password && messages.sameAs],
  });
}

function maxLengthCheck(value: string, max: number): string | false {
  return value.trim().length > max && messages.maxLength(max);
}

/** The text fields of a new job; the image is checked where the upload is decoded. */
export function validateCreateJob(values: CreateJobValues): FieldErrors<keyof CreateJobValues> {
  return collect({
    title: isBlank(values.title)
      ? [messages.titleRequired]
      : [maxLengthCheck(values.title, limits.titleMaxLength)],
    salary: [maxLengthCheck(values.salary, limits.salaryMaxLength)],
    description: [maxLengthCheck(values.description, limits.briefMaxLength)],
    workType: [!isWorkTypeCode(Number(values.workType)) && messages.workTypeInvalid],
    detail: [
      values.detail.length > limits.detailMaxLength && messages.maxLength(limits.detailMaxLength),
    ],
    company: [maxLengthCheck(values.company, limits.companyMaxLength)],
    location: [maxLengthCheck(values.location, limits.locationMaxLength)],
    workplace: [
      values.workplace !== '' && !isWorkplaceSlug(values.workplace) && messages.workplaceInvalid,
    ],
    days: [values.days !== undefined && !isPostingDays(values.days) && messages.daysInvalid],
  });
}

/** One of the periods a posting can be live for, as a number or as a form field's text. */
export function isPostingDays(days: unknown): boolean {
  return (limits.postingDays as readonly number[]).some(
    (option) => days === option || days === String(option),
  );
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
