/**
 * The header's greeting, without the session store: it reads the `userInfo` text shared with the
 * session store (src/stores/account/session.ts builds its user on the same atoms) through the contract's
 * `userSchema`, loaded only when a token or a user is stored. Its work starts when the menu shows it
 * (nanostores' `onMount`): the full session store is loaded only when the stored session needs work,
 * a token without a valid user (GET /accounts/me/) or leftovers without token, and kept mounted for the page.
 */
import { computed, keepMount, onMount, type ReadableAtom } from 'nanostores';
import { $contract, prefetchContract } from '../page/contract-on-demand.ts';
import { $authToken } from '../stored/auth-token.ts';
import { type SessionTexts, storedSession } from '../stored/session-keys.ts';

/** The full session store, as the header starts it: by showing its state. */
export type LoadSession = () => Promise<{ session: { $session: ReadableAtom<unknown> } }>;

/** `needContract` asks for the contract (a token or a user is stored): `prefetchContract` in the browser. */
export function createHeaderSession(
  texts: SessionTexts = storedSession,
  load: LoadSession = () => import('../account/session.ts'),
  needContract: () => void = prefetchContract,
) {
  /**
   * The first name the header greets; null when signed out or while a token alone is checked; undefined while a token
   * is stored and the contract that reads its user loads (what the header's script drew from storage stays until then).
   */
  const $greetingName = computed([$authToken, texts.$userInfo, $contract], (token, text, contract): string | null | undefined =>
    !token ? null : contract ? contract.greetingNameOf(text) : undefined,
  );
  let fullSession: Promise<void> | null = null;

  /** Nothing while token and user agree; otherwise (here or after another tab's change) the full store. */
  const check = () => {
    const token = $authToken.get();
    const userText = texts.$userInfo.get();
    if (token !== '' || userText !== '') needContract();
    const contract = $contract.get();
    const stale = token
      ? userText === '' || (contract !== null && contract.greetingNameOf(userText) === null)
      : userText !== '' || texts.$loginFlag.get() !== '' || texts.$userEmail.get() !== '';
    if (stale && fullSession === null)
      fullSession = load()
        .then((module) => keepMount(module.session.$session))
        .catch((error: unknown) => console.warn('Chargement de la session impossible', error));
  };

  onMount($greetingName, () => {
    const unbind = [
      $authToken.subscribe(check),
      texts.$userInfo.listen(check),
      texts.$loginFlag.listen(check),
      texts.$userEmail.listen(check),
      $contract.listen(check),
    ];
    return () => {
      for (const off of unbind) off();
    };
  });

  return $greetingName;
}

/** The browser's greeting. */
export const $greetingName = createHeaderSession();
