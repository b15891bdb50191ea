import { salesSchema } from '../../contract/staff-sales.ts';
import type { SalesPeriod } from '../../domain/sales-period.ts';
import type { Http } from '../http.ts';
import { staffHttpMessage as httpMessage } from './http-message.ts';

/** « Ventes »: delivered sales over Kinshasa days `du` to `au`, and the period before. */
export function staffSalesEndpoints({ request }: Http) {
  return {
    sales: ({ du, au }: SalesPeriod) => request({ path: 'staff/ventes/', searchParams: { du, au }, schema: salesSchema, httpMessage }),
  };
}
