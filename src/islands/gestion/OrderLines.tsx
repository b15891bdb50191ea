import type { StaffOrder } from '../../contract/staff-orders.ts';
import { slipOf } from '../../domain/delivery-slip.ts';
import { formatFC } from '../../domain/money.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import OrderTotals from './OrderTotals.tsx';

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
              {l.emptiesBack.casiers + l.emptiesBack.bouteilles > 0 &&
                ` · ${gestionMessages.emptiesBack(gestionMessages.empties(l.emptiesBack.casiers, l.emptiesBack.bouteilles))}`}
            </span>
          </li>
        ))}
      </ul>
      <OrderTotals goodsCents={slip.goodsCents} depositsCents={slip.depositsCents} feeCents={slip.feeCents} totalCents={slip.totalCents}>
        {slip.payWithCents !== null && (
          <>
            <dt>{gestionMessages.payWith}</dt>
            <dd>{formatFC(slip.payWithCents)}</dd>
            <dt>{gestionMessages.changeToBring}</dt>
            <dd>{slip.changeCents === null ? gestionMessages.noChange : formatFC(slip.changeCents)}</dd>
          </>
        )}
        {slip.emptiesToCollect.casiers + slip.emptiesToCollect.bouteilles > 0 && (
          <>
            <dt>{gestionMessages.emptiesLabel}</dt>
            <dd>{gestionMessages.empties(slip.emptiesToCollect.casiers, slip.emptiesToCollect.bouteilles)}</dd>
          </>
        )}
      </OrderTotals>
    </section>
  );
}
