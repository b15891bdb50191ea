/**
 * What the checkout's static form holds before its island hydrated (decision 040), taken into the draft once: by the
 * island as it hydrates, or first by the order's flow when it sends a press made before hydration
 * (src/stores/checkout/send.ts). Taking it twice changes nothing: the second finds the draft equal to the fields.
 * The same for the saved address chosen on the cards the page's script drew: a card other than the one it chose is
 * the customer's choice, and so is every card chosen there until the island draws its own (`followDrawnCards`).
 */
import { BLANK_CHECKOUT, checkoutDraft } from './draft.ts';
import { ADDRESS_CARD_ID, ADDRESSES_ATTRIBUTE, FILLED_ATTRIBUTE } from './first-paint-marks.ts';
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

const DRAWN_CARD = `[${ADDRESSES_ATTRIBUTE}] input[name="checkout-address"]`;

/** A drawn card's radio as the draft chooses it: `''` the new address, else the saved address's id. */
const cardOf = (radio: HTMLInputElement): string => (radio.id.startsWith(ADDRESS_CARD_ID) ? radio.id.slice(ADDRESS_CARD_ID.length) : '');

/** The drawn card the customer chose instead of the one the page's script chose (`checked` in the page), if any. */
function chosenCard(form: HTMLFormElement): string | null {
  const radio = form.querySelector<HTMLInputElement>(`${DRAWN_CARD}:checked`);
  return radio && !radio.defaultChecked ? cardOf(radio) : null;
}

/**
 * Takes into the draft what the static form holds (filled as filled, typed as typed, a drawn card chosen);
 * whether the customer changed anything.
 */
export function takeStaticForm(form: HTMLFormElement): boolean {
  const { filled, typed } = beforeHydration(form, checkoutDraft.$draft.get());
  checkoutDraft.prefill(filled);
  // The page's script wrote a chosen card's phone into the field (as filled): a phone typed there came after the card.
  const card = chosenCard(form);
  if (card !== null) checkoutDraft.chooseCard(card, 'phone' in typed);
  if (Object.keys(typed).length > 0) checkoutDraft.edit(typed);
  return Object.keys(typed).length > 0 || card !== null;
}

/**
 * Once the island has hydrated and until it draws its own cards: a card chosen on the drawn ones is the customer's
 * choice (React does not see those inputs). Returns what stops following them.
 */
export function followDrawnCards(form: HTMLFormElement): () => void {
  const chosen = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.matches(DRAWN_CARD)) checkoutDraft.chooseCard(cardOf(event.target));
  };
  form.addEventListener('change', chosen);
  return () => form.removeEventListener('change', chosen);
}
