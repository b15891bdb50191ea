/**
 * 'Je paie avec': the banknote amount a customer hands the courier. The checkout writes it as the last
 * line of the order's `notes` (the spec's payload has no field for it, so the shop's Django backend gets
 * the same text); the reference API reads it back ONCE, when the order is placed, and keeps the amount
 * in its own column. The line is recognised through the very function that writes it, so the two never
 * disagree.
 */
import { checkoutMessages } from '../messages/checkout.ts';
import { toCents } from './money.ts';

const AMOUNT = '\u0000';

function linePattern(): RegExp {
  const [before = '', between = '', after = ''] = checkoutMessages.payWithNote(AMOUNT, AMOUNT).split(AMOUNT);
  const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Amounts carry no-break spaces (formatFC); notes written before, or by hand, ordinary ones.
  const space = '[ \\u00a0\\u202f]';
  const amount = `(\\d{1,3}(?:${space}\\d{3})*)${space}FC`;
  return new RegExp(`^${quote(before)}${amount}${quote(between)}${amount}${quote(after)}$`);
}

const PATTERN = linePattern();

/** The amount (hundredths) of the 'Je paie avec' line the checkout put last in `notes`, or null. */
export function payWithFromNotes(notes: string): number | null {
  const last = notes.trim().split('\n').pop()?.trim() ?? '';
  const match = PATTERN.exec(last);
  return match?.[1] ? toCents(match[1].replace(/[ \u00a0\u202f]/g, '')) : null;
}

/** The change the courier brings: what the customer pays with, minus the amount due; null when nothing is due back. */
export function changeDueCents(totalCents: number, payWithCents: number | null): number | null {
  return payWithCents !== null && payWithCents > totalCents ? payWithCents - totalCents : null;
}
