import { hrefs, type LoginValues, trimLogin, validateLogin } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import { EmailField, PasswordField } from '../Field/AccountFields';
import { Form } from '../Form/Form';
import { useTextFieldForm, type ValidatedFormProps } from '../Form/useValidatedForm';
import { Link } from '../Link/Link';

const fields = ['email', 'password'] as const satisfies readonly (keyof LoginValues)[];

/** `onSubmit` gets the email trimmed and the password as typed. */
export type LoginFormProps = ValidatedFormProps<LoginValues>;

/**
 * Sign in: email and password, checked on submit with the spec's rules and messages; under it the
 * way to a new password and to sign up.
 */
export function LoginForm(props: LoginFormProps) {
  const { t } = useTexts();
  const { errors, formProps } = useTextFieldForm(props, fields, validateLogin, trimLogin);
  return (
    <Form
      {...formProps}
      title={t('signIn.title')}
      submitLabel={t('signIn.submit')}
      footer={
        <>
          <p>
            <Link href={hrefs.forgotPassword()}>{t('signIn.forgotPassword')}</Link>
          </p>
          <p>
            {t('signIn.noAccount')} <Link href={hrefs.signup()}>{t('signIn.signUpLink')}</Link>
          </p>
        </>
      }
    >
      <EmailField errors={errors.email} />
      <PasswordField
        label={t('accountFields.password')}
        name="password"
        autoComplete="current-password"
        errors={errors.password}
      />
    </Form>
  );
}
