import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { productPath } from '../../config/paths.ts';
import { formatDateTime } from '../../domain/relative-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { reviewDesk } from '../../stores/gestion/desk-page.ts';
import ListingStatus from './ListingStatus.tsx';
import PublicationBar from './PublicationBar.tsx';
import StaffOnly from './StaffOnly.tsx';

/** Reviews, pending ones first: approve (it counts in the product's rating once published) or reject (deleted: its author may write again). */
function ReviewsDesk() {
  const listing = useStore(reviewDesk.$listing);
  const busy = useStore(reviewDesk.$busy);
  const error = useStore(reviewDesk.$error);
  useEffect(() => {
    void reviewDesk.load();
  }, []);
  return (
    <>
      <PublicationBar />
      {error && (
        <p className="notice error" role="alert">
          {error}
        </p>
      )}
      <ListingStatus view={listing} empty={listing.items.length === 0 ? gestionMessages.noReviews : null} />
      <ul className="g-cards">
        {listing.items.map((r) => (
          <li key={r.id} className={`g-card g-box${r.approuve ? '' : ' g-status-en_attente'}`}>
            <p className="g-card-line">
              <a href={productPath(r.produit)}>{r.produit_nom}</a>
              <span className={`g-badge ${r.approuve ? 'g-badge-livree' : 'g-badge-en_attente'}`}>
                {r.approuve ? gestionMessages.approved : gestionMessages.pending}
              </span>
            </p>
            <p>
              <strong>{gestionMessages.stars(r.note)}</strong> · {r.auteur} ·{' '}
              <span className="muted">{formatDateTime(r.date_creation)}</span>
            </p>
            {r.commentaire && <p className="g-notes">{r.commentaire}</p>}
            <p className="actions">
              {!r.approuve && (
                <button className="btn" type="button" disabled={busy !== null} onClick={() => void reviewDesk.approve(r)}>
                  {gestionMessages.approve}
                </button>
              )}
              <button className="btn btn-ghost g-danger" type="button" disabled={busy !== null} onClick={() => void reviewDesk.reject(r)}>
                {gestionMessages.reject}
              </button>
            </p>
          </li>
        ))}
      </ul>
      {listing.status === 'ready' && listing.next && (
        <button className="btn btn-ghost" type="button" onClick={() => void reviewDesk.loadMore()}>
          {gestionMessages.more}
        </button>
      )}
    </>
  );
}

/** /gestion/avis */
export default function ReviewsScreen() {
  return (
    <StaffOnly>
      <ReviewsDesk />
    </StaffOnly>
  );
}
