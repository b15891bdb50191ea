/** The order screen's stores, on the browser's staff client. */
import { attempt } from './access.ts';
import { createOrderDetail } from './order-detail.ts';
import { createOrderDesk } from './orders.ts';
import { createOutcomeForm } from './outcome-form.ts';
import { staffApi } from './staff-api.ts';

export const orderDesk = createOrderDesk({ api: staffApi, attempt });
export const orderDetail = createOrderDetail({ api: staffApi, attempt, onChange: orderDesk.replace });
export const outcomeForm = createOutcomeForm({
  api: staffApi,
  attempt,
  current: () => {
    const detail = orderDetail.$detail.get();
    return detail.status === 'ready' ? detail.order : null;
  },
  show: orderDetail.show,
});
