/**
 * What the product page says when the current price differs from the one its HTML was built with. Apart from
 * product.ts so that it loads with the contract's readers (src/stores/page/contract-readers.ts), which read that
 * price, not with the page.
 */

/** Our own wording (the spec words none of these). */
const own = {
  pagePriceChanged: (before: string, after: string) =>
    `Le prix a changé depuis la publication de cette page : ${after} au lieu de ${before}.`,
} as const;

export const pagePriceMessages = { ...own } as const;
