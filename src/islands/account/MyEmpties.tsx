import type { EmptiesBalance } from '../../contract/empties.ts';
import { accountMessages } from '../../messages/account.ts';
import { emptiesMessages } from '../../messages/empties.ts';
import { profile } from '../../stores/account/profile.ts';
import LoadedSection from './LoadedSection.tsx';

const line = (e: EmptiesBalance) =>
  emptiesMessages.ofProduct(e.nom, emptiesMessages.count(e.solde_unites.casiers, e.solde_unites.bouteilles));

/** « Mes vides consignés »: the empties the customer still holds per product, in crates and bottles, as the depot counts them. */
export default function MyEmpties() {
  return (
    <LoadedSection id="my-empties" heading={accountMessages.emptiesHeading} load={profile.loadEmpties}>
      {({ empties }) => {
        const held = empties.filter((e) => e.solde > 0);
        const owed = empties.filter((e) => e.solde < 0);
        return (
          <>
            {held.length === 0 && owed.length === 0 && <p className="muted">{accountMessages.emptiesNone}</p>}
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
          </>
        );
      }}
    </LoadedSection>
  );
}
