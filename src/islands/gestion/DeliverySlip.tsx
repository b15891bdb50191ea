import { shop } from '../../config/shop.ts';
import type { StaffOrder } from '../../contract/staff-orders.ts';
import { slipOf } from '../../domain/delivery-slip.ts';
import { formatFC } from '../../domain/money.ts';
import { formatPhoneDisplay } from '../../domain/phone.ts';
import { formatDateTime } from '../../domain/relative-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';

/** « Bon de livraison »: what the courier carries, printed (hidden on screen, alone on paper). */
export default function DeliverySlip({ order }: { order: StaffOrder }) {
  const slip = slipOf(order);
  return (
    <section className="g-slip" aria-hidden="true">
      <h2>{gestionMessages.slipTitle}</h2>
      <p>
        <strong>{shop.name}</strong> · {shop.phone}
      </p>
      <p>
        {gestionMessages.orderHeading(order.numero_commande)} · {formatDateTime(order.date_commande)}
      </p>
      <p>
        <strong>{order.nom_client}</strong> · {formatPhoneDisplay(order.telephone_livraison)}
      </p>
      <p>{order.adresse_livraison}</p>
      {slip.landmark !== '' && (
        <p>
          {gestionMessages.landmark} : {slip.landmark}
        </p>
      )}
      {slip.notes.trim() !== '' && <p className="g-notes">{slip.notes}</p>}
      <table>
        <thead>
          <tr>
            <th scope="col">{gestionMessages.slipQuantity}</th>
            <th scope="col">{gestionMessages.slipProduct}</th>
            <th scope="col">{gestionMessages.slipConsigne}</th>
            <th scope="col">{gestionMessages.slipAmount}</th>
          </tr>
        </thead>
        <tbody>
          {slip.lines.map((l) => (
            <tr key={l.id}>
              <td>{l.quantite}</td>
              <td>{l.nom}</td>
              <td>
                {gestionMessages.consigne[l.consigne](formatFC(l.consigneCents))}
                {l.emptiesBack.casiers + l.emptiesBack.bouteilles > 0 &&
                  ` · ${gestionMessages.emptiesBack(gestionMessages.empties(l.emptiesBack.casiers, l.emptiesBack.bouteilles))}`}
              </td>
              <td>{formatFC(l.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="g-slip-total">
        {gestionMessages.toCollect} : {formatFC(slip.totalCents)}
      </p>
      {slip.payWithCents !== null && (
        <p>
          {gestionMessages.payWith} : {formatFC(slip.payWithCents)} · {gestionMessages.changeToBring} :{' '}
          {slip.changeCents === null ? gestionMessages.noChange : formatFC(slip.changeCents)}
        </p>
      )}
      {slip.emptiesToCollect.casiers + slip.emptiesToCollect.bouteilles > 0 && (
        <p>
          {gestionMessages.emptiesLabel} : {gestionMessages.empties(slip.emptiesToCollect.casiers, slip.emptiesToCollect.bouteilles)}
        </p>
      )}
      <p>{gestionMessages.slipSignature}</p>
    </section>
  );
}
