import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatDateTime } from '../../domain/relative-time.ts';
import { movementLine } from '../../domain/stock-movement.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { stockMovements } from '../../stores/gestion/stock-page.ts';
import ListingStatus from './ListingStatus.tsx';
import StaffOnly from './StaffOnly.tsx';

interface Links {
  /** Back to every product's stock. */
  stockHref: string;
  /** The order screen (an order's number opens it there). */
  ordersHref: string;
}

const PRODUCT = /^\d{1,9}$/;

/** One product's movements, newest first: what changed its stock, by how much, from what to what, who and when. */
function MovementsDesk({ stockHref, ordersHref }: Links) {
  const view = useStore(stockMovements.$view);
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('produit') ?? '';
    if (PRODUCT.test(id)) void stockMovements.open(Number(id));
  }, []);
  const missing = typeof window !== 'undefined' && !PRODUCT.test(new URLSearchParams(window.location.search).get('produit') ?? '');
  return (
    <>
      <p>
        <a href={stockHref}>{gestionMessages.backToStock}</a>
      </p>
      {missing ? (
        <p className="notice error" role="alert">
          {gestionMessages.unknownProductLink}
        </p>
      ) : (
        <ListingStatus view={view} empty={view.status === 'ready' && view.movements.length === 0 ? gestionMessages.noMovements : null} />
      )}
      {view.status === 'ready' && (
        <section aria-labelledby="g-movements-heading">
          <h2 id="g-movements-heading">{view.product.nom}</h2>
          <p>
            <strong>{gestionMessages.currentStock(view.stock)}</strong>
          </p>
          <ol className="g-plain">
            {view.movements.map((m) => (
              <li key={m.id} className="g-box g-movement">
                <strong>{movementLine(m)}</strong>
                <span className="muted">
                  {formatDateTime(m.date)} · {gestionMessages.movementBy(m.auteur)}
                </span>
                {m.commande && (
                  <a href={`${ordersHref}#commande-${m.commande.id}`}>{gestionMessages.movementOrder(m.commande.numero_commande)}</a>
                )}
                {m.motif && <span>{m.motif}</span>}
              </li>
            ))}
          </ol>
          {view.next && (
            <button type="button" className="btn btn-ghost" onClick={() => void stockMovements.more()}>
              {gestionMessages.more}
            </button>
          )}
        </section>
      )}
    </>
  );
}

/** /gestion/stock/mouvements?produit=12 */
export default function StockMovementsScreen(links: Links) {
  return (
    <StaffOnly>
      <MovementsDesk {...links} />
    </StaffOnly>
  );
}
