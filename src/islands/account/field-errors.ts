import { messages } from '../../domain/messages.ts';
import { accountText } from './messages-account.ts';

const labels: Record<string, string> = { ...messages.auth.fieldLabels, ...accountText.fieldLabels };

/** Server field errors as 'Label: message' lines (spec §5); errors without a field show alone. */
export function fieldErrorLines(fieldErrors: Record<string, string[]> | undefined): string[] {
  if (!fieldErrors) return [];
  return Object.entries(fieldErrors).flatMap(([field, list]) => {
    const label = labels[field] ?? field;
    return list.map((message) => (label ? messages.auth.fieldError(label, message) : message));
  });
}
