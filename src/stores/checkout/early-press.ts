/**
 * « Confirmer la commande » before the checkout's island has hydrated. The form is in the page as built (the island's
 * static HTML), so the customer types and presses before its scripts arrive (seconds on a slow line). A plain form
 * would send the page to itself and lose what was typed; this small inline script of the page catches the form's
 * submit while its island still carries `ssr`, keeps the press on the form (`data-pressed`) and says so in the page's
 * status line (the text the build wrote into the form's `data-pressed-text`). Every later press before hydration
 * adds nothing. Once hydrated, the island takes what the fields hold as typed, finds the press and sends it once
 * (src/islands/checkout/CheckoutForm.tsx, `takeEarlyPress`); the hydrated island's own submit never reaches the
 * script (the island no longer carries `ssr`). The script copies no rule of the shop: it only holds the press.
 */

/** The attribute that keeps a press made before hydration, on the form. */
export const PRESSED = 'data-pressed';
/** The form's attribute holding the sentence shown once a press is kept. */
export const PRESSED_TEXT = 'data-pressed-text';
/** The id of the page's status line under the island (outside it: React would not hydrate a text it did not draw). */
export const PRESS_STATUS_ID = 'checkout-press';

/** The inline script (hashed into the page's CSP by the build). */
export const EARLY_PRESS_SCRIPT = `addEventListener('submit',e=>{let f=e.target;f.matches('[ssr] form.checkout')&&(e.preventDefault(),f.hasAttribute('${PRESSED}')||(f.setAttribute('${PRESSED}',''),document.getElementById('${PRESS_STATUS_ID}').textContent=f.getAttribute('${PRESSED_TEXT}')))})`;

/** Whether the form holds a press made before hydration; forgets it, so that it is sent once. */
export function takeEarlyPress(form: HTMLFormElement | null): boolean {
  if (!form?.hasAttribute(PRESSED)) return false;
  form.removeAttribute(PRESSED);
  const status = document.getElementById(PRESS_STATUS_ID);
  if (status) status.textContent = '';
  return true;
}
