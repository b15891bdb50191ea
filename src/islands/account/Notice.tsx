import type { FormNotice } from '../../stores/form-submit.ts';

/** A form's outcome: an error (with the server's 'Label: message' lines) announced as an alert, or a success as a status. */
export default function Notice({ notice }: { notice: FormNotice | null }) {
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
