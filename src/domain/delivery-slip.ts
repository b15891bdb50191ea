/**
 * What the courier needs of an order (the delivery slip, and the order screen): the order's summary
 * (its lines and amounts, as the customer's pages read them), each line's deposit as the courier handles
 * it, the empties to collect, the amount to collect and the change to bring. Amounts in hundredths.
 */
import type { StaffOrder } from '../contract/staff-orders.ts';
import { cratesAndBottles, type Empties, emptiesOf } from './empties.ts';
import { landmarkFromNotes } from './landmark.ts';
import { toCents } from './money.ts';
import { orderSummary } from './order-summary.ts';

interface SlipLine {
  id: number;
  nom: string;
  quantite: number;
  unitCents: number;
  /** The product's deposit per unit, charged or not (an exchange names it too). */
  consigneCents: number;
  consigne: StaffOrder['articles'][number]['consigne'];
  totalCents: number;
  /** The empties the customer hands back on this line (none: 0 and 0). */
  emptiesBack: Empties;
}

export interface Slip {
  /** « Point de repère » of the address ('' when none), read from the order's notes. */
  landmark: string;
  /** The customer's notes without the landmark's line. */
  notes: string;
  lines: SlipLine[];
  goodsCents: number;
  depositsCents: number;
  feeCents: number;
  /** Cash on delivery: what the courier collects. */
  totalCents: number;
  /** Empties the customer hands over: one unit per unit exchanged, and the bottles handed back (empties.ts). */
  emptiesToCollect: Empties;
  payWithCents: number | null;
  changeCents: number | null;
}

export function slipOf(order: StaffOrder): Slip {
  const summary = orderSummary(order);
  const lines = summary.lines.flatMap((line) => {
    const article = order.articles[line.index];
    if (!article) return [];
    return [
      {
        id: article.id,
        nom: line.name,
        quantite: line.quantity,
        unitCents: line.unitPriceCents,
        consigneCents: toCents(article.prix_consigne_unitaire) ?? 0,
        consigne: article.consigne,
        totalCents: line.totalCents,
        emptiesBack: cratesAndBottles(article.bouteilles_echangees, article.unite),
      },
    ];
  });
  const { landmark, notes } = landmarkFromNotes(order.notes);
  return {
    landmark,
    notes,
    lines,
    goodsCents: summary.goodsCents,
    depositsCents: summary.depositsCents,
    feeCents: summary.deliveryFeeCents,
    totalCents: summary.totalCents,
    emptiesToCollect: emptiesOf(
      order.articles.map((a) => ({
        quantite: a.quantite,
        unite: a.unite,
        exchange: a.consigne === 'echange',
        bouteillesEchangees: a.bouteilles_echangees,
      })),
    ),
    payWithCents: order.paie_avec === null ? null : toCents(order.paie_avec),
    changeCents: order.monnaie_a_rendre === null ? null : toCents(order.monnaie_a_rendre),
  };
}
