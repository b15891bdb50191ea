import type { StaffOrder } from '../../contract/staff-orders.ts';
import { slipOf } from '../../domain/delivery-slip.ts';
import { formatFC } from '../../domain/money.ts';
import { gestionMessages } from '../../messages/gestion.ts';

/** The order's lines (each with its deposit), its totals, what the courier collects and the change to bring. */
export default function OrderLines({ order }: { order: StaffOrder }) {
  const slip = slipOf(order);
  return (
    <section aria-labelledby="g-lines-heading">
      <h3 id="g-lines-heading">{gestionMessages.lines}</h3>
      <ul className="g-lines">
        {slip.lines.map((l) => (
          <li key={l.id}>
            <span className="g-card-line">
              <strong>
                {l.quantite} × {l.nom}
              </strong>
              <span className="nowrap">{formatFC(l.totalCents)}</span>
            </span>
            <span className="muted">
              {gestionMessages.unitPrice(formatFC(l.unitCents))} · {gestionMessages.consigne[l.consigne](formatFC(l.consigneCents))}
            </span>
          </li>
        ))}
      </ul>
      <dl className="g-totals">
        <dt>{gestionMessages.goods}</dt>
        <dd>{formatFC(slip.goodsCents)}</dd>
        <dt>{gestionMessages.deposits}</dt>
        <dd>{formatFC(slip.depositsCents)}</dd>
        <dt>{gestionMessages.delivery}</dt>
        <dd>{formatFC(slip.feeCents)}</dd>
        <dt className="g-total">{gestionMessages.toCollect}</dt>
        <dd className="g-total">{formatFC(slip.totalCents)}</dd>
        {slip.payWithCents !== null && (
          <>
            <dt>{gestionMessages.payWith}</dt>
            <dd>{formatFC(slip.payWithCents)}</dd>
            <dt>{gestionMessages.changeToBring}</dt>
            <dd>{slip.changeCents === null ? gestionMessages.noChange : formatFC(slip.changeCents)}</dd>
          </>
        )}
        {slip.emptiesToCollect > 0 && (
          <>
            <dt>{gestionMessages.emptiesLabel}</dt>
            <dd>{gestionMessages.empties(slip.emptiesToCollect)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
