import { sql } from 'kysely';
import { freeSlug, wantedSlug } from '../../domain/slug.ts';
import { nextId } from './sequences.ts';
import type { Db } from './tables.ts';

export interface CategoryRow {
  id: number;
  nom: string;
  description: string;
  slug: string;
  /** File name of the photo the staff uploaded, null: the generated picture. */
  photo: string | null;
}
export interface BrandRow {
  id: number;
  nom: string;
  couleur: string;
  couleur_texte: string;
  slug: string;
}

/** Names sorted whatever their case, on both engines. */
const byName = sql`lower(nom)`;

export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return (await db
    .selectFrom('categories')
    .select(['id', 'nom', 'description', 'slug', 'photo'])
    .orderBy(byName)
    .orderBy('id')
    .execute()) as CategoryRow[];
}

export async function getCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  return (await db
    .selectFrom('categories')
    .select(['id', 'nom', 'description', 'slug', 'photo'])
    .where('id', '=', id)
    .executeTakeFirst()) as CategoryRow | undefined;
}

/** The kind each table's page addresses are made for (domain/slug.ts). */
export const SLUG_KINDS = { categories: 'categorie', marques: 'marque' } as const;

/** Gives a category or brand its page address, once: its name's slug, suffixed (-2, -3…) when another has it. */
async function assignSlug(db: Db, table: keyof typeof SLUG_KINDS, id: number, nom: string): Promise<void> {
  const wanted = wantedSlug(SLUG_KINDS[table], id, nom);
  // Every address already taken that the wanted one could collide with (itself and its -2, -3… forms).
  const taken = new Set(
    (
      await db
        .selectFrom(table)
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', wanted), eb('slug', 'like', `${wanted}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  const slug = freeSlug(wanted, (candidate) => taken.has(candidate));
  await db.updateTable(table).set({ slug }).where('id', '=', id).execute();
}

export async function insertCategory(db: Db, c: { nom: string; description: string }): Promise<number> {
  const id = await nextId(db, 'categories');
  await db.insertInto('categories').values({ id, nom: c.nom, description: c.description }).execute();
  await assignSlug(db, 'categories', id, c.nom);
  return id;
}

export async function updateCategory(db: Db, id: number, c: { nom: string; description: string }): Promise<void> {
  await db.updateTable('categories').set({ nom: c.nom, description: c.description }).where('id', '=', id).execute();
}

export async function setCategoryPhoto(db: Db, id: number, photo: string): Promise<void> {
  await db.updateTable('categories').set({ photo }).where('id', '=', id).execute();
}

/** Products (archived ones too) of each category and brand: one may be deleted only when unused. */
export async function productCounts(db: Db): Promise<{ categories: Map<number, number>; marques: Map<number, number> }> {
  const count = async (column: 'categorie_id' | 'marque_id') =>
    new Map(
      (
        await db
          .selectFrom('produits')
          .select((eb) => [eb.ref(column).as('id'), eb.fn.countAll<number>().as('n')])
          .where(column, 'is not', null)
          .groupBy(column)
          .execute()
      ).map((r) => [Number(r.id), Number(r.n)]),
    );
  return { categories: await count('categorie_id'), marques: await count('marque_id') };
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', id).execute();
}

export async function listBrands(db: Db): Promise<BrandRow[]> {
  return (await db
    .selectFrom('marques')
    .select(['id', 'nom', 'couleur', 'couleur_texte', 'slug'])
    .orderBy(byName)
    .orderBy('id')
    .execute()) as BrandRow[];
}

export async function getBrand(db: Db, id: number): Promise<BrandRow | undefined> {
  return (await db
    .selectFrom('marques')
    .select(['id', 'nom', 'couleur', 'couleur_texte', 'slug'])
    .where('id', '=', id)
    .executeTakeFirst()) as BrandRow | undefined;
}

export async function insertBrand(db: Db, b: Omit<BrandRow, 'id' | 'slug'>): Promise<number> {
  const id = await nextId(db, 'marques');
  await db.insertInto('marques').values({ id, nom: b.nom, couleur: b.couleur, couleur_texte: b.couleur_texte }).execute();
  await assignSlug(db, 'marques', id, b.nom);
  return id;
}

export async function updateBrand(db: Db, id: number, b: Omit<BrandRow, 'id' | 'slug'>): Promise<void> {
  await db.updateTable('marques').set({ nom: b.nom, couleur: b.couleur, couleur_texte: b.couleur_texte }).where('id', '=', id).execute();
}

export async function deleteBrand(db: Db, id: number): Promise<void> {
  await db.deleteFrom('marques').where('id', '=', id).execute();
}
