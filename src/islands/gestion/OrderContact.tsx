import type { StaffOrder } from '../../contract/staff-orders.ts';
import { landmarkFromNotes } from '../../domain/landmark.ts';
import { formatPhoneDisplay } from '../../domain/phone.ts';
import { telHref, whatsappHref } from '../../domain/staff.ts';
import { gestionMessages } from '../../messages/gestion.ts';

/** Who ordered and where to deliver: the phone to call, WhatsApp with a message naming the order, address and notes. */
export default function OrderContact({ order }: { order: StaffOrder }) {
  const { landmark, notes } = landmarkFromNotes(order.notes);
  const whatsapp = whatsappHref(order.telephone_livraison, gestionMessages.whatsappMessage(order.nom_client, order.numero_commande));
  return (
    <dl className="g-facts">
      <dt>{gestionMessages.customer}</dt>
      <dd>
        {order.nom_client}
        <span className="muted"> · {order.client ? order.client.email : gestionMessages.guest}</span>
        {!order.client && order.email && <span className="muted"> · {order.email}</span>}
      </dd>
      <dt>{gestionMessages.phone}</dt>
      <dd className="actions">
        <a className="btn btn-ghost" href={telHref(order.telephone_livraison)}>
          {gestionMessages.call(formatPhoneDisplay(order.telephone_livraison))}
        </a>
        {whatsapp && (
          <a className="btn btn-ghost" href={whatsapp} target="_blank" rel="noopener noreferrer">
            {gestionMessages.whatsapp}
          </a>
        )}
      </dd>
      <dt>{gestionMessages.address}</dt>
      <dd>{order.adresse_livraison}</dd>
      {landmark !== '' && (
        <>
          <dt>{gestionMessages.landmark}</dt>
          <dd>{landmark}</dd>
        </>
      )}
      {notes.trim() !== '' && (
        <>
          <dt>{gestionMessages.notes}</dt>
          <dd className="g-notes">{notes}</dd>
        </>
      )}
    </dl>
  );
}
