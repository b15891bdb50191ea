/**
 * Everything the light pages read through the contract, in one module loaded by `import()`
 * (src/stores/page/contract-on-demand.ts) only when there is something to read: the stored cart and user
 * the header shows, and the product page's current price and stock and its line in the cart; with them,
 * the sentences on a deposit an add changed and on a price changed since the page was built (the page reads
 * the line and the price through them just before saying either).
 */
import { consigneChangeText } from '../../domain/consigne-change.ts';
import { pagePriceMessages } from '../../messages/page-price.ts';
import { readCurrentProduct } from '../cart/current-product.ts';
import { cartLineOf } from '../stored/cart-line.ts';
import { countCartItems } from '../stored/cart-lines.ts';
import { greetingNameOf, isStaffText, storedUserOf } from '../stored/user.ts';

export const contractReaders = {
  cartLineOf,
  consigneChangeText,
  pagePriceChanged: pagePriceMessages.pagePriceChanged,
  countCartItems,
  greetingNameOf,
  isStaffText,
  storedUserOf,
  readCurrentProduct,
};
