import { type ExpressionBuilder, sql } from 'kysely';
import { nextId } from './sequences.ts';
import type { Db, Tables } from './tables.ts';

export interface ProductRow {
  id: number;
  nom: string;
  description: string;
  prix_cents: number;
  prix_promo_cents: number | null;
  prix_consigne_cents: number;
  stock: number;
  unite: string;
  date_ajout: string;
  vendu_avec_consigne: number;
  marque_id: number | null;
  marque_nom: string | null;
  couleur: string | null;
  couleur_texte: string | null;
  categorie_id: number | null;
  categorie_nom: string | null;
  note_moyenne: number | null;
  nombre_avis: number;
  /** 1: ordered once then deleted by the staff — kept for the orders, gone from the storefront. */
  archive: number;
  /** File name of the photo the staff uploaded (under the media folder), null: the generated picture. */
  photo: string | null;
  /** The stock at or under which it is low; null: its unit's default (src/domain/staff.ts). */
  seuil_stock: number | null;
}

/** A product as an order reads it: what it is sold as, its stock and its picture, without its reviews. */
export type SaleRow = Omit<ProductRow, 'note_moyenne' | 'nombre_avis'>;

/** A product with its brand and category. */
const selectSaleRows = (db: Db) =>
  db
    .selectFrom('produits as p')
    .leftJoin('marques as m', 'm.id', 'p.marque_id')
    .leftJoin('categories as c', 'c.id', 'p.categorie_id')
    .select([
      'p.id',
      'p.nom',
      'p.description',
      'p.prix_cents',
      'p.prix_promo_cents',
      'p.prix_consigne_cents',
      'p.stock',
      'p.unite',
      'p.date_ajout',
      'p.vendu_avec_consigne',
      'p.archive',
      'p.photo',
      'p.seuil_stock',
      'p.marque_id',
      'm.nom as marque_nom',
      'm.couleur',
      'm.couleur_texte',
      'p.categorie_id',
      'c.nom as categorie_nom',
    ]);

/** A product with its brand, category and approved reviews' average and count (AVG is a numeric on PostgreSQL: read as a float). */
const selectProducts = (db: Db) =>
  selectSaleRows(db).select([
    sql<number | null>`(SELECT CAST(AVG(a.note) AS DOUBLE PRECISION) FROM avis a WHERE a.produit_id = p.id AND a.approuve = 1)`.as(
      'note_moyenne',
    ),
    sql<number>`(SELECT COUNT(*) FROM avis a WHERE a.produit_id = p.id AND a.approuve = 1)`.as('nombre_avis'),
  ]);

/** The ordering `?ordering=` names; an unknown one falls back to id (DRF ignores invalid fields). */
const ORDERINGS = {
  date_ajout: [sql`p.date_ajout ASC`, sql`p.id ASC`],
  '-date_ajout': [sql`p.date_ajout DESC`, sql`p.id DESC`],
  prix: [sql`p.prix_cents ASC`, sql`p.id ASC`],
  '-prix': [sql`p.prix_cents DESC`, sql`p.id DESC`],
  nom: [sql`lower(p.nom) ASC`, sql`p.id ASC`],
  '-nom': [sql`lower(p.nom) DESC`, sql`p.id DESC`],
  stock: [sql`p.stock ASC`, sql`p.id ASC`],
  '-stock': [sql`p.stock DESC`, sql`p.id DESC`],
  id: [sql`p.id ASC`],
  '-id': [sql`p.id DESC`],
} as const;

const orderingOf = (ordering: string | undefined) =>
  sql.join(ORDERINGS[(ordering ?? '') as keyof typeof ORDERINGS] ?? ORDERINGS.id, sql`, `);

export interface ProductFilter {
  categorieId?: number | null | undefined;
  marqueId?: number | null | undefined;
  ordering?: string | undefined;
  /** Archived products are left out unless the staff ask for them (true: only them, 'all': both). */
  archived?: boolean | 'all' | undefined;
}

/** The filter as a condition on `produits as p` (a null id: products without one). */
const matching = (filter: ProductFilter) => (eb: ExpressionBuilder<{ p: Tables['produits'] }, 'p'>) =>
  eb.and([
    ...(filter.archived === 'all' ? [] : [eb('p.archive', '=', filter.archived ? 1 : 0)]),
    ...(filter.categorieId === undefined
      ? []
      : [filter.categorieId === null ? eb('p.categorie_id', 'is', null) : eb('p.categorie_id', '=', filter.categorieId)]),
    ...(filter.marqueId === undefined
      ? []
      : [filter.marqueId === null ? eb('p.marque_id', 'is', null) : eb('p.marque_id', '=', filter.marqueId)]),
  ]);

/**
 * One page of products plus the total count. The page's ids are found first (an index walk), and only its rows are
 * read whole: a page far into the list no longer computes the reviews of every product it skips (the build reads
 * the whole catalogue page after page).
 */
export async function listProducts(
  db: Db,
  filter: ProductFilter,
  offset: number,
  size: number,
): Promise<{ count: number; rows: ProductRow[] }> {
  const counted = await db
    .selectFrom('produits as p')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(matching(filter))
    .executeTakeFirstOrThrow();
  const page = db
    .selectFrom('produits as p')
    .select('p.id')
    .where(matching(filter))
    .orderBy(orderingOf(filter.ordering))
    .limit(size)
    .offset(offset);
  const rows = await selectProducts(db).where('p.id', 'in', page).orderBy(orderingOf(filter.ordering)).execute();
  return { count: Number(counted.n), rows };
}

/** Every product matching the filter (the staff list filters and pages it further). */
export async function allProducts(db: Db, filter: ProductFilter): Promise<ProductRow[]> {
  return selectProducts(db).where(matching(filter)).orderBy(orderingOf(filter.ordering)).execute();
}

/** A product, archived or not (orders, staff). */
export async function getProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  return selectProducts(db).where('p.id', '=', id).executeTakeFirst();
}

/** A product on sale: archived products answer as missing on the storefront's endpoints. */
export async function getSoldProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const row = await getProduct(db, id);
  return row?.archive === 0 ? row : undefined;
}

export async function getProductsByIds(db: Db, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return selectProducts(db).where('p.id', 'in', ids).execute();
}

/** The products an order names, as it reads them (no review counted: an order does not show them). */
export async function saleRowsByIds(db: Db, ids: readonly number[]): Promise<SaleRow[]> {
  if (ids.length === 0) return [];
  return selectSaleRows(db).where('p.id', 'in', ids).execute();
}

/** The columns a staff write sets as they are; `vendu_avec_consigne` is the write's one change of form (0/1 ↔ boolean). */
const COPIED = [
  'nom',
  'description',
  'prix_cents',
  'prix_promo_cents',
  'prix_consigne_cents',
  'unite',
  'marque_id',
  'categorie_id',
  'seuil_stock',
] as const satisfies readonly (keyof ProductRow)[];
type Copied = (typeof COPIED)[number];

/**
 * A product as the staff write it: a new one, or an edit of what `productWriteOf` read. Never its stock: that
 * changes only through a movement (stock-movements.ts), a new product's first stock included.
 */
export type ProductWrite = Pick<ProductRow, Copied> & { vendu_avec_consigne: boolean };

const copied = (from: Pick<ProductRow, Copied>): Pick<ProductRow, Copied> =>
  Object.fromEntries(COPIED.map((column) => [column, from[column]])) as Pick<ProductRow, Copied>;

/** A stored product as a write: what a staff edit starts from, and what the journal compares it with. */
export function productWriteOf(row: ProductRow): ProductWrite {
  return { ...copied(row), vendu_avec_consigne: row.vendu_avec_consigne === 1 };
}

/** A write as the table's columns. */
const written = (p: ProductWrite) => ({ ...copied(p), vendu_avec_consigne: p.vendu_avec_consigne ? 1 : 0 });

/** A new product, with no stock yet. */
export async function insertProduct(db: Db, p: ProductWrite, dateAjout: string): Promise<number> {
  const id = await nextId(db, 'produits');
  await db
    .insertInto('produits')
    .values({ id, ...written(p), date_ajout: dateAjout })
    .execute();
  return id;
}

export async function updateProduct(db: Db, id: number, p: ProductWrite): Promise<void> {
  await db.updateTable('produits').set(written(p)).where('id', '=', id).execute();
}

export async function deleteProduct(db: Db, id: number): Promise<void> {
  await db.deleteFrom('produits').where('id', '=', id).execute();
}

/** Whether any order ever had the product (then it is archived, never deleted). */
export async function wasOrdered(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('commande_articles').select('id').where('produit_id', '=', id).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function setArchived(db: Db, id: number, archived: boolean): Promise<void> {
  await db
    .updateTable('produits')
    .set({ archive: archived ? 1 : 0 })
    .where('id', '=', id)
    .execute();
  // An archived product leaves the customers' carts with the storefront.
  if (archived) await db.deleteFrom('panier_articles').where('produit_id', '=', id).execute();
}

export async function setProductPhoto(db: Db, id: number, photo: string): Promise<void> {
  await db.updateTable('produits').set({ photo }).where('id', '=', id).execute();
}
