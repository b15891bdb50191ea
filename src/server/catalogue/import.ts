import { sql } from 'kysely';
import { toCents } from '../../domain/money.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { insertBrand, insertCategory, listBrands, listCategories, updateBrand, updateCategory } from '../db/catalogue.ts';
import type { Engine } from '../db/engine.ts';
import { insertProduct, updateProduct } from '../db/products.ts';
import { addStock, type MovementCause, setStock } from '../db/stock-movements.ts';
import { transaction } from '../db/transaction.ts';
import { frenchMessage } from '../http/validate.ts';
import { catalogueImportSchema } from '../schemas/catalogue-import.ts';

export interface ImportResult {
  categories: number;
  brands: number;
  created: number;
  updated: number;
}

function cents(value: string | number, what: string): number {
  const parsed = toCents(value);
  if (parsed === null) throw new Error(`Prix invalide pour ${what} : ${String(value)}`);
  return parsed;
}

/** Upserts a catalogue file (categories, brands, then products matched by name) in one transaction. */
export async function importCatalogue(engine: Engine, raw: unknown, now: Date): Promise<ImportResult> {
  const parsed = catalogueImportSchema.safeParse(raw, { error: (issue) => frenchMessage(issue) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      issue ? `Fichier de catalogue invalide (${issue.path.join('.')}) : ${issue.message}` : 'Fichier de catalogue invalide.',
    );
  }
  const file = parsed.data;
  const date = now.toISOString();
  const actor = { id: null, email: gestionMessages.cliAuthor };
  return transaction(engine, async (db) => {
    const categoryId = new Map((await listCategories(db)).map((c) => [c.nom.toLowerCase(), c.id]));
    for (const c of file.categories) {
      const id = categoryId.get(c.nom.toLowerCase());
      if (id === undefined) categoryId.set(c.nom.toLowerCase(), await insertCategory(db, c));
      else await updateCategory(db, id, c);
    }
    const brandId = new Map((await listBrands(db)).map((b) => [b.nom.toLowerCase(), b.id]));
    for (const b of file.marques) {
      const id = brandId.get(b.nom.toLowerCase());
      if (id === undefined) brandId.set(b.nom.toLowerCase(), await insertBrand(db, b));
      else await updateBrand(db, id, b);
    }
    let created = 0;
    let updated = 0;
    for (const p of file.produits) {
      const lookup = (map: Map<string, number>, name: string | null, kind: string) => {
        if (name === null) return null;
        const id = map.get(name.toLowerCase());
        if (id === undefined) throw new Error(`${kind} inconnue pour ${p.nom} : ${name}`);
        return id;
      };
      const consigne = cents(p.prix_consigne, p.nom);
      const row = {
        nom: p.nom,
        description: p.description,
        prix_cents: cents(p.prix, p.nom),
        prix_promo_cents: p.prix_promo === null ? null : cents(p.prix_promo, p.nom),
        prix_consigne_cents: consigne,
        unite: p.unite,
        marque_id: lookup(brandId, p.marque, 'Marque'),
        categorie_id: lookup(categoryId, p.categorie, 'Catégorie'),
        vendu_avec_consigne: p.vendu_avec_consigne ?? consigne > 0,
      };
      const existing = await db
        .selectFrom('produits')
        .select(['id', 'stock', 'seuil_stock'])
        .where(sql<boolean>`lower(nom) = lower(${p.nom})`)
        .executeTakeFirst();
      // The file's stock is a count of what the depot holds: a movement like any other, by the operator.
      const cause = (type: MovementCause['type']): MovementCause => ({ type, date, actor, motif: gestionMessages.importReason });
      if (existing) {
        await updateProduct(db, existing.id, { ...row, seuil_stock: p.seuil_stock === undefined ? existing.seuil_stock : p.seuil_stock });
        if (existing.stock !== p.stock) await setStock(db, engine.kind, existing.id, p.stock, cause('inventaire'));
        updated++;
      } else {
        const id = await insertProduct(db, { ...row, seuil_stock: p.seuil_stock ?? null }, date);
        if (p.stock > 0) await addStock(db, id, p.stock, cause('creation'));
        created++;
      }
    }
    return { categories: file.categories.length, brands: file.marques.length, created, updated };
  });
}
