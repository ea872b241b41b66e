import { type DeleteAccountValues, validateDeleteAccount } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import { TextField } from '../Field/Field';
import { Form } from '../Form/Form';
import { useTextFieldForm, type ValidatedFormProps } from '../Form/useValidatedForm';

const fields = ['email'] as const satisfies readonly (keyof DeleteAccountValues)[];

/** `onSubmit` gets the typed address trimmed, once it is the account's own. */
export interface DeleteAccountFormProps extends ValidatedFormProps<DeleteAccountValues> {
  /** The account's address, which the member types again to confirm. */
  accountEmail: string;
}

/**
 * The profile's danger zone, in red: what goes with the account (its jobs and saved jobs, for good),
 * and the address to type again before 'Delete my account' does anything.
 */
export function DeleteAccountForm({ accountEmail, ...props }: DeleteAccountFormProps) {
  const { t } = useTexts();
  const { errors, formProps } = useTextFieldForm(
    props,
    fields,
    (values, t) => validateDeleteAccount(values, accountEmail, t),
    (values) => ({ email: values.email.trim() }),
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
      <TextField
        label={t('deleteAccount.confirmLabel', { email: accountEmail })}
        name="email"
        type="email"
        // The address is typed, not filled in: the typing is the confirmation.
        autoComplete="off"
        spellCheck={false}
        errors={errors.email}
      />
    </Form>
  );
}
