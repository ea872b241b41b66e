import { type ChangePasswordValues, hasErrors, validateChangePassword } from '@job/contract';
import { type RefObject, useEffect, useRef } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { AccountUsername, NewPasswordFields, PasswordField } from '../Field/AccountFields';
import { Form } from '../Form/Form';
import { useTextFieldForm, type ValidatedFormProps } from '../Form/useValidatedForm';

const fields = [
  'current_password',
  'password',
  'password_confirmation',
] as const satisfies readonly (keyof ChangePasswordValues)[];

/**
 * `onSubmit` gets the three passwords exactly as typed. A request that ends (`busy` back to false)
 * with neither `serverError` nor `fieldErrors` was a success: the fields are emptied, so no password
 * stays on the page.
 */
export interface PasswordChangeFormProps extends ValidatedFormProps<ChangePasswordValues> {
  /** The account's address, for password managers to file the new password under. */
  accountEmail: string;
}

/** The profile's 'Change your password': the current one, then the new one twice. */
export function PasswordChangeForm({ accountEmail, ...props }: PasswordChangeFormProps) {
  const { t } = useTexts();
  const { errors, formProps } = useTextFieldForm(
    props,
    fields,
    validateChangePassword,
    (values) => values,
  );
  useEmptiedAfterSuccess(formProps.formRef, props);
  return (
    <Form
      {...formProps}
      title={t('passwordForm.title')}
      headingLevel="h3"
      layout="section"
      description={t('passwordForm.intro')}
      submitLabel={t('passwordForm.submit')}
    >
      <AccountUsername email={accountEmail} />
      <PasswordField
        label={t('accountFields.currentPassword')}
        name="current_password"
        autoComplete="current-password"
        errors={errors.current_password}
      />
      <NewPasswordFields errors={errors} />
    </Form>
  );
}

function useEmptiedAfterSuccess(
  formRef: RefObject<HTMLFormElement | null>,
  { busy = false, serverError, fieldErrors }: ValidatedFormProps<ChangePasswordValues>,
) {
  const wasBusy = useRef(busy);
  const failed = Boolean(serverError) || hasErrors(fieldErrors ?? {});
  useEffect(() => {
    if (wasBusy.current && !busy && !failed) formRef.current?.reset();
    wasBusy.current = busy;
  }, [busy, failed, formRef]);
}
