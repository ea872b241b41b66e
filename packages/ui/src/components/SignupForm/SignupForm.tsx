import { hrefs, type SignupValues, trimSignup, validateSignup } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
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
export interface SignupFormProps extends ValidatedFormProps<SignupValues> {
  /**
   * The way to sign in instead, keeping where the visitor was going
   * (`hrefs.login(...onwardOf(search))`); the plain login page without it.
   */
  signInHref?: string;
}

/** Sign up: full name, email, password and its confirmation, checked on submit with the spec's rules. */
export function SignupForm({ signInHref = hrefs.login(), ...props }: SignupFormProps) {
  const { t } = useTexts();
  const { errors, formProps } = useTextFieldForm(props, fields, validateSignup, trimSignup);
  return (
    <Form
      {...formProps}
      title={t('signUp.title')}
      submitLabel={t('signUp.submit')}
      footer={
        <p>
          {t('signUp.haveAccount')} <Link href={signInHref}>{t('signUp.signInLink')}</Link>
        </p>
      }
    >
      <TextField
        label={t('accountFields.name')}
        name="name"
        autoComplete="name"
        errors={errors.name}
      />
      <EmailField errors={errors.email} />
      <PasswordField
        label={t('accountFields.password')}
        name="password"
        autoComplete="new-password"
        errors={errors.password}
      />
      <PasswordField
        label={t('accountFields.passwordConfirmation')}
        name="password_confirmation"
        autoComplete="new-password"
        errors={errors.password_confirmation}
      />
    </Form>
  );
}
