import { type StockCount, type StockReception, stockMovementPageSchema, stockMovementsSchema } from '../../contract/staff-stock.ts';
import type { Http } from '../http.ts';
import { staffHttpMessage as httpMessage, pageUrl } from './http-message.ts';

/**
 * The stock that comes in: a delivery received and a count, each sent with the key of its submission (sent again
 * after a lost answer, it adds nothing twice), and a product's movements.
 */
export function staffStockEndpoints({ request }: Http) {
  return {
    receiveStock: (reception: StockReception, idempotencyKey: string) =>
      request({
        method: 'post',
        path: 'staff/stock/receptions/',
        json: reception,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: stockMovementsSchema,
        httpMessage,
      }),
    countStock: (count: StockCount, idempotencyKey: string) =>
      request({
        method: 'post',
        path: 'staff/stock/inventaires/',
        json: count,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: stockMovementsSchema,
        httpMessage,
      }),
    productMovements: (id: number) => request({ path: `staff/produits/${id}/mouvements/`, schema: stockMovementPageSchema, httpMessage }),
    nextProductMovements: (next: string) => request({ path: pageUrl(next), schema: stockMovementPageSchema, httpMessage }),
  };
}
