import { VerificationNotice } from '@job/ui';
import { useAccount } from './useAccount';

/**
 * The server's refusal of a posting until the address is verified, with the account's resend:
 * loaded with the account store when a refusal comes, not with the form.
 */
export default function VerificationNeeded({ message }: { message: string }) {
  const [account, { resend }] = useAccount();
  return (
    <VerificationNotice
      message={message}
      onResend={() => void account.resendVerification()}
      resendState={resend.state}
      resendError={resend.error}
    />
  );
}
