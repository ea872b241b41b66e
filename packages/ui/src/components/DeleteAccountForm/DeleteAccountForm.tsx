import { type DeleteAccountValues, validateDeleteAccount } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import { PasswordField } from '../Field/AccountFields';
import { Form } from '../Form/Form';
import { useTextFieldForm, type ValidatedFormProps } from '../Form/useValidatedForm';

const fields = ['current_password'] as const satisfies readonly (keyof DeleteAccountValues)[];

/** `onSubmit` gets the password as typed; the server says whether it is the account's (a 422). */
export interface DeleteAccountFormProps extends ValidatedFormProps<DeleteAccountValues> {
  /** The account's address, for password managers to fill in the password of. */
  accountEmail: string;
}

/**
 * The profile's danger zone, in red: what goes with the account (its jobs and saved jobs, for good),
 * and the password to give before 'Delete my account' does anything, as a change of password asks.
 */
export function DeleteAccountForm({ accountEmail, ...props }: DeleteAccountFormProps) {
  const { t } = useTexts();
  const { errors, formProps } = useTextFieldForm(
    props,
    fields,
    validateDeleteAccount,
    (values) => values,
  );
  return (
    <Form
      {...formProps}
      title={t('deleteAccount.title')}
      headingLevel="h3"
      layout="section"
      tone="critical"
      description={t('deleteAccount.warning')}
      submitLabel={t('deleteAccount.submit')}
    >
      {/* Password managers fill a password in for the username of the same form. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={accountEmail}
        readOnly
        hidden
      />
      <PasswordField
        label={t('deleteAccount.passwordLabel')}
        name="current_password"
        autoComplete="current-password"
        errors={errors.current_password}
      />
    </Form>
  );
}
