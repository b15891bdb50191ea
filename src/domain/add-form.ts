/**
 * The product page's plain form (`?ajout=12&quantite=3&consigne=avec`): its fields and its answers to the consigne
 * question. Read by the cart page's link decoder (src/domain/cart-link-decode.ts), written by the page, used by its
 * early add and by the island handing a press to it. Apart from the link's rules (cart-link.ts) so that the product
 * page's island loads these names only.
 */
export const FORM_FIELDS = { product: 'ajout', quantity: 'quantite', consigne: 'consigne' } as const;
/** The form's answer to the consigne question: with the deposit (no empty bottles) or without. */
export const FORM_CONSIGNE = { with: 'avec', without: 'sans' } as const;
/** After a successful add, the customer goes to the cart 1.5 s later (the island and the page's early add alike). */
export const GO_TO_CART_MS = 1500;
/**
 * The event the hydrated island hands a press to the page's early add with, dispatched on the form: its own type, never
 * `submit`, which Firefox acts on even when a page dispatches it (the form would leave for the cart page).
 */
export const HAND_OVER_EVENT = 'ajout-remis';
