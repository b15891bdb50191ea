/**
 * Server errors per field as a person reads them: one 'Label: message' line per message, or the
 * message alone when the field has no label (`non_field_errors`, `detail`, a field the shop does not send).
 */
import { fieldsMessages } from '../messages/fields.ts';

export function fieldErrorLines(fieldErrors: Readonly<Record<string, readonly string[]>> | undefined): string[] {
  if (!fieldErrors) return [];
  return Object.entries(fieldErrors).flatMap(([field, list]) => {
    const label = Object.hasOwn(fieldsMessages.labels, field) ? fieldsMessages.labels[field] : undefined;
    return list.map((message) => (label ? fieldsMessages.line(label, message) : message));
  });
}
