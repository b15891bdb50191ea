/** « Nouvelle commande »'s stores, on the browser's staff client, the signed-in staff member and the key kept in localStorage. */
import { session } from '../account/session.ts';
import { $takenOrder } from '../stored/taken-order.ts';
import { attempt } from './access.ts';
import { createCustomerFinder } from './customer-finder.ts';
import { createNewOrder } from './new-order.ts';
import { staffApi } from './staff-api.ts';

export const newOrder = createNewOrder({
  api: staffApi,
  attempt,
  $stored: $takenOrder,
  staff: () => session.$user.get()?.email.toLowerCase() ?? '',
});
export const customerFinder = createCustomerFinder({ api: staffApi, attempt, fill: newOrder.form.edit });
