/**
 * What the checkout's static form holds before its island hydrated (decision 040), taken into the draft once: by the
 * island as it hydrates, or first by the order's flow when it sends a press made before hydration
 * (src/stores/checkout/send.ts). Taking it twice changes nothing: the second finds the draft equal to the fields.
 */
import { BLANK_CHECKOUT, checkoutDraft } from './draft.ts';
import { FILLED_ATTRIBUTE } from './first-paint-marks.ts';
import type { CheckoutInput } from './flow.ts';

/** The text fields of the static form, by id: what a customer typed in them before hydration. */
const TYPED_FIELDS = ['fullName', 'phone', 'email', 'notes'] as const;
const TYPED_ADDRESS = ['rue', 'numero', 'quartier', 'commune', 'repere'] as const;

/**
 * What the static form's fields hold that the draft does not: `filled` by the page's script from the stored customer
 * and left as it wrote it (src/stores/checkout/first-paint.ts), `typed` by the customer before the island hydrated.
 */
function beforeHydration(form: HTMLFormElement, draft: CheckoutInput): { filled: Partial<CheckoutInput>; typed: Partial<CheckoutInput> } {
  const field = (name: string) => form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#checkout-${name}`);
  const value = (name: string) => field(name)?.value ?? '';
  const patch: Partial<CheckoutInput> = {};
  const filled: Partial<CheckoutInput> = {};
  for (const name of TYPED_FIELDS) {
    if (value(name) === '' || value(name) === draft[name]) continue;
    if (field(name)?.getAttribute(FILLED_ATTRIBUTE) === value(name)) filled[name] = value(name);
    else patch[name] = value(name);
  }
  const fresh = draft.newAddress ?? BLANK_CHECKOUT.newAddress;
  const typed = TYPED_ADDRESS.filter((name) => value(name) !== '' && value(name) !== (fresh?.[name] ?? ''));
  if (typed.length > 0)
    patch.newAddress = {
      rue: '',
      numero: '',
      quartier: '',
      commune: '',
      ...fresh,
      ...Object.fromEntries(typed.map((name) => [name, value(name)])),
    };
  return { filled, typed: patch };
}

/** Takes into the draft what the static form holds (filled as filled, typed as typed); whether anything was typed. */
export function takeStaticForm(form: HTMLFormElement): boolean {
  const { filled, typed } = beforeHydration(form, checkoutDraft.$draft.get());
  checkoutDraft.prefill(filled);
  if (Object.keys(typed).length > 0) checkoutDraft.edit(typed);
  return Object.keys(typed).length > 0;
}
