import type { FormNotice as Notice } from '../stores/form-submit.ts';

/**
 * What a form says, for the account forms and gestion's alike: an error (with the server's 'Label: message' lines)
 * announced as an alert, or a success as a status; nothing while there is nothing to say.
 */
export default function FormNotice({ notice }: { notice: Notice | null }) {
  if (!notice?.text) return null;
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
