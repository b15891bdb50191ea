/**
 * « Confirmer la commande » before the checkout's island has hydrated. The form is in the page as built (the island's
 * static HTML), so the customer types and presses before its scripts arrive (seconds on a slow line). A plain form
 * would send the page to itself and lose what was typed; this small inline script of the page catches the form's
 * submit while its island still carries `ssr`, keeps the press on the form (`data-pressed`) and says so in the page's
 * status line (the text the build wrote into the form's `data-pressed-text`). Every later press before hydration
 * adds nothing. Once hydrated, the island takes what the fields hold as typed, finds the press and sends it once
 * (src/islands/checkout/CheckoutForm.tsx, `takeEarlyPress`); the hydrated island's own submit never reaches the
 * script (the island no longer carries `ssr`). The script copies no rule of the shop: it only holds the press.
 *
 * The first character typed or the press, before hydration, also asks for every module sending the order needs
 * (`ORDER_SOURCES`, turned by the build into their files on the status line, src/ops/main-island-modules.ts): they
 * come with the island's own, and the hydrated island sends at once instead of loading them one wave after another
 * (each 2 s on Slow 3G). A customer who neither types nor presses before hydration downloads none of them then.
 *
 * The press does not wait for the island either: the script runs the first of those modules (the flow,
 * src/stores/checkout/send.ts), which takes the press from the form as soon as it has arrived, reads the fields and
 * the stored cart and sends the order (`sendEarlyPress`); the island, once hydrated, shows where that same order
 * stands. And the first act asks today's prices for the cart's products at once (`HANDED_CHECK`): the flow takes that
 * answer instead of asking again a round trip later. The script itself is built by early-press-script.ts (for the
 * page only: the island carries these names, not the call's).
 */

/** The attribute that keeps a press made before hydration, on the form. */
export const PRESSED = 'data-pressed';
/** The form's attribute holding the sentence shown once a press is kept. */
export const PRESSED_TEXT = 'data-pressed-text';
/** The id of the page's status line under the island (outside it: React would not hydrate a text it did not draw). */
export const PRESS_STATUS_ID = 'checkout-press';
/** The status line's attribute holding the confirmation page's address (where an order sent before hydration goes). */
export const CONFIRMATION_ATTRIBUTE = 'data-confirmation';
/** The checkout's form while its island has not hydrated (Astro removes `ssr` as it hydrates). */
export const FORM_BEFORE_HYDRATION = '[ssr] form.checkout';
/**
 * The global under which the page's script leaves the check of today's prices it sent at the first act: `{ ids, at,
 * sent }`, the products as JSON, `Date.now()` when sent, and the `fetch` itself (src/stores/checkout/handed-check.ts).
 */
export const HANDED_CHECK = 'kinCartCheck';

/**
 * What sending an order loads (the flow, the API client, the cart's check, the order's contract and texts), as source
 * modules: the status line carries them for the build.
 */
export const ORDER_SOURCES = [
  'src/stores/checkout/send.ts',
  'src/api/client.ts',
  'src/api/check-cart.ts',
  'src/contract/order.ts',
  'src/messages/orders.ts',
  'src/messages/tracking.ts',
].join(' ');

/**
 * Whether the form holds a press made before hydration; forgets it, so that it is sent once (by whichever comes
 * first: the flow's module, or the hydrated island).
 */
export function takeEarlyPress(form: HTMLFormElement | null): boolean {
  if (!form?.hasAttribute(PRESSED)) return false;
  form.removeAttribute(PRESSED);
  return true;
}

/** The hydrated island shows where the order stands: the status line's sentence goes. */
export function clearPressStatus(): void {
  const status = document.getElementById(PRESS_STATUS_ID);
  if (status) status.textContent = '';
}
