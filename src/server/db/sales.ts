/**
 * Delivered sales over a period of Kinshasa days (« Ventes »): a sale is a current « Livrée » outcome
 * (`livraisons.actuelle = 1`), on the Kinshasa day it was recorded (`livraisons.jour`), worth what the server stored
 * as collected (`a_encaisser_cents`); its goods are the order's lines (docs/decisions/039). Every sum is made in SQL
 * on both engines, over the `livraisons_jour` index's range of days.
 */
import { sql } from 'kysely';
import type { SalesPeriod } from '../../domain/sales-period.ts';
import type { Db } from './tables.ts';

/** The current « Livrée » outcomes of the period's days. */
const deliveredIn = (db: Db, period: SalesPeriod) =>
  db
    .selectFrom('livraisons as l')
    .where('l.jour', '>=', period.du)
    .where('l.jour', '<=', period.au)
    .where('l.actuelle', '=', 1)
    .where('l.resultat', '=', 'livree');

export interface DeliveredGroup {
  jour: string;
  source: string;
  /** The commune as first written ('' when not read), grouped whatever its case. */
  commune: string;
  orders: number;
  cents: number;
}

/** Delivered orders and the amounts collected, per day, source and commune: every other total is a sum of these rows. */
export async function deliveredGroups(db: Db, period: SalesPeriod): Promise<DeliveredGroup[]> {
  const commune = sql<string>`lower(coalesce(c.commune, ''))`;
  const rows = await deliveredIn(db, period)
    .innerJoin('commandes as c', 'c.id', 'l.commande_id')
    .select((eb) => [
      'l.jour',
      'c.source',
      sql<string>`min(coalesce(c.commune, ''))`.as('commune'),
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('l.a_encaisser_cents').as('cents'),
    ])
    .groupBy(['l.jour', 'c.source', commune])
    .execute();
  return rows.map((r) => ({ jour: r.jour, source: r.source, commune: r.commune, orders: Number(r.n), cents: Number(r.cents) }));
}

export interface ProductSalesRow {
  /** Null for a product deleted since (its lines are then grouped by the name they were sold under). */
  produit_id: number | null;
  nom: string;
  /** Units of sale delivered. */
  quantite: number;
  /** The lines' goods: quantity × unit price, no deposit, no delivery fee. */
  montantCents: number;
  /** Delivered orders that had the product. */
  commandes: number;
}

/** Delivered sales per product over the period's days: units and goods amount, the product named as it is now. */
export async function salesPerProduct(db: Db, period: SalesPeriod): Promise<ProductSalesRow[]> {
  const lostName = sql<string>`CASE WHEN a.produit_id IS NULL THEN a.nom ELSE '' END`;
  const rows = await deliveredIn(db, period)
    .innerJoin('commande_articles as a', 'a.commande_id', 'l.commande_id')
    .leftJoin('produits as p', 'p.id', 'a.produit_id')
    .select((eb) => [
      'a.produit_id',
      sql<string>`max(coalesce(p.nom, a.nom))`.as('nom'),
      eb.fn.sum<number>('a.quantite').as('quantite'),
      eb.fn.sum<number>(sql`a.quantite * a.prix_unitaire_cents`).as('montant'),
      sql<number>`COUNT(DISTINCT a.commande_id)`.as('commandes'),
    ])
    .groupBy(['a.produit_id', lostName])
    .execute();
  return rows.map((r) => ({
    produit_id: r.produit_id,
    nom: r.nom,
    quantite: Number(r.quantite),
    montantCents: Number(r.montant),
    commandes: Number(r.commandes),
  }));
}

/** The empties out and back of the period's deliveries, per product, in bottles, with the product's unit. */
export async function emptiesPerProduct(db: Db, period: SalesPeriod) {
  const rows = await deliveredIn(db, period)
    .innerJoin('livraison_vides as v', 'v.livraison_id', 'l.id')
    .leftJoin('produits as p', 'p.id', 'v.produit_id')
    .select((eb) => [
      'v.produit_id',
      eb.fn.max('p.unite').as('unite'),
      eb.fn.sum<number>('v.sortis').as('sortis'),
      eb.fn.sum<number>('v.rendus').as('rendus'),
    ])
    .groupBy('v.produit_id')
    .execute();
  return rows.map((r) => ({ unite: r.unite ?? '', sortis: Number(r.sortis), rendus: Number(r.rendus) }));
}

/**
 * Orders placed between two instants, apart from cancelled ones and those still held « à confirmer », per UTC hour
 * (`2026-11-21T09`): the caller reads each hour's Kinshasa day, the same on both engines without their date functions.
 */
export async function orderedPerHour(db: Db, between: { start: string; end: string }) {
  const hour = sql<string>`substr(date_commande, 1, 13)`;
  const rows = await db
    .selectFrom('commandes')
    .select((eb) => [hour.as('heure'), eb.fn.countAll<number>().as('n')])
    .where('date_commande', '>=', between.start)
    .where('date_commande', '<', between.end)
    .where('statut', '!=', 'annulee')
    .where('a_confirmer', '=', 0)
    .groupBy(hour)
    .execute();
  return rows.map((r) => ({ hour: r.heure, orders: Number(r.n) }));
}

/** The cash the manager counted at the riders' closings of the period's days. */
export async function cashHandedIn(db: Db, period: SalesPeriod): Promise<number> {
  const row = await db
    .selectFrom('caisses')
    .select((eb) => eb.fn.sum<number>('remis_cents').as('remis'))
    .where('jour', '>=', period.du)
    .where('jour', '<=', period.au)
    .executeTakeFirst();
  return Number(row?.remis ?? 0);
}
