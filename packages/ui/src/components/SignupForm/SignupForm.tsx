import { hrefs, type SignupValues, trimSignup, validateSignup } from '@job/contract';
import { EmailField, PasswordField } from '../Field/AccountFields';
import { TextField } from '../Field/Field';
import { Form } from '../Form/Form';
import { useTextFieldForm, type ValidatedFormProps } from '../Form/useValidatedForm';
import { Link } from '../Link/Link';

const fields = [
  'name',
  'email',
  'password',
  'password_confirmation',
] as const satisfies readonly (keyof SignupValues)[];

/** `onSubmit` gets name and email trimmed, the passwords as typed. */
export type SignupFormProps = ValidatedFormProps<SignupValues>;

/** Sign up: full name, email, password and its confirmation, checked on submit with the spec's rules. */
export function SignupForm(props: SignupFormProps) {
  const { errors, formProps } = useTextFieldForm(props, fields, validateSignup, trimSignup);
  return (
    <Form
      {...formProps}
      title="Sign up"
      submitLabel="Sign Up"
      footer={
        <>
          Already have an account? <Link href={hrefs.login()}>Login</Link>
        </>
      }
    >
      <TextField label="Full Name" name="name" autoComplete="name" errors={errors.name} />
      <EmailField errors={errors.email} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        errors={errors.password}
      />
      <PasswordField
        label="Confirm password"
        name="password_confirmation"
        autoComplete="new-password"
        errors={errors.password_confirmation}
      />
    </Form>
  );
}
