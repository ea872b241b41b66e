import { type ForgotPasswordValues, hrefs, validateForgotPassword } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import { EmailField } from '../Field/AccountFields';
import { Form } from '../Form/Form';
import { useTextFieldForm, type ValidatedFormProps } from '../Form/useValidatedForm';
import { Link } from '../Link/Link';

const fields = ['email'] as const satisfies readonly (keyof ForgotPasswordValues)[];

/** `onSubmit` gets the email trimmed. */
export type ForgotPasswordFormProps = ValidatedFormProps<ForgotPasswordValues>;

/** Asks for the account's address, to mail it a link to a new password. */
export function ForgotPasswordForm(props: ForgotPasswordFormProps) {
  const { t } = useTexts();
  const { errors, formProps } = useTextFieldForm(
    props,
    fields,
    validateForgotPassword,
    (values) => ({
      email: values.email.trim(),
    }),
  );
  return (
    <Form
      {...formProps}
      title={t('forgotPassword.title')}
      description={t('forgotPassword.intro')}
      submitLabel={t('forgotPassword.submit')}
      footer={
        <p>
          {t('forgotPassword.remembered')}{' '}
          <Link href={hrefs.login()}>{t('forgotPassword.signInLink')}</Link>
        </p>
      }
    >
      <EmailField errors={errors.email} />
    </Form>
  );
}
