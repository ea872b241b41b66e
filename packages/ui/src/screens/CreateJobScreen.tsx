import { CreateJobForm, type CreateJobFormProps } from '../components/CreateJobForm/CreateJobForm';
import {
  VerificationNotice,
  type VerificationNoticeProps,
} from '../components/VerificationNotice/VerificationNotice';
import * as styles from './CreateJobScreen.css';

export interface CreateJobScreenProps extends CreateJobFormProps {
  /** The server refused the job until the address is verified (403): shown above the form. */
  verificationNeeded?: VerificationNoticeProps;
}

/** `/create-job`: the job form; no guard in the app (docs/spec.md section 6), the server refuses strangers. */
export function CreateJobScreen({ verificationNeeded, ...form }: CreateJobScreenProps) {
  return (
    // The form stays in the same place in the tree, so it keeps what was typed when the notice appears.
    <div className={styles.stack}>
      {verificationNeeded && <VerificationNotice {...verificationNeeded} />}
      <CreateJobForm {...form} />
    </div>
  );
}
