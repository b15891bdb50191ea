/**
 * The marks the checkout page's inline script (first-paint.ts) and the island share: in a module of their own, so
 * that the island carries four names, not the script's sources.
 */

/** The summary's list of lines the script draws into (the static page's; the island draws its own once hydrated). */
export const LINES_ATTRIBUTE = 'data-checkout-first-paint';
/** The summary's figures, by the light summary's key: `g` goods, `d` deposits, `f` delivery fee, `t` total. */
export const FIGURE_ATTRIBUTE = 'data-checkout-figure';
/** A field the script filled from the stored customer, holding the value it wrote. */
export const FILLED_ATTRIBUTE = 'data-first-paint';
/**
 * The saved addresses' cards the script draws (the static page's, kept by the island until it has read the book); the
 * new address's fields hide behind a card chosen there (checkout.css).
 */
export const ADDRESSES_ATTRIBUTE = 'data-checkout-addresses';
/** A saved address's card's radio: this prefix and the address's id (the « Nouvelle adresse » card's radio has no id). */
export const ADDRESS_CARD_ID = 'checkout-address-';
/**
 * The form's products as the script read the stored cart (`[3,5,7]`: the light summary's, as `orderedProductIds` lists
 * them): the page's other inline script asks today's prices for them at the first sign of intent (early-press.ts).
 */
export const PRODUCTS_ATTRIBUTE = 'data-order-products';
