/**
 * « Point de repère »: what a courier looks for when the street number does not help (« en face de l'église
 * Saint-Joseph »). The order payload has no field for it, so the checkout writes it as the FIRST line of
 * the order's `notes` (the shop's Django backend stores the same text); every screen that shows an order
 * reads it back from there. The line is recognised through the very text that writes it, so the two never
 * disagree; the 'Je paie avec' line stays last.
 */
import { addressesMessages } from '../messages/addresses.ts';

const PREFIX = addressesMessages.landmarkOf('');

/** A landmark as one line: runs of spaces and line breaks become one space, ends trimmed. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The notes sent with the order: the landmark's line first (none when blank), then the notes unchanged. */
export function notesWithLandmark(landmark: string, notes: string): string {
  const line = oneLine(landmark);
  if (line === '') return notes;
  return notes === '' ? `${PREFIX}${line}` : `${PREFIX}${line}\n${notes}`;
}

/** The landmark of an order's notes ('' when none) and the rest of its notes, as they were before it was added. */
export function landmarkFromNotes(text: string | null | undefined): { landmark: string; notes: string } {
  const notes = text ?? '';
  if (!notes.startsWith(PREFIX)) return { landmark: '', notes };
  const end = notes.indexOf('\n');
  return {
    landmark: oneLine(end < 0 ? notes.slice(PREFIX.length) : notes.slice(PREFIX.length, end)),
    notes: end < 0 ? '' : notes.slice(end + 1),
  };
}
