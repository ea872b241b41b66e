import { hrefs, type LoginValues, trimLogin, validateLogin } from '@job/contract';
import { EmailField, PasswordField } from '../Field/AccountFields';
import { Form } from '../Form/Form';
import { useTextFieldForm, type ValidatedFormProps } from '../Form/useValidatedForm';
import { Link } from '../Link/Link';

const fields = ['email', 'password'] as const satisfies readonly (keyof LoginValues)[];

/** `onSubmit` gets the email trimmed and the password as typed. */
export type LoginFormProps = ValidatedFormProps<LoginValues>;

/** Sign in: email and password, checked on submit with the spec's rules and messages. */
export function LoginForm(props: LoginFormProps) {
  const { errors, formProps } = useTextFieldForm(props, fields, validateLogin, trimLogin);
  return (
    <Form
      {...formProps}
      title="Sign in to your account"
      submitLabel="Sign in"
      footer={
        <>
          Don’t have an account yet? <Link href={hrefs.signup()}>Sign up</Link>
        </>
      }
    >
      <EmailField errors={errors.email} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        errors={errors.password}
      />
    </Form>
  );
}
