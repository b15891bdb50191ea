import { z } from 'zod';
import { orderStatusSchema } from '../../contract/order.ts';

/** POST /orders/commandes/{id}/statut/ (staff). Not in src/contract: no storefront page sends it. */
export const orderStatusChangeSchema = z.object({ statut: orderStatusSchema });
