import { centsToDecimalString } from '../../domain/money.ts';
import { orderStatusLabel } from '../../domain/order-status.ts';
import { currentOutcome } from '../db/deliveries.ts';
import { type OrderArticleRow, type OrderRow, orderArticles } from '../db/orders.ts';
import { getProductsByIds, type ProductRow, type SaleRow } from '../db/products.ts';
import type { Db } from '../db/tables.ts';
import { productImageUrl } from './product.ts';

/** A finished order's tracking link works this long after delivery or cancellation. */
const TRACKING_AFTER_END_MS = 30 * 24 * 3_600_000;

/** Whether a guest's tracking link still opens this order: always until delivered or cancelled, 30 days after. */
export function trackingOpen(o: OrderRow, now: Date): boolean {
  if (o.statut !== 'livree' && o.statut !== 'annulee') return true;
  return Date.parse(o.date_statut ?? o.date_commande) + TRACKING_AFTER_END_MS > now.getTime();
}

/**
 * An order as its tracking link shows it: status, lines and totals. The link is a bearer secret that travels in
 * e-mails, so it reveals nobody: name, phone, address, e-mail and notes are left blank or out.
 */
export async function trackingJson(db: Db, origin: string, o: OrderRow) {
  const { email: _email, notes: _notes, ...order } = await orderJson(db, origin, o);
  return { ...order, nom_client: null, adresse_livraison: '', telephone_livraison: '' };
}

/** What every reader of an order gets alike: number, date, status, totals as decimal strings, delivery and customer. */
export function orderFields(o: OrderRow) {
  return {
    id: o.id,
    numero_commande: o.numero_commande,
    date_commande: o.date_commande,
    statut: o.statut,
    sous_total: centsToDecimalString(o.goods_cents),
    total_consignes: centsToDecimalString(o.deposits_cents),
    frais_livraison: centsToDecimalString(o.frais_livraison_cents),
    total_commande: centsToDecimalString(o.total_cents),
    adresse_livraison: o.adresse_livraison,
    telephone_livraison: o.telephone_livraison,
    nom_client: o.nom_client,
    email: o.email,
    notes: o.notes,
    mode_paiement: o.mode_paiement,
    a_confirmer: o.a_confirmer === 1,
  };
}

/** The products of an order's lines by id, archived ones included; a line whose product was deleted has none. */
/** How a line handles the deposit: charged, exchanged (sold with one, not charged: an empty unit back per unit), or none. */
export function consigneKind(a: Pick<OrderArticleRow, 'avec_consigne'>, product: Pick<ProductRow, 'vendu_avec_consigne'> | undefined) {
  return a.avec_consigne === 1 ? ('facturee' as const) : product?.vendu_avec_consigne === 1 ? ('echange' as const) : ('sans' as const);
}

/** The deposit one missing empty unit of a line costs: the one charged, else (an exchange recorded none) the product's of the day. */
export function emptyDepositCents(
  a: Pick<OrderArticleRow, 'avec_consigne' | 'prix_consigne_unitaire_cents'>,
  product: Pick<ProductRow, 'prix_consigne_cents'> | undefined,
): number {
  return a.avec_consigne === 1 ? a.prix_consigne_unitaire_cents : (product?.prix_consigne_cents ?? 0);
}

export async function productsOfLines(db: Db, articles: readonly OrderArticleRow[]): Promise<Map<number, ProductRow>> {
  const ids = articles.flatMap((a) => (a.produit_id === null ? [] : [a.produit_id]));
  return new Map((await getProductsByIds(db, ids)).map((p) => [p.id, p]));
}

/**
 * Order as the storefront reads it: prices fixed at order time, decimal strings, status label. `known`: its lines and
 * products when the caller has them already (the order just written: no delivery yet), else they are read.
 */
export async function orderJson(
  db: Db,
  origin: string,
  o: OrderRow,
  known?: { articles: readonly OrderArticleRow[]; products: ReadonlyMap<number, SaleRow> },
) {
  const articles = known?.articles ?? (await orderArticles(db, o.id));
  const products = known?.products ?? (await productsOfLines(db, articles));
  const outcome = known ? undefined : await currentOutcome(db, o.id);
  const delivered = outcome?.resultat === 'livree' ? outcome : undefined;
  return {
    ...orderFields(o),
    statut_display: orderStatusLabel(o.statut),
    // What the delivery cost in the end, as the server stored it (the rider and the depot read the same figures).
    consigne_manquante: delivered ? centsToDecimalString(delivered.consigne_manquante_cents) : null,
    a_encaisser: delivered ? centsToDecimalString(delivered.a_encaisser_cents) : null,
    articles: articles.map((a) => {
      const product = a.produit_id === null ? undefined : products.get(a.produit_id);
      // A product no longer sold (archived) is not linked any more: the line keeps its name and prices.
      const produit = product?.archive === 1 ? null : a.produit_id;
      const consigne = centsToDecimalString(a.prix_consigne_unitaire_cents);
      return {
        id: a.id,
        produit,
        produit_info:
          produit === null
            ? null
            : { id: produit, nom: a.nom, image: product ? productImageUrl(origin, product) : null, unite: product?.unite ?? null },
        quantite: a.quantite,
        prix_unitaire: centsToDecimalString(a.prix_unitaire_cents),
        avec_consigne: a.avec_consigne === 1,
        prix_consigne: consigne,
        prix_consigne_unitaire: consigne,
        libelle: a.nom,
      };
    }),
  };
}
