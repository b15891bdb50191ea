/**
 * An order's `notes` as the checkout and gestion write them (the spec's payload has a field for neither the landmark
 * nor 'Je paie avec', so the shop's Django backend gets the same text): the address's « Point de repère » first
 * (landmark.ts), the customer's note, and last the 'Je paie avec' line when they pay with more than the total (the
 * reference API reads it back with pay-with.ts).
 */
import { checkoutMessages } from '../messages/checkout.ts';
import { notesWithLandmark } from './landmark.ts';
import { formatFC } from './money.ts';

/** The customer's note, then the 'Je paie avec' line when they pay with more than the total. */
export function notesWithPayWith(note: string, payWithCents: number | null, totalCents: number): string {
  const lines = [note.trim()];
  if (payWithCents !== null && payWithCents > totalCents) {
    lines.push(checkoutMessages.payWithNote(formatFC(payWithCents), formatFC(payWithCents - totalCents)));
  }
  return lines.filter((line) => line !== '').join('\n');
}

/** The notes of an order: landmark, note, 'Je paie avec'. */
export function orderNotes(landmark: string, note: string, payWithCents: number | null, totalCents: number): string {
  return notesWithLandmark(landmark, notesWithPayWith(note, payWithCents, totalCents));
}
