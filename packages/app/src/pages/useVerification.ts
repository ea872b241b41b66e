import type { ResendVerificationProps } from '@job/ui';
import { useAccount } from './useAccount';

/** The resend of the verification mail, as the profile's parts offer it while the address is not verified. */
export function useVerification(): ResendVerificationProps {
  const [account, { resend }] = useAccount();
  return {
    onResend: () => void account.resendVerification(),
    resendState: resend.state,
    resendError: resend.error,
  };
}
