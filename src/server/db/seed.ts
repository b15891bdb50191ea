import type { DatabaseSync } from 'node:sqlite';
import { seedBrands, seedCategories, seedProducts } from './seed-data.ts';

const FIRST_DAY = Date.UTC(2026, 0, 5, 9, 0, 0);
const DAY_MS = 86_400_000;

/** Inserts the seed catalogue; the caller holds the transaction and checked the catalogue is empty. */
export function seedCatalogue(db: DatabaseSync): void {
  const category = db.prepare('INSERT INTO categories (nom, description) VALUES (?, ?)');
  const categoryIds = new Map<string, number | bigint>();
  for (const c of seedCategories) categoryIds.set(c.nom, category.run(c.nom, c.description).lastInsertRowid);
  const brand = db.prepare('INSERT INTO marques (nom, couleur, couleur_texte) VALUES (?, ?, ?)');
  const brandIds = new Map<string, number | bigint>();
  for (const b of seedBrands) brandIds.set(b.nom, brand.run(b.nom, b.couleur, b.couleur_texte).lastInsertRowid);
  const product = db.prepare(`INSERT INTO produits (nom, description, prix_cents, prix_promo_cents, prix_consigne_cents,
    stock, unite, marque_id, categorie_id, date_ajout, vendu_avec_consigne) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  seedProducts.forEach((p, index) => {
    const added = new Date(FIRST_DAY + index * 6 * DAY_MS + (index % 5) * 3_600_000).toISOString();
    const consigne = p.prix_consigne ?? 0;
    product.run(
      p.nom,
      p.description,
      p.prix * 100,
      p.prix_promo === undefined ? null : p.prix_promo * 100,
      consigne * 100,
      p.stock,
      p.unite,
      brandIds.get(p.marque) ?? null,
      categoryIds.get(p.categorie) ?? null,
      added,
      consigne > 0 ? 1 : 0,
    );
  });
}
