import type { ChangePasswordValues, DeleteAccountValues, NameValues, User } from '@job/contract';
import { type ReactNode, useId } from 'react';
import { pageTitle } from '../../styles/heading.css';
import { panelSection } from '../../styles/panel.css';
import { useTexts } from '../../texts/TextsProvider';
import { DataExport, type DataExportProps } from '../DataExport/DataExport';
import { DeleteAccountForm } from '../DeleteAccountForm/DeleteAccountForm';
import type { ValidatedFormProps } from '../Form/useValidatedForm';
import { NameForm } from '../NameForm/NameForm';
import { PasswordChangeForm } from '../PasswordChangeForm/PasswordChangeForm';
import * as styles from './AccountSettings.css';

export interface AccountSettingsProps {
  user: Pick<User, 'name' | 'email'>;
  nameForm: ValidatedFormProps<NameValues>;
  passwordForm: ValidatedFormProps<ChangePasswordValues>;
  deleteForm: ValidatedFormProps<DeleteAccountValues>;
  /** The download of everything the board keeps about the member. */
  dataExport: DataExportProps;
  /** Shown with the address above the forms, such as whether it is verified. */
  emailStatus?: ReactNode;
}

/**
 * The profile's 'Hesap ayarları', a page of its own: the address with `emailStatus`, then change the
 * name, change the password, download their data, delete the account last.
 */
export function AccountSettings({
  user,
  nameForm,
  passwordForm,
  deleteForm,
  dataExport,
  emailStatus,
}: AccountSettingsProps) {
  const { t } = useTexts();
  const headingId = useId();
  return (
    <section className={panelSection} aria-labelledby={headingId}>
      <h2 id={headingId} className={pageTitle}>
        {t('settings.title')}
      </h2>
      <div className={styles.forms}>
        {emailStatus && (
          <div>
            <p className={styles.emailLabel}>{t('profile.email')}</p>
            <p className={styles.email}>{user.email}</p>
            {emailStatus}
          </div>
        )}
        <NameForm {...nameForm} currentName={user.name} />
        <PasswordChangeForm {...passwordForm} accountEmail={user.email} />
        <DataExport {...dataExport} />
        <DeleteAccountForm {...deleteForm} accountEmail={user.email} />
      </div>
    </section>
  );
}
