/**
 * Whether the signed-in user is staff (admin, manager, staff, superuser): they see exact stock figures on the product
 * page, and the header's account menu leads them to gestion. Read from the header's session atoms through the
 * contract's `userSchema` (loaded when a token is stored), so no page needs the session store for it. Nobody until the
 * contract is there.
 */
import { computed, onMount } from 'nanostores';
import { $contract, prefetchContract } from '../page/contract-on-demand.ts';
import { $authToken } from '../stored/auth-token.ts';
import { storedSession } from '../stored/session-keys.ts';

/** Whether the signed-in user is staff; false when signed out. */
export const $isStaffViewer = computed(
  [$authToken, storedSession.$userInfo, $contract],
  (token, text, contract) => token !== '' && contract !== null && contract.isStaffText(text),
);

onMount($isStaffViewer, () =>
  $authToken.subscribe((token) => {
    if (token !== '') prefetchContract();
  }),
);
