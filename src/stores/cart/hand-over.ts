/**
 * The hydrated island's « Ajouter au panier » handed to the product page's early add (its inline script,
 * src/stores/cart/early-add.ts), so that a signed-out visitor's first add after hydration is kept at once on a slow
 * line, and kept with no network at all, as a press before hydration is (docs/decisions/021). Its own small module:
 * the island imports it, and nothing of the script's build-time side (the cart store's line) comes with it.
 */
import { FORM_CONSIGNE, FORM_FIELDS, HAND_OVER_EVENT } from '../../domain/add-form.ts';

/**
 * The island's press handed to the page's script, with the answer the island's dialog or checkbox gave: the answer is
 * set on the form's radios (hidden once hydrated, still the form's), then the script gets the press as the form's own
 * event (`HAND_OVER_EVENT`), which it takes as a press before hydration. Never a `submit` event: Firefox sends a form on
 * a `submit` the page dispatches, so a press the script declines would leave at once for the cart page. True when the script took it
 * (`data-done`): the line is stored and confirmed, the header's count follows, the cart page opens 1.5 s later.
 * Otherwise (signed in, lines in the cart, storage refused) the island adds through the store.
 */
export function handOver(form: HTMLFormElement | null | undefined, withConsigne: boolean): boolean {
  const radios = form?.elements.namedItem(FORM_FIELDS.consigne) as RadioNodeList | null | undefined;
  if (radios) radios.value = withConsigne ? FORM_CONSIGNE.with : FORM_CONSIGNE.without;
  form?.dispatchEvent(new Event(HAND_OVER_EVENT, { bubbles: true, cancelable: true }));
  // The script tells this tab's stores of its write (the header's count among them) by the cart key's `storage` event.
  return Boolean(form?.dataset.done);
}
