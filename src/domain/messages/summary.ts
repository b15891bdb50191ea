/**
 * The amounts of a cart or an order, named alike wherever they are shown: the cart page, the checkout,
 * the orders page and the invoice.
 */

/** Our own wording (the spec words none of these: it asks for a sub-total, deposits, delivery fee and total). */
const own = {
  goods: 'Sous-total',
  deposits: 'Consignes',
  deliveryFee: 'Frais de livraison',
  freeDelivery: 'Gratuite',
  total: 'Total',
} as const;

export const summaryMessages = { ...own } as const;
