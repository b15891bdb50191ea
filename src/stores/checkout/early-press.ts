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
 */
import { INTENT_MODULES } from '../../domain/main-island.ts';

/** The attribute that keeps a press made before hydration, on the form. */
export const PRESSED = 'data-pressed';
/** The form's attribute holding the sentence shown once a press is kept. */
export const PRESSED_TEXT = 'data-pressed-text';
/** The id of the page's status line under the island (outside it: React would not hydrate a text it did not draw). */
export const PRESS_STATUS_ID = 'checkout-press';

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

/** The inline script (hashed into the page's CSP by the build). */
export const EARLY_PRESS_SCRIPT = `{let s=()=>document.getElementById('${PRESS_STATUS_ID}'),p=f=>{let m=s().getAttribute('${INTENT_MODULES}');f.matches('[ssr] form.checkout')&&m&&(document.head.insertAdjacentHTML('beforeend',m.replace(/\\S+/g,'<link rel="modulepreload" href="$&">')),s().removeAttribute('${INTENT_MODULES}'))};addEventListener('input',e=>e.target.form&&p(e.target.form));addEventListener('submit',e=>{let f=e.target;p(f);f.matches('[ssr] form.checkout')&&(e.preventDefault(),f.hasAttribute('${PRESSED}')||(f.setAttribute('${PRESSED}',''),s().textContent=f.getAttribute('${PRESSED_TEXT}')))})}`;

/** Whether the form holds a press made before hydration; forgets it, so that it is sent once. */
export function takeEarlyPress(form: HTMLFormElement | null): boolean {
  if (!form?.hasAttribute(PRESSED)) return false;
  form.removeAttribute(PRESSED);
  const status = document.getElementById(PRESS_STATUS_ID);
  if (status) status.textContent = '';
  return true;
}
