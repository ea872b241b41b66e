import { type DeleteAccountValues, validateDeleteAccount } from '@job/contract';
import { useEffect, useId, useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../Dialog/ConfirmDialog';
import { AccountUsername, PasswordField } from '../Field/AccountFields';
import * as formStyles from '../Form/Form.css';
import { useTextFieldForm, type ValidatedFormProps } from '../Form/useValidatedForm';

const fields = ['current_password'] as const satisfies readonly (keyof DeleteAccountValues)[];

/** `onSubmit` gets the password as typed; the server says whether it is the account's (a 422). */
export interface DeleteAccountFormProps extends ValidatedFormProps<DeleteAccountValues> {
  /** The account's address, for password managers to fill in the password of. */
  accountEmail: string;
  /** The confirmation shows at first, as a designer reviews it. */
  defaultOpen?: boolean;
}

/**
 * The settings' last section: what goes with the account, and 'Hesabımı sil', which opens the
 * board's one confirmation (`ConfirmDialog`) with the consequence and the account's password to
 * give, as a change of password asks. Only the dialog's button is red.
 */
export function DeleteAccountForm({
  accountEmail,
  defaultOpen = false,
  ...props
}: DeleteAccountFormProps) {
  const { t } = useTexts();
  const titleId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const { errors, formProps, submitForm } = useTextFieldForm(
    props,
    fields,
    validateDeleteAccount,
    (values) => values,
  );
  const { busy, serverError } = props;
  // A refusal keeps the dialog open with its message; nothing closes it but Vazgeç or Escape.
  useEffect(() => {
    if (serverError || props.fieldErrors?.current_password) setOpen(true);
  }, [serverError, props.fieldErrors]);
  return (
    <section className={formStyles.root.section} aria-labelledby={titleId}>
      <div className={formStyles.column.section}>
        <h3 id={titleId} className={formStyles.title.section}>
          {t('deleteAccount.title')}
        </h3>
        <p className={formStyles.description}>{t('deleteAccount.warning')}</p>
        <div>
          <Button tone="secondary" onClick={() => setOpen(true)}>
            {t('deleteAccount.submit')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={open}
        title={t('deleteAccount.confirmTitle')}
        consequence={t('deleteAccount.warning')}
        confirmLabel={t('deleteAccount.submit')}
        cancelLabel={t('deleteAccount.cancel')}
        busy={busy}
        formRef={formProps.formRef}
        onConfirm={submitForm}
        onCancel={() => setOpen(false)}
      >
        <AccountUsername email={accountEmail} />
        <PasswordField
          label={t('deleteAccount.passwordLabel')}
          name="current_password"
          autoComplete="current-password"
          errors={errors.current_password}
        />
        {serverError && (
          <p role="alert" className={formStyles.serverError}>
            {serverError}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
