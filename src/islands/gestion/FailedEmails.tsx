import { useStore } from '@nanostores/react';
import { formatDateTime } from '../../domain/relative-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { messageDesk } from '../../stores/gestion/desk-page.ts';

/** E-mails the shop could not deliver (the outbox's failed ones): the customer may need a call instead. */
export default function FailedEmails() {
  const failed = useStore(messageDesk.$failedEmails);
  if (!failed || failed.length === 0) return null;
  return (
    <section className="g-box" aria-labelledby="g-failed-heading">
      <h2 id="g-failed-heading">{gestionMessages.failedEmails}</h2>
      <ul className="g-plain">
        {failed.map((m) => (
          <li key={m.id}>
            <strong>{m.destinataire}</strong> · {m.sujet} <span className="muted">· {formatDateTime(m.date_creation)}</span>
            {m.derniere_erreur && <span className="g-field-error"> {m.derniere_erreur}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
