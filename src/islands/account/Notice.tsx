import { fieldErrorLines } from '../../domain/field-errors.ts';

/** A form's outcome: an error (with the server's 'Label: message' lines) or a success. */
export type NoticeState = { kind: 'error' | 'ok'; text: string; lines?: string[] } | null;

export default function Notice({ notice }: { notice: NoticeState }) {
  if (!notice) return null;
  const lines = notice.lines ?? [];
  return (
    <div className={`notice ${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      {lines.length > 0 ? (
        <ul className="error-lines">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        notice.text
      )}
    </div>
  );
}

/** Error notice of a failure: the field lines when the server gave some, else its message. */
export function errorNotice(text: string, lines: string[] = []): NoticeState {
  return lines.length > 0 ? { kind: 'error', text, lines } : { kind: 'error', text };
}

/** The notice of a store failure: its message, and the server's field errors as 'Label: message' lines. */
export function failureNotice(failure: {
  message: string;
  fieldErrors?: Readonly<Record<string, readonly string[]>> | undefined;
}): NoticeState {
  return errorNotice(failure.message, fieldErrorLines(failure.fieldErrors));
}
