import type { ReactNode } from 'react';
import { formatFC } from '../../domain/money.ts';
import { gestionMessages } from '../../messages/gestion.ts';

interface Props {
  goodsCents: number;
  depositsCents: number;
  feeCents: number;
  totalCents: number;
  /** More lines after the amount to collect (the change to bring, the empties). */
  children?: ReactNode;
}

/** An order's amounts as the courier collects them: goods, deposits, delivery, and what to collect. */
export default function OrderTotals({ goodsCents, depositsCents, feeCents, totalCents, children }: Props) {
  return (
    <dl className="g-totals">
      <dt>{gestionMessages.goods}</dt>
      <dd>{formatFC(goodsCents)}</dd>
      <dt>{gestionMessages.deposits}</dt>
      <dd>{formatFC(depositsCents)}</dd>
      <dt>{gestionMessages.delivery}</dt>
      <dd>{formatFC(feeCents)}</dd>
      <dt className="g-total">{gestionMessages.toCollect}</dt>
      <dd className="g-total">{formatFC(totalCents)}</dd>
      {children}
    </dl>
  );
}
