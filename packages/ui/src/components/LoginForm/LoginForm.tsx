import { hrefs, type LoginValues, trimLogin, validateLogin } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import { EmailField, PasswordField } from '../Field/AccountFields';
import { Form } from '../Form/Form';
import { useTextFieldForm, type ValidatedFormProps } from '../Form/useValidatedForm';
import { Link } from '../Link/Link';

const fields = ['email', 'password'] as const satisfies readonly (keyof LoginValues)[];

/** `onSubmit` gets the email trimmed and the password as typed. */
export interface LoginFormProps extends ValidatedFormProps<LoginValues> {
  /**
   * The way to sign up instead, keeping where the visitor was going
   * (`hrefs.signup(...onwardOf(search))`); the plain sign-up page without it.
   */
  signUpHref?: string;
  /**
   * The address of the account just made (the spec sends a new member here to sign in): filled
   * in, and the form says the account is ready and a verification link is on its way to it.
   */
  registeredEmail?: string;
}

/**
 * Sign in: email and password, checked on submit with the spec's rules and messages; under it the
 * way to a new password and to sign up.
 */
export function LoginForm({
  signUpHref = hrefs.signup(),
  registeredEmail,
  ...props
}: LoginFormProps) {
  const { t } = useTexts();
  const { errors, formProps } = useTextFieldForm(props, fields, validateLogin, trimLogin);
  return (
    <Form
      {...formProps}
      title={t('signIn.title')}
      description={registeredEmail && t('signIn.registered', { email: registeredEmail })}
      submitLabel={t('signIn.submit')}
      footer={
        <>
          <p>
            <Link href={hrefs.forgotPassword()}>{t('signIn.forgotPassword')}</Link>
          </p>
          <p>
            {t('signIn.noAccount')} <Link href={signUpHref}>{t('signIn.signUpLink')}</Link>
          </p>
        </>
      }
    >
      <EmailField errors={errors.email} defaultValue={registeredEmail} />
      <PasswordField
        label={t('accountFields.password')}
        name="password"
        autoComplete="current-password"
        errors={errors.password}
      />
    </Form>
  );
}
