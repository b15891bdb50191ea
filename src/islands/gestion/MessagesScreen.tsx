import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatDateTime } from '../../domain/relative-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { messageDesk } from '../../stores/gestion/desk-page.ts';
import FailedEmails from './FailedEmails.tsx';
import ListingStatus from './ListingStatus.tsx';
import StaffOnly from './StaffOnly.tsx';

/** The support form's messages, newest first, marked handled (by whom, when). */
function MessagesDesk() {
  const listing = useStore(messageDesk.$listing);
  const busy = useStore(messageDesk.$busy);
  const error = useStore(messageDesk.$error);
  useEffect(() => {
    void messageDesk.load();
  }, []);
  return (
    <>
      {error && (
        <p className="notice error" role="alert">
          {error}
        </p>
      )}
      <ListingStatus view={listing} empty={listing.items.length === 0 ? gestionMessages.noMessages : null} />
      <ul className="g-cards">
        {listing.items.map((m) => (
          <li key={m.id} className={`g-card g-box${m.traite ? '' : ' g-status-en_attente'}`}>
            <p className="g-card-line">
              <strong>{m.name}</strong>
              <span className="muted">{formatDateTime(m.date_envoi)}</span>
            </p>
            <p>
              <a href={`mailto:${m.email}`}>{m.email}</a>
            </p>
            <p className="g-notes">{m.message}</p>
            <p className="g-card-line">
              <span className="muted">
                {m.traite ? gestionMessages.handledBy(m.traite_par ?? '', formatDateTime(m.traite_le ?? '')) : gestionMessages.toHandle}
              </span>
              <button className="btn btn-ghost" type="button" disabled={busy !== null} onClick={() => void messageDesk.mark(m, !m.traite)}>
                {m.traite ? gestionMessages.markUnhandled : gestionMessages.markHandled}
              </button>
            </p>
          </li>
        ))}
      </ul>
      {listing.status === 'ready' && listing.next && (
        <button className="btn btn-ghost" type="button" onClick={() => void messageDesk.loadMore()}>
          {gestionMessages.more}
        </button>
      )}
      <FailedEmails />
    </>
  );
}

/** /gestion/messages */
export default function MessagesScreen() {
  return (
    <StaffOnly>
      <MessagesDesk />
    </StaffOnly>
  );
}
