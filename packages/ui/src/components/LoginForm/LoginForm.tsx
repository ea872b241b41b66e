import { type FieldErrors, type LoginValues, trimLogin, validateLogin } from '@job/contract';
import { TextField } from '../Field/Field';
import { Form } from '../Form/Form';
import { readTextFields } from '../Form/fieldErrors';
import { useValidatedSubmit } from '../Form/useValidatedSubmit';
import { Link } from '../Link/Link';

const fields = ['email', 'password'] as const satisfies readonly (keyof LoginValues)[];

export interface LoginFormProps {
  /** Called once per valid submit, with the email trimmed. */
  onSubmit: (values: LoginValues) => void;
  /** The server's message (wrong credentials, throttled), in red under the form. */
  serverError?: string | null;
  /** The server's messages by field (a 422). */
  fieldErrors?: FieldErrors<keyof LoginValues>;
  /** The sign-in request is on its way. */
  busy?: boolean;
}

/** Sign in: email and password, checked on submit with the spec's rules and messages. */
export function LoginForm({ onSubmit, serverError, fieldErrors, busy }: LoginFormProps) {
  const form = useValidatedSubmit({
    read: (element) => readTextFields(new FormData(element), fields),
    validate: validateLogin,
    onValid: (values) => onSubmit(trimLogin(values)),
    serverErrors: fieldErrors,
  });
  return (
    <Form
      title="Sign in to your account"
      submitLabel="Sign in"
      busy={busy}
      serverError={serverError}
      onSubmit={form.onSubmit}
      formRef={form.formRef}
      footer={
        <>
          Don’t have an account yet? <Link href="/signup">Sign up</Link>
        </>
      }
    >
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
        autoComplete="current-password"
        placeholder="••••••••"
        errors={form.errors.password}
      />
    </Form>
  );
}
