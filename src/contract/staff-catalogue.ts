/** The catalogue as the shop's staff edit it (gestion): product, category and brand writes, publication. */
import { z } from 'zod/mini';
import { gestionMessages as say } from '../messages/gestion.ts';
import { decimalSchema, idSchema } from './decimal.ts';
import { MAX_ORDER_LINES } from './order.ts';
import { countSchema } from './staff-page.ts';
import { plainText, requiredName } from './text.ts';

/**
 * The one validation of catalogue data: the staff API, gestion's forms and the operator's import file
 * (`src/server/schemas/catalogue-import.ts`, built from these fields) all check with it.
 */

/** Units of one product in stock, at most: also the most one order line can ask for. */
export const MAX_STOCK = 10_000;

/** Order totals keep this factor of room under the largest safe integer. */
const MARGIN = 10;

/**
 * Highest price (and deposit) of one unit, in francs, derived: an order has at most MAX_ORDER_LINES lines of at most
 * MAX_STOCK units, each costing at most price + deposit; that total, in hundredths and times MARGIN, stays below
 * Number.MAX_SAFE_INTEGER, so no order total can lose a centime (2 251 799 FC).
 */
export const MAX_PRICE_FRANCS = Math.floor(Number.MAX_SAFE_INTEGER / (MAX_ORDER_LINES * MAX_STOCK * 2 * 100 * MARGIN));

/** Longest name of a category or a brand: it makes a page address. */
const MAX_GROUP_NAME = 100;
const MAX_PRODUCT_NAME = 200;
const MAX_DESCRIPTION = 5000;

const NON_NEGATIVE_DECIMAL = /^\d+(\.\d+)?$/;
const AT_MOST_TWO_PLACES = /^\d+(\.\d{1,2})?$/;

/** A JSON number as the decimal it denotes: `1e-7` → "0.0000001", `1e21` → "1000000000000000000000". */
function numberText(value: number): string {
  const text = String(value);
  if (!text.includes('e') || !Number.isFinite(value)) return text;
  return Number.isInteger(value) ? BigInt(value).toString() : value.toFixed(20).replace(/0+$/, '');
}

/**
 * A price in FC as the staff type it and DRF's DecimalField(decimal_places=2) takes it: "2500", "2500.5",
 * "2500.50" or a number; at most two decimals (never rounded), at most MAX_PRICE_FRANCS; left as text.
 */
/** A non-negative amount in francs (a price, cash counted), two places at most, as a decimal string or a number. */
export const price = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()], { error: say.priceInvalid }),
    z.transform((value) => (typeof value === 'number' ? numberText(value) : value.trim())),
  ),
  z.string().check(
    z.regex(NON_NEGATIVE_DECIMAL, { error: say.priceInvalid }),
    z.refine((text) => !NON_NEGATIVE_DECIMAL.test(text) || AT_MOST_TWO_PLACES.test(text), {
      error: say.priceTwoPlaces,
    }),
    z.refine((text) => !NON_NEGATIVE_DECIMAL.test(text) || Number(text) <= MAX_PRICE_FRANCS, {
      error: say.atMost(MAX_PRICE_FRANCS),
    }),
  ),
);
const stockError = say.stockNotWhole;
const stock = z
  .number({ error: stockError })
  .check(z.int({ error: stockError }), z.gte(0, { error: stockError }), z.lte(MAX_STOCK, { error: say.atMost(MAX_STOCK) }));
/** The stock at or under which the product is low; null: its unit's default. */
const threshold = z.nullable(
  z
    .number({ error: say.thresholdNotWhole })
    .check(
      z.int({ error: say.thresholdNotWhole }),
      z.gte(0, { error: say.thresholdNotWhole }),
      z.lte(MAX_STOCK, { error: say.atMost(MAX_STOCK) }),
    ),
);
const name = requiredName(MAX_PRODUCT_NAME, say.nameRequired);
/** A category's or a brand's name: shorter, since it makes a page address. */
export const groupName = requiredName(MAX_GROUP_NAME, say.nameRequired);
const description = plainText(MAX_DESCRIPTION, true);
const unit = plainText(100);
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

/** A product's fields with their defaults, as a new product (or a full write) takes them. */
export const productFields = {
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
  seuil_stock: z._default(threshold, null),
};

/** POST /products/produits/ and PUT /products/produits/{id}/ (staff). */
export const productWriteSchema = z.object(productFields);
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
  seuil_stock: z.optional(threshold),
  archive: z.optional(z.boolean()),
});
export type ProductPatchInput = z.input<typeof productPatchSchema>;

export const categoryWriteSchema = z.object({ nom: groupName, description: z._default(description, '') });
export const categoryPatchSchema = z.object({ nom: z.optional(groupName), description: z.optional(description) });
export type CategoryWriteInput = z.input<typeof categoryWriteSchema>;

const hex = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: say.colourInvalid }));
export const brandWriteSchema = z.object({
  nom: groupName,
  couleur: z._default(hex, '#1d4ed8'),
  couleur_texte: z._default(hex, '#ffffff'),
});
export const brandPatchSchema = z.object({ nom: z.optional(groupName), couleur: z.optional(hex), couleur_texte: z.optional(hex) });
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
  /** Its own low-stock threshold (null: its unit's), and the one that applies. */
  seuil_stock: z.nullable(z.number().check(z.int())),
  seuil_effectif: z.number().check(z.int()),
  date_ajout: z.string(),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;

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
  /** The running (or waiting) publication rebuilds the whole site (a category, a brand, the site's code): minutes, not seconds. */
  site_entier: z.boolean(),
  /** Reason of the last failed publication. */
  erreur: z.nullable(z.string()),
  /** The release « Revenir à la version précédente » goes back to, null when there is none. */
  version_precedente: z.nullable(z.string()),
  /** Saves not online yet (each « Enregistrer » one, those being published included), and since when the oldest waits. */
  modifications_en_attente: z.number(),
  en_attente_depuis: z.nullable(z.string()),
});
export type Publication = z.infer<typeof publicationSchema>;
