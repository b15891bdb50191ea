/**
 * Card and mobile money (spec §5): shown but not available yet. Their fields are kept, and
 * "paying" only simulates success after 2 s; it never creates an order (only cash on delivery does).
 */
import { checkoutMessages } from '../domain/messages/checkout.ts';
import { invalid, text, valid, type Validation } from '../domain/result.ts';

export const SIMULATED_PAYMENT_DELAY_MS = 2000;
export const MOBILE_MONEY_OPERATORS = ['M-Pesa', 'Orange Money', 'Airtel Money', 'Afrimoney'] as const;

export type SimulatedPayment =
  | { method: 'carte'; number: unknown; expiry: unknown; cvv: unknown }
  | { method: 'mobile_money'; operator: unknown; transactionId: unknown; phone: unknown };

/** Card: 12 to 19 digits, expiry MM/AA, CVV of 3 or 4 digits. Mobile money: operator, transaction id, 9-digit phone. */
export function checkSimulatedPayment(payment: SimulatedPayment): Validation<SimulatedPayment> {
  if (payment.method === 'carte') {
    const digits = text(payment.number).replace(/\s+/g, '');
    const ok = /^\d{12,19}$/.test(digits) && /^(0[1-9]|1[0-2])\/\d{2}$/.test(text(payment.expiry)) && /^\d{3,4}$/.test(text(payment.cvv));
    return ok ? valid(payment) : invalid(checkoutMessages.cardFieldsRequired, 'card');
  }
  if (!MOBILE_MONEY_OPERATORS.some((o) => o === payment.operator) || text(payment.transactionId) === '') {
    return invalid(checkoutMessages.mobileMoneyFieldsRequired, 'mobileMoney');
  }
  if (!/^\d{9}$/.test(text(payment.phone))) return invalid(checkoutMessages.phoneNineDigits, 'mobileMoney');
  return valid(payment);
}

/** Checks the fields, waits 2 s, and reports success; nothing is sent anywhere. */
export async function simulatePayment(
  payment: SimulatedPayment,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<Validation<SimulatedPayment>> {
  const checked = checkSimulatedPayment(payment);
  if (!checked.ok) return checked;
  await wait(SIMULATED_PAYMENT_DELAY_MS);
  return checked;
}
