import { centsToDecimalString } from '../../domain/money.ts';
import { wantedSlug } from '../../domain/slug.ts';
import { serverMessages } from '../../messages/server.ts';
import type { BrandRow, CategoryRow } from '../db/catalogue.ts';
import type { ProductRow } from '../db/products.ts';
import { fingerprint } from '../media/fingerprint.ts';
import { photoUrl } from '../media/photo-store.ts';
import { DRAWING_VERSION } from '../media/svg.ts';

/** A staff photo (its file name is its content's fingerprint), else the generated picture. */
export function productImageUrl(
  origin: string,
  p: Pick<ProductRow, 'id' | 'nom' | 'unite' | 'marque_nom' | 'couleur' | 'couleur_texte' | 'photo'>,
): string {
  if (p.photo) return photoUrl(origin, p.photo);
  return `${origin}/media/produits/${p.id}.svg?v=${fingerprint(DRAWING_VERSION, p.nom, p.unite, p.marque_nom, p.couleur, p.couleur_texte)}`;
}

/** A staff photo of the category, else its generated picture. */
function categoryImageUrl(origin: string, c: Pick<CategoryRow, 'id' | 'nom' | 'photo'>): string {
  if (c.photo) return photoUrl(origin, c.photo);
  return `${origin}/media/categories/${c.id}.svg?v=${fingerprint(DRAWING_VERSION, c.nom)}`;
}

/** Product as DRF's serializer sends it (decimal strings, nested marque/categorie, absolute image URL). */
export function productJson(origin: string, p: ProductRow) {
  return {
    id: p.id,
    nom: p.nom,
    description: p.description,
    prix: centsToDecimalString(p.prix_cents),
    prix_promo: p.prix_promo_cents === null ? null : centsToDecimalString(p.prix_promo_cents),
    prix_consigne: centsToDecimalString(p.prix_consigne_cents),
    stock: p.stock,
    unite: p.unite,
    image: productImageUrl(origin, p),
    marque: p.marque_id === null ? null : { id: p.marque_id, nom: p.marque_nom ?? '' },
    categorie: p.categorie_id === null ? null : { id: p.categorie_id, nom: p.categorie_nom ?? '' },
    date_ajout: p.date_ajout,
    vendu_avec_consigne: p.vendu_avec_consigne === 1,
    note_moyenne: p.note_moyenne === null ? null : centsToDecimalString(Math.round(p.note_moyenne * 100)),
    nombre_avis: p.nombre_avis,
  };
}

export function categoryJson(origin: string, c: CategoryRow) {
  return { id: c.id, nom: c.nom, slug: c.slug, description: c.description, image: categoryImageUrl(origin, c) };
}

/**
 * A category or brand just created: its JSON, and a word to the staff when its name's address was taken
 * (`Bières` after `BIÈRES`): the new page lives at the suffixed one.
 */
export function withSlugNotice<T extends { id: number; nom: string; slug: string }>(kind: 'categorie' | 'marque', json: T) {
  const wanted = wantedSlug(kind, json.id, json.nom);
  return json.slug === wanted ? json : { ...json, avertissement: serverMessages.slugTaken(wanted, json.slug) };
}

export function brandJson(b: BrandRow) {
  return { id: b.id, nom: b.nom, slug: b.slug };
}
