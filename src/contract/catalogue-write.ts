/**
 * What the staff may write into the catalogue (products, categories, brands) and the operator's import file:
 * the one validation of catalogue data, used by the staff API and by `npm run shop -- import-catalogue`.
 */
import { z } from 'zod/mini';
import { validationMessages as say } from '../domain/messages/validation.ts';
import { idSchema } from './decimal.ts';
import { MAX_ORDER_LINES } from './order.ts';
import { plainText, requiredPlainText } from './text.ts';

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
  if (!text.includes('e')) return text;
  return Number.isInteger(value) ? BigInt(value).toString() : value.toFixed(20).replace(/0+$/, '');
}

/** A price in FC as DRF's DecimalField(decimal_places=2) takes it: "2500", "2500.5", "2500.50" or a number; left as text. */
const priceSchema = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()], { error: say.priceExpected }),
    z.transform((value) => (typeof value === 'number' ? numberText(value) : value.trim())),
  ),
  z.string().check(
    z.regex(NON_NEGATIVE_DECIMAL, { error: say.priceExpected }),
    z.refine((text) => !NON_NEGATIVE_DECIMAL.test(text) || AT_MOST_TWO_PLACES.test(text), { error: say.priceTwoPlaces }),
    z.refine((text) => !NON_NEGATIVE_DECIMAL.test(text) || Number(text) <= MAX_PRICE_FRANCS, {
      error: say.atMost(MAX_PRICE_FRANCS),
    }),
  ),
);

const stockSchema = z
  .number({ error: say.integerStockExpected })
  .check(
    z.int({ error: say.integerStockExpected }),
    z.gte(0, { error: say.atLeast(0) }),
    z.lte(MAX_STOCK, { error: say.atMost(MAX_STOCK) }),
  );

const colourSchema = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, { error: say.colourExpected }));

/** A product's brand or category: its id, or `{id}` as DRF nests it; null for none. */
const refSchema = z.nullable(
  z.union([
    idSchema,
    z.pipe(
      z.object({ id: idSchema }),
      z.transform((ref) => ref.id),
    ),
  ]),
);

const productFields = {
  nom: requiredPlainText(MAX_PRODUCT_NAME),
  description: plainText(MAX_DESCRIPTION, true),
  prix: priceSchema,
  prix_promo: z.nullable(priceSchema),
  prix_consigne: priceSchema,
  stock: stockSchema,
  unite: plainText(100),
  marque: refSchema,
  categorie: refSchema,
  vendu_avec_consigne: z.boolean(),
};

/** POST (and PUT) /products/produits/ */
export const productWriteSchema = z.object({
  ...productFields,
  description: z._default(productFields.description, ''),
  prix_promo: z._default(productFields.prix_promo, null),
  prix_consigne: z._default(productFields.prix_consigne, '0'),
  unite: z._default(productFields.unite, ''),
  marque: z._default(refSchema, null),
  categorie: z._default(refSchema, null),
  vendu_avec_consigne: z._default(productFields.vendu_avec_consigne, false),
});

/** PATCH /products/produits/{id}/ */
export const productPatchSchema = z.partial(z.object(productFields));

const groupName = requiredPlainText(MAX_GROUP_NAME);
const description = z._default(plainText(MAX_DESCRIPTION, true), '');

/** POST (and PUT) /products/categories/ */
export const categoryWriteSchema = z.object({ nom: groupName, description });
/** PATCH /products/categories/{id}/ */
export const categoryPatchSchema = z.object({ nom: z.optional(groupName), description: z.optional(plainText(MAX_DESCRIPTION, true)) });

const brandColours = { couleur: z._default(colourSchema, '#1d4ed8'), couleur_texte: z._default(colourSchema, '#ffffff') };
/** POST (and PUT) /products/marques/ */
export const brandWriteSchema = z.object({ nom: groupName, ...brandColours });
/** PATCH /products/marques/{id}/ */
export const brandPatchSchema = z.object({
  nom: z.optional(groupName),
  couleur: z.optional(colourSchema),
  couleur_texte: z.optional(colourSchema),
});

/** File read by `npm run shop -- import-catalogue file.json`: brands and categories by name, prices as decimals in FC. */
export const catalogueImportSchema = z.object({
  categories: z._default(z.array(categoryWriteSchema), []),
  marques: z._default(z.array(brandWriteSchema), []),
  produits: z._default(
    z.array(
      z.object({
        ...productWriteSchema.shape,
        marque: z._default(z.nullable(groupName), null),
        categorie: z._default(z.nullable(groupName), null),
        vendu_avec_consigne: z.optional(z.boolean()),
      }),
    ),
    [],
  ),
});
