import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { StaffEmpties } from '../../contract/staff-orders-out.ts';
import { cratesAndBottles } from '../../domain/empties.ts';
import { emptiesMessages } from '../../messages/empties.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { emptiesDesk } from '../../stores/gestion/rounds-page.ts';
import ListingStatus from './ListingStatus.tsx';
import StaffOnly from './StaffOnly.tsx';

const say = gestionMessages.ordersOut;

/** Bottles of a product as the depot counts them: its crates and loose bottles. */
function inUnits(bottles: number, unite: string): string {
  const e = cratesAndBottles(bottles, unite);
  return emptiesMessages.count(e.casiers, e.bouteilles);
}

/** The rows of one customer (an account, else a guest's phone), in the order the server gave. */
function byCustomer(rows: readonly StaffEmpties[]): StaffEmpties[][] {
  const groups = new Map<string, StaffEmpties[]>();
  for (const row of rows) {
    const key = row.client === null ? `tel:${row.telephone}` : `id:${row.client}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

function EmptiesDesk() {
  const view = useStore(emptiesDesk.$view);
  useEffect(() => {
    void emptiesDesk.load();
  }, []);
  if (view.status !== 'ready') return <ListingStatus view={view} />;
  if (view.rows.length === 0) return <p className="muted">{say.noEmpties}</p>;
  return (
    <ul className="g-plain" aria-label={say.emptiesTitle}>
      {byCustomer(view.rows).map((rows) => {
        const first = rows[0] as StaffEmpties;
        return (
          <li key={`${first.client}-${first.telephone}`} className="g-box">
            <h2>{say.customerOf(first.nom_client, first.telephone)}</h2>
            <ul className="g-plain">
              {rows.map((r) => (
                <li key={r.produit ?? r.nom}>
                  <strong>{r.nom}</strong>
                  <dl className="g-totals">
                    <dt>{say.emptiesOut}</dt>
                    <dd>{inUnits(r.sortis, r.unite)}</dd>
                    <dt>{say.emptiesIn}</dt>
                    <dd>{inUnits(r.rendus, r.unite)}</dd>
                    <dt>{r.solde < 0 ? say.emptiesOwed : say.emptiesHeld}</dt>
                    <dd>{emptiesMessages.count(r.solde_unites.casiers, r.solde_unites.bouteilles)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/** /gestion/vides */
export default function EmptiesScreen() {
  return (
    <StaffOnly>
      <EmptiesDesk />
    </StaffOnly>
  );
}
