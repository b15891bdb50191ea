import type { StockMovementType } from '../../contract/staff-stock.ts';
import { deliveryPlace } from '../../domain/delivery-place.ts';
import { centsToDecimalString } from '../../domain/money.ts';
import { changeDueCents } from '../../domain/pay-with.ts';
import { lowStockThreshold } from '../../domain/staff.ts';
import { currentOutcome } from '../db/deliveries.ts';
import { type OrderRow, orderArticles } from '../db/orders.ts';
import type { ProductRow } from '../db/products.ts';
import type { StaffAccountRow } from '../db/staff-accounts.ts';
import type { MovementRow } from '../db/stock-movements.ts';
import type { Db } from '../db/tables.ts';
import { getUser } from '../db/users.ts';
import type { StaffNames } from '../staff/staff-names.ts';
import { outcomeJson } from './delivery.ts';
import { consigneKind, orderFields, productsOfLines } from './order.ts';
import { productJson } from './product.ts';

/** A product as the staff see it (src/contract/staff-catalogue.ts): archived ones too. */
export function staffProductJson(origin: string, p: ProductRow) {
  return { ...productJson(origin, p), archive: p.archive === 1, seuil_stock: p.seuil_stock, seuil_effectif: lowStockThreshold(p) };
}

const decimalOrNull = (cents: number | null) => (cents === null ? null : centsToDecimalString(cents));

/**
 * An order as the staff read it (src/contract/staff-orders.ts): the customer's account, the change to bring, archived
 * lines, where it came from and who took it (`author`: a colleague as the reader may see them, staff/staff-names.ts),
 * the commune and quartier of its address.
 */
export async function staffOrderJson(db: Db, o: OrderRow, author: (recorded: string) => string) {
  const articles = await orderArticles(db, o.id);
  const products = await productsOfLines(db, articles);
  const client = o.user_id === null ? undefined : await getUser(db, o.user_id);
  const outcome = await currentOutcome(db, o.id);
  return {
    ...orderFields(o),
    client: client ? { id: client.id, email: client.email } : null,
    paie_avec: decimalOrNull(o.paie_avec_cents),
    monnaie_a_rendre: decimalOrNull(changeDueCents(o.total_cents, o.paie_avec_cents)),
    stock_restaure: o.stock_restaure === 1,
    source: o.source,
    saisie_par: o.saisie_par === null ? null : author(o.saisie_par),
    ...deliveryPlace(o.adresse_livraison),
    livraison: outcome ? outcomeJson(outcome) : null,
    articles: articles.map((a) => {
      const product = a.produit_id === null ? undefined : products.get(a.produit_id);
      return {
        id: a.id,
        produit: a.produit_id,
        libelle: a.nom,
        quantite: a.quantite,
        prix_unitaire: centsToDecimalString(a.prix_unitaire_cents),
        avec_consigne: a.avec_consigne === 1,
        prix_consigne_unitaire: centsToDecimalString(a.prix_consigne_unitaire_cents),
        produit_archive: product?.archive === 1,
        consigne: consigneKind(a, product),
        unite: product?.unite ?? '',
        bouteilles_echangees: a.bouteilles_echangees,
      };
    }),
  };
}

/** A staff account (src/contract/staff-accounts.ts), never its password hash. */
export function staffAccountJson(u: StaffAccountRow) {
  return {
    id: u.id,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    role: u.livreur === 1 ? ('livreur' as const) : u.role,
    is_active: u.is_active === 1,
    date_joined: u.date_joined,
    derniere_activite: u.derniere_activite,
  };
}

/**
 * A stock movement (src/contract/staff-stock.ts). Its author: the staff member as `names` shows them to the reader
 * (a colleague by name to a manager), or the customer of the order that took the stock.
 */
export function stockMovementJson(m: MovementRow, names: StaffNames) {
  return {
    id: m.id,
    produit: { id: m.produit_id, nom: m.produit_nom },
    date: m.date,
    type: m.type as StockMovementType,
    quantite: m.quantite,
    stock_avant: m.stock_avant,
    stock_apres: m.stock_apres,
    auteur: m.auteur === '' ? (m.nom_client ?? '') : names.author(m.auteur),
    commande: m.commande_id === null || m.numero_commande === null ? null : { id: m.commande_id, numero_commande: m.numero_commande },
    motif: m.motif,
  };
}
