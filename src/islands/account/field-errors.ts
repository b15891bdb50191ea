import { messages } from '../../domain/messages.ts';
import { accountText } from './messages-account.ts';
import { errorNotice, type NoticeState } from './Notice.tsx';

const labels: Record<string, string> = { ...messages.auth.fieldLabels, ...accountText.fieldLabels };

/** Server field errors as 'Label: message' lines (spec §5); errors without a field show alone. */
export function fieldErrorLines(fieldErrors: Record<string, string[]> | undefined): string[] {
  if (!fieldErrors) return [];
  return Object.entries(fieldErrors).flatMap(([field, list]) => {
    const label = labels[field] ?? field;
    return list.map((message) => (label ? messages.auth.fieldError(label, message) : message));
  });
}

/** The notice of a store failure: its message, and the server's field errors as lines. */
export function failureNotice(failure: { message: string; fieldErrors?: Record<string, string[]> | undefined }): NoticeState {
  return errorNotice(failure.message, fieldErrorLines(failure.fieldErrors));
}
