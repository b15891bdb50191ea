/** The catalogue as the shop's staff edit it (gestion): product, category and brand writes, quick stock, publication. */
import { z } from 'zod/mini';
import { gestionMessages as say } from '../domain/messages/gestion.ts';
import { decimalSchema, idSchema } from './decimal.ts';
import { countSchema } from './staff-page.ts';

const priceError = say.priceInvalid;
const stockError = say.stockNotWhole;

/** A price as the staff type it: a non-negative decimal, as text ("2500", "2500.50") or a number. */
const price = z.union(
  [
    z.string().check(z.regex(/^\s*\d+(\.\d+)?\s*$/, { error: priceError })),
    z.number({ error: priceError }).check(z.gte(0, { error: priceError }), z.refine(Number.isFinite, { error: priceError })),
  ],
  { error: priceError },
);
const stock = z.number({ error: stockError }).check(z.int({ error: stockError }), z.gte(0, { error: stockError }), z.lte(1_000_000_000));
const name = z.string({ error: say.nameRequired }).check(z.trim(), z.minLength(1, { error: say.nameRequired }), z.maxLength(200));
const description = z.string().check(z.maxLength(5000));
const unit = z.string().check(z.trim(), z.maxLength(100));
/** A brand or category: its id, or `{id}` as DRF nests it; null for none. */
const ref = z.nullable(
  z.union([
    idSchema,
    z.pipe(
      z.object({ id: idSchema }),
      z.transform((r) => r.id),
    ),
  ]),
);

/** POST /products/produits/ and PUT /products/produits/{id}/ (staff). */
export const productWriteSchema = z.object({
  nom: name,
  description: z._default(description, ''),
  prix: price,
  prix_promo: z._default(z.nullable(price), null),
  prix_consigne: z._default(price, '0'),
  stock,
  unite: z._default(unit, ''),
  marque: z._default(ref, null),
  categorie: z._default(ref, null),
  vendu_avec_consigne: z._default(z.boolean(), false),
});
export type ProductWriteInput = z.input<typeof productWriteSchema>;

/** PATCH /products/produits/{id}/ (staff): any of the fields; `archive: false` puts an archived product back on sale. */
export const productPatchSchema = z.object({
  nom: z.optional(name),
  description: z.optional(description),
  prix: z.optional(price),
  prix_promo: z.optional(z.nullable(price)),
  prix_consigne: z.optional(price),
  stock: z.optional(stock),
  unite: z.optional(unit),
  marque: z.optional(ref),
  categorie: z.optional(ref),
  vendu_avec_consigne: z.optional(z.boolean()),
  archive: z.optional(z.boolean()),
});
export type ProductPatchInput = z.input<typeof productPatchSchema>;

export const categoryWriteSchema = z.object({ nom: name, description: z._default(description, '') });
export const categoryPatchSchema = z.object({ nom: z.optional(name), description: z.optional(description) });
export type CategoryWriteInput = z.input<typeof categoryWriteSchema>;

const hex = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: say.colourInvalid }));
export const brandWriteSchema = z.object({ nom: name, couleur: z._default(hex, '#1d4ed8'), couleur_texte: z._default(hex, '#ffffff') });
export const brandPatchSchema = z.object({ nom: z.optional(name), couleur: z.optional(hex), couleur_texte: z.optional(hex) });
export type BrandWriteInput = z.input<typeof brandWriteSchema>;

const namedRef = z.nullable(z.object({ id: idSchema, nom: z.string() }));

/** A product as the staff see it: archived ones too. */
export const staffProductSchema = z.object({
  id: idSchema,
  nom: z.string(),
  description: z.string(),
  prix: decimalSchema,
  prix_promo: z.nullable(decimalSchema),
  prix_consigne: decimalSchema,
  stock: z.number().check(z.int()),
  unite: z.string(),
  image: z.string(),
  marque: namedRef,
  categorie: namedRef,
  vendu_avec_consigne: z.boolean(),
  /** Ordered once, then deleted: kept for the orders, gone from the storefront. */
  archive: z.boolean(),
  date_ajout: z.string(),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;

/** POST /staff/stock/: a delivery from the brewery, several products' new stock at once (all or nothing). */
export const stockEntriesSchema = z.object({
  articles: z
    .array(z.object({ produit: idSchema, stock }), { error: say.stockListEmpty })
    .check(z.minLength(1, { error: say.stockListEmpty }), z.maxLength(500)),
});
export type StockEntries = z.infer<typeof stockEntriesSchema>;
export const staffProductListSchema = z.array(staffProductSchema);

/** GET /staff/catalogue/: categories and brands with how many products use each (one may be deleted only when unused). */
export const catalogueRefsSchema = z.object({
  categories: z.array(z.object({ id: idSchema, nom: z.string(), description: z.string(), image: z.string(), produits: countSchema })),
  marques: z.array(z.object({ id: idSchema, nom: z.string(), produits: countSchema })),
});
export type CatalogueRefs = z.infer<typeof catalogueRefsSchema>;

/** GET /staff/publication/: the site customers see, as the serving process knows it. */
export const publicationSchema = z.object({
  etat: z.enum(['en_cours', 'en_ligne', 'echec', 'aucune']),
  /** Id of the live release and since when it is live. */
  version: z.nullable(z.string()),
  en_ligne_depuis: z.nullable(z.string()),
  /** Another publication follows the running one (changes saved meanwhile). */
  en_attente: z.boolean(),
  /** Reason of the last failed publication. */
  erreur: z.nullable(z.string()),
  /** The release « Revenir à la version précédente » goes back to, null when there is none. */
  version_precedente: z.nullable(z.string()),
});
export type Publication = z.infer<typeof publicationSchema>;
