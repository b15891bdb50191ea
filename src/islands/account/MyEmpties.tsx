import { useCallback, useEffect, useState } from 'react';
import type { EmptiesBalance } from '../../contract/empties.ts';
import type { Result } from '../../domain/result.ts';
import { accountMessages } from '../../messages/account.ts';
import { catalogueMessages } from '../../messages/catalogue.ts';
import { emptiesMessages } from '../../messages/empties.ts';
import { ordersMessages } from '../../messages/orders.ts';
import { profile } from '../../stores/account/profile.ts';

const line = (e: EmptiesBalance) =>
  emptiesMessages.ofProduct(e.nom, emptiesMessages.count(e.solde_unites.casiers, e.solde_unites.bouteilles));

/** « Mes vides consignés »: the empties the customer still holds per product, in crates and bottles, as the depot counts them. */
export default function MyEmpties() {
  const [loaded, setLoaded] = useState<Result<{ empties: EmptiesBalance[] }> | null>(null);
  const load = useCallback(() => {
    setLoaded(null);
    void profile.loadEmpties().then(setLoaded);
  }, []);
  useEffect(load, [load]);
  const held = loaded?.ok ? loaded.empties.filter((e) => e.solde > 0) : [];
  const owed = loaded?.ok ? loaded.empties.filter((e) => e.solde < 0) : [];
  return (
    <section aria-labelledby="my-empties">
      <h2 id="my-empties">{accountMessages.emptiesHeading}</h2>
      {loaded === null && (
        <p className="muted" role="status">
          {catalogueMessages.loading}
        </p>
      )}
      {loaded && !loaded.ok && (
        <div className="notice error" role="alert">
          <p>{loaded.message}</p>
          <button className="btn" type="button" onClick={load}>
            {ordersMessages.retry}
          </button>
        </div>
      )}
      {loaded?.ok && held.length === 0 && owed.length === 0 && <p className="muted">{accountMessages.emptiesNone}</p>}
      {held.length > 0 && (
        <>
          <p>{accountMessages.emptiesIntro}</p>
          <ul className="account-list">
            {held.map((e) => (
              <li key={e.produit ?? e.nom}>{line(e)}</li>
            ))}
          </ul>
        </>
      )}
      {owed.length > 0 && (
        <>
          <p>{accountMessages.emptiesOwed}</p>
          <ul className="account-list">
            {owed.map((e) => (
              <li key={e.produit ?? e.nom}>{line(e)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
