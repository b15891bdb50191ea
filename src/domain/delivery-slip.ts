/**
 * What the courier needs of an order (the delivery slip, and the order screen): each line with its
 * total, the empties to collect, the amount to collect and the change to bring. Amounts in hundredths.
 */
import type { StaffOrder } from '../contract/staff-orders.ts';
import { toCents } from './money.ts';
import { lineTotalCents } from './price.ts';

interface SlipLine {
  id: number;
  nom: string;
  quantite: number;
  unitCents: number;
  consigneCents: number;
  consigne: StaffOrder['articles'][number]['consigne'];
  totalCents: number;
}

export interface Slip {
  lines: SlipLine[];
  goodsCents: number;
  depositsCents: number;
  feeCents: number;
  /** Cash on delivery: what the courier collects. */
  totalCents: number;
  /** Empty bottles (or crates) the customer hands over in exchange. */
  emptiesToCollect: number;
  payWithCents: number | null;
  changeCents: number | null;
}

const cents = (value: unknown) => toCents(value) ?? 0;

export function slipOf(order: StaffOrder): Slip {
  const lines = order.articles.map((a) => {
    const unitCents = cents(a.prix_unitaire);
    const consigneCents = cents(a.prix_consigne_unitaire);
    return {
      id: a.id,
      nom: a.libelle,
      quantite: a.quantite,
      unitCents,
      consigneCents,
      consigne: a.consigne,
      totalCents: lineTotalCents(unitCents, consigneCents, a.avec_consigne, a.quantite),
    };
  });
  return {
    lines,
    goodsCents: cents(order.sous_total),
    depositsCents: cents(order.total_consignes),
    feeCents: cents(order.frais_livraison),
    totalCents: cents(order.total_commande),
    emptiesToCollect: lines.filter((l) => l.consigne === 'echange').reduce((sum, l) => sum + l.quantite, 0),
    payWithCents: order.paie_avec === null ? null : toCents(order.paie_avec),
    changeCents: order.monnaie_a_rendre === null ? null : toCents(order.monnaie_a_rendre),
  };
}
