import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { gestionMessages } from '../../messages/gestion.ts';
import { stockList } from '../../stores/gestion/stock-page.ts';
import ListingStatus from './ListingStatus.tsx';
import StaffOnly from './StaffOnly.tsx';

interface Links {
  /** « Réception »: a delivery's quantities, added to the stock. */
  receptionHref: string;
  /** « Inventaire »: totals counted, with a reason. */
  countHref: string;
  /** One product's movements (its id is added to it). */
  movementsHref: string;
}

/** Every product's stock, the two ways stock comes in, and each product's movements. */
function StockDesk({ receptionHref, countHref, movementsHref }: Links) {
  const list = useStore(stockList.$list);
  const filter = useStore(stockList.$filter);
  const products = useStore(stockList.$shown);
  useEffect(() => {
    void stockList.load();
  }, []);
  return (
    <>
      <nav aria-label={gestionMessages.stockActionsLabel} className="g-inline g-stock-actions">
        <a className="btn" href={receptionHref}>
          {gestionMessages.receptionTitle}
        </a>
        <a className="btn btn-ghost" href={countHref}>
          {gestionMessages.countTitle}
        </a>
      </nav>
      <div className="g-field">
        <label htmlFor="g-sq">{gestionMessages.productSearchLabel}</label>
        <input id="g-sq" type="search" value={filter} onChange={(e) => stockList.filter(e.target.value)} />
      </div>
      <ListingStatus view={list} />
      <ul className="g-cards">
        {products.map((p) => (
          <li key={p.id} className="g-card g-stock-row g-card-line">
            <span>
              {p.nom} <strong className={p.stock === 0 ? 'g-field-error' : ''}>· {gestionMessages.currentStock(p.stock)}</strong>
            </span>
            <a href={`${movementsHref}?produit=${p.id}`} aria-label={gestionMessages.movementsOf(p.nom)}>
              {gestionMessages.movementsTitle}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /gestion/stock */
export default function StockScreen(links: Links) {
  return (
    <StaffOnly>
      <StockDesk {...links} />
    </StaffOnly>
  );
}
