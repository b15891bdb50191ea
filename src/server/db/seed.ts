import type { DatabaseSync } from 'node:sqlite';
import type { Insertable } from 'kysely';
import { freeSlug, wantedSlug } from '../../domain/slug.ts';
import { seedBrands, seedCategories, seedProducts } from './seed-data.ts';
import type { Tables } from './tables.ts';

const FIRST_DAY = Date.UTC(2026, 0, 5, 9, 0, 0);
const DAY_MS = 86_400_000;

/** The page address each seeded category and brand gets, as fillMissingSlugs would give it (in id order). */
function slugged<T extends { id: number; nom: string }>(kind: 'categorie' | 'marque', rows: T[]): (T & { slug: string })[] {
  const taken = new Set<string>();
  return rows.map((row) => {
    const slug = freeSlug(wantedSlug(kind, row.id, row.nom), (candidate) => taken.has(candidate));
    taken.add(slug);
    return { ...row, slug };
  });
}

/** The seed catalogue as rows, ids included (1, 2, 3… as an empty table gives them), the same on every engine. */
export function seedRows(): {
  categories: Insertable<Tables['categories']>[];
  marques: Insertable<Tables['marques']>[];
  produits: Insertable<Tables['produits']>[];
} {
  const categories = slugged(
    'categorie',
    seedCategories.map((c, index) => ({ id: index + 1, nom: c.nom, description: c.description, photo: null })),
  );
  const marques = slugged(
    'marque',
    seedBrands.map((b, index) => ({ id: index + 1, nom: b.nom, couleur: b.couleur, couleur_texte: b.couleur_texte })),
  );
  const idOf = (rows: { id: number; nom: string }[], nom: string) => rows.find((r) => r.nom === nom)?.id ?? null;
  const produits = seedProducts.map((p, index) => {
    const consigne = p.prix_consigne ?? 0;
    return {
      id: index + 1,
      nom: p.nom,
      description: p.description,
      prix_cents: p.prix * 100,
      prix_promo_cents: p.prix_promo === undefined ? null : p.prix_promo * 100,
      prix_consigne_cents: consigne * 100,
      stock: p.stock,
      unite: p.unite,
      marque_id: idOf(marques, p.marque),
      categorie_id: idOf(categories, p.categorie),
      date_ajout: new Date(FIRST_DAY + index * 6 * DAY_MS + (index % 5) * 3_600_000).toISOString(),
      vendu_avec_consigne: consigne > 0 ? 1 : 0,
      archive: 0,
      photo: null,
    };
  });
  return { categories, marques, produits };
}

/** Inserts the seed catalogue into the SQLite file; the caller holds the transaction and checked the catalogue is empty. */
export function seedCatalogue(db: DatabaseSync): void {
  const rows = seedRows();
  for (const [table, list] of Object.entries(rows)) {
    const columns = Object.keys(list[0] ?? {});
    const insert = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
    for (const row of list) insert.run(...(columns.map((c) => row[c as keyof typeof row] ?? null) as (string | number | null)[]));
  }
}
