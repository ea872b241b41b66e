import { useSnapshot } from 'valtio';
import { type Account, accountOf } from '../state/account';
import { useStores } from '../state/hooks';

/** The account store of this render, for callbacks, and its snapshot, for render. */
export function useAccount(): [Account, ReturnType<typeof useSnapshot<Account['state']>>] {
  const account = accountOf(useStores());
  return [account, useSnapshot(account.state)];
}
