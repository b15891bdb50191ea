/**
 * Who sees exact stock figures on the product page (admin, manager, staff, superuser), read from the
 * header's session atoms through the contract's `userSchema` (loaded when a token is stored), so the
 * product page needs no session store. Nobody until the contract is there.
 */
import { computed, onMount } from 'nanostores';
import { $contract, prefetchContract } from '../page/contract-on-demand.ts';
import { $authToken } from '../stored/auth-token.ts';
import { storedSession } from '../stored/session-keys.ts';

/** Whether the signed-in customer sees exact stock figures; false when signed out. */
export const $isStaffViewer = computed(
  [$authToken, storedSession.$userInfo, $contract],
  (token, text, contract) => token !== '' && contract !== null && contract.isStaffText(text),
);

onMount($isStaffViewer, () =>
  $authToken.subscribe((token) => {
    if (token !== '') prefetchContract();
  }),
);
