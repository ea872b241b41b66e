import { type NewPasswordValues, validateNewPassword } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import { NewPasswordFields } from '../Field/AccountFields';
import { Form } from '../Form/Form';
import { useTextFieldForm, type ValidatedFormProps } from '../Form/useValidatedForm';

const fields = [
  'password',
  'password_confirmation',
] as const satisfies readonly (keyof NewPasswordValues)[];

/** `onSubmit` gets both passwords exactly as typed. */
export type ResetPasswordFormProps = ValidatedFormProps<NewPasswordValues>;

/** The page a reset link opens: the new password twice, with the sign-up rules and messages. */
export function ResetPasswordForm(props: ResetPasswordFormProps) {
  const { t } = useTexts();
  const { errors, formProps } = useTextFieldForm(
    props,
    fields,
    validateNewPassword,
    (values) => values,
  );
  return (
    <Form {...formProps} title={t('resetPassword.title')} submitLabel={t('resetPassword.submit')}>
      <NewPasswordFields errors={errors} />
    </Form>
  );
}
