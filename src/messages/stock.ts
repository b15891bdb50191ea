/**
 * An add refused for the stock, and the shortages found when the cart is checked or the order placed: what the
 * cart store, the cart check and the API say. Apart from product.ts, so that the product page, which never
 * shows them before the cart loads, does not download them.
 */
/** Worded by the spec: verbatim. */
export const stockMessages = {
  insufficientStock: 'Stock insuffisant pour la quantité demandée.',
  onlyNLeft: (n: number) => `Désolé, il ne reste que ${n} unités en stock.`,
  outOfStock: (product: string) => `Désolé, ${product} est actuellement en rupture de stock.`,
} as const;
