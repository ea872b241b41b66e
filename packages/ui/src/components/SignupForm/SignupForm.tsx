import { type FieldErrors, type SignupValues, trimSignup, validateSignup } from '@job/contract';
import { TextField } from '../Field/Field';
import { Form } from '../Form/Form';
import { readTextFields } from '../Form/fieldErrors';
import { useValidatedSubmit } from '../Form/useValidatedSubmit';
import { Link } from '../Link/Link';

const fields = [
  'name',
  'email',
  'password',
  'password_confirmation',
] as const satisfies readonly (keyof SignupValues)[];

export interface SignupFormProps {
  /** Called once per valid submit, with name and email trimmed. */
  onSubmit: (values: SignupValues) => void;
  /** The server's message, in red under the form. */
  serverError?: string | null;
  /** The server's messages by field (a 422, such as an email already taken). */
  fieldErrors?: FieldErrors<keyof SignupValues>;
  /** The registration request is on its way. */
  busy?: boolean;
}

/** Sign up: full name, email, password and its confirmation, checked on submit with the spec's rules. */
export function SignupForm({ onSubmit, serverError, fieldErrors, busy }: SignupFormProps) {
  const form = useValidatedSubmit({
    read: (element) => readTextFields(new FormData(element), fields),
    validate: validateSignup,
    onValid: (values) => onSubmit(trimSignup(values)),
    serverErrors: fieldErrors,
  });
  return (
    <Form
      title="Sign up"
      submitLabel="Sign Up"
      busy={busy}
      serverError={serverError}
      onSubmit={form.onSubmit}
      formRef={form.formRef}
      footer={
        <>
          Already have an account? <Link href="/login">Login</Link>
        </>
      }
    >
      <TextField label="Full Name" name="name" autoComplete="name" errors={form.errors.name} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="email@email.com"
        errors={form.errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder="••••••••"
        errors={form.errors.password}
      />
      <TextField
        label="Confirm password"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        placeholder="••••••••"
        errors={form.errors.password_confirmation}
      />
    </Form>
  );
}
